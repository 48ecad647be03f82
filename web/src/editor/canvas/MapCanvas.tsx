import { useId, useLayoutEffect, useRef } from 'react';
import { showOf } from '@mapwright/core/document/show';
import { attributionOfDrawnLevels } from '@mapwright/core/geodata/attribution';
import { MAP_SCOPE_ATTRIBUTE } from '../actions/useKeyboardShortcuts';
import { DivisionFocus, type MapFocus } from '../input/divisionFocus';
import { selectionOf } from '../annotations/annotationSelection';
import { attachAnnotationClipboard } from '../annotations/clipboard';
import { loadMapProjection } from '../data/mapProjection';
import { attachDesktopInput } from '../input/desktopInput';
import type { AttachMapInput } from '../input/mapInput';
import { useEditorSelector, useEditorServices } from '../state/EditorContext';
import { HoverTooltip } from './HoverTooltip';
import { InPlaceText } from './inPlaceText';
import { MapView, type MapViewOptions } from './MapView';
import { useFitScale } from './useFitScale';
import { useScreenFonts } from './useScreenFonts';

/** What an editor chooses of MapViewOptions for its screen. */
export type ScreenOptions = Pick<MapViewOptions, 'fills' | 'gesture'>;

const DESKTOP_VIEW: ScreenOptions = {};

export interface MapHandle {
  readonly view: MapView;
  /** The keyboard's division on the map (painting without a pointer). */
  readonly focus: MapFocus;
  /** Ends an open wheel gesture (before undo, or another action). */
  endGestures(): void;
}

/**
 * The page (frame) on the grey canvas, scaled to fit. React renders only the empty surface; MapView
 * fills it with the core's render tree (as stacked svg layers) and patches it on change
 * notifications, and the input modules listen on the surface itself (one listener per event type, targets read from data attributes).
 */
export function MapCanvas({
  onHandle,
  attachInput = attachDesktopInput,
  viewOptions = DESKTOP_VIEW,
  className = '',
  pageMargin,
}: {
  onHandle: (handle: MapHandle | null) => void;
  /** How the map is worked: the desktop's mouse input by default, touch gestures on a phone (stable). */
  attachInput?: AttachMapInput;
  /** How the map is drawn beyond the core's render (the phone's strategies: base paths, gesture picture); stable. */
  viewOptions?: ScreenOptions;
  /** Extra classes for the stage (the phone's stage fills the screen and takes no browser gestures). */
  className?: string;
  /** CSS px kept between the page and the stage's edges (the desktop's grey border by default). */
  pageMargin?: number;
}) {
  const { editor, geometry, ui } = useEditorServices();
  const stageRef = useRef<HTMLDivElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const announcerRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const frame = useEditorSelector((s) => s.doc.frame);
  const show = useEditorSelector((s) => showOf(s.doc));
  const tool = useEditorSelector((s) => s.session.tool);
  const scale = useFitScale(stageRef, frame, pageMargin);
  // The UI commands change identity with the account state; the map must not remount for that.
  const uiRef = useRef(ui);
  useLayoutEffect(() => {
    uiRef.current = ui;
  }, [ui]);
  useScreenFonts();

  useLayoutEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    const projected = geometry.projected;
    const view = new MapView(surface, projected, editor.document, {
      ...viewOptions,
      creditOf: (doc) => attributionOfDrawnLevels(geometry.entry, doc),
    });
    const input = attachInput({ surface, editor, geometry, view });
    // The text typed into on the map, as the session names it (issue 31).
    const inPlaceText = new InPlaceText(editor, surface, (target) => view.drawnTextOf(target));
    const detachClipboard = attachAnnotationClipboard(editor, geometry, (message, tone) =>
      uiRef.current.notify(message, tone),
    );
    const annotationSelection = selectionOf(editor);
    const unsubscribeSelection = annotationSelection.subscribe(() =>
      view.showSelection(annotationSelection.ids),
    );
    let mounted = true;
    // Map-pinned annotations wait for the map's projection, loaded after the map is up.
    void loadMapProjection(geometry).then(
      (projection) => {
        if (!mounted) return;
        view.setProjection(projection);
        surface.setAttribute('data-projection', 'ready');
      },
      () =>
        mounted &&
        uiRef.current.notify(
          'Annotations pinned to the map could not be placed: a map file did not load.',
          'error',
        ),
    );
    const focus = new DivisionFocus({
      surface,
      editor,
      geometry,
      view,
      // Written straight into the live region: announcing re-renders nothing.
      announce: (text) => {
        if (announcerRef.current) announcerRef.current.textContent = text;
      },
    });
    const unsubscribe = editor.subscribe((change) => {
      if (change.document) view.update(editor.document, change.document);
      if (change.session.has('selection')) view.select(editor.session.selection);
    });
    view.select(editor.session.selection);
    surface.setAttribute('data-ready', 'true');
    // For the editor benchmark: when the map was mounted, and when its first frame was drawn.
    performance.mark('mapwright:map-mounted');
    requestAnimationFrame(() => setTimeout(() => performance.mark('mapwright:map-painted')));
    onHandle({ view, focus, endGestures: () => input.endGestures() });
    return () => {
      mounted = false;
      unsubscribeSelection();
      detachClipboard();
      onHandle(null);
      focus.destroy();
      unsubscribe();
      inPlaceText.destroy();
      input.detach();
      view.destroy();
      surface.removeAttribute('data-ready');
    };
  }, [editor, geometry, onHandle, attachInput, viewOptions]);

  const missing = ([1, 2] as const)
    .filter((level) => (show === 'both' ? true : show === String(level)))
    .map((level) => geometry.levels[level])
    .find((level) => !level.available);

  return (
    <div className={`map-stage ${className}`.trim()} ref={stageRef}>
      <div
        className="map-page"
        style={{
          width: frame.width * scale,
          height: frame.height * scale,
          visibility: scale ? 'visible' : 'hidden',
        }}
      >
        {/* One tab stop for the whole map; its keys (arrows, Enter, Delete) are map-scoped actions.
            An application: screen readers pass the arrow keys through instead of reading on. */}
        <div
          ref={surfaceRef}
          className="map-surface"
          role="application"
          aria-label={`Map of ${geometry.entry.name}`}
          aria-describedby={hintId}
          tabIndex={0}
          {...{ [MAP_SCOPE_ATTRIBUTE]: 'map' }}
          data-tool={tool}
          style={{ width: frame.width * scale, height: frame.height * scale }}
        />
        <p id={hintId} className="visually-hidden">
          Arrow keys move between divisions; Enter paints the focused one with the current colour, Delete
          reverts it.
        </p>
        <div ref={announcerRef} className="visually-hidden" aria-live="polite" data-testid="map-announcer" />
        {missing && !missing.available && (
          <p className="map-unavailable" role="note">
            {missing.label}: {missing.reason}
          </p>
        )}
      </div>
      <HoverTooltip stageRef={stageRef} />
    </div>
  );
}
