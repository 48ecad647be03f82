import { useLayoutEffect, useRef } from 'react';
import { showOf } from '@mapwright/core/document/show';
import { mapScaleOf } from '@mapwright/core/render/transform';
import { attributionOf } from '../data/countryGeometry';
import { attachDragInput } from '../input/dragInput';
import { attachHover } from '../input/hoverInput';
import { attachPaintInput } from '../input/paintInput';
import { attachWheelZoom } from '../input/wheelZoom';
import { useEditorSelector, useEditorServices } from '../state/EditorContext';
import { HoverTooltip } from './HoverTooltip';
import { MapView } from './MapView';
import { useFitScale } from './useFitScale';
import { useScreenFonts } from './useScreenFonts';

export interface MapHandle {
  readonly view: MapView;
  /** Ends an open wheel gesture (before undo, or another action). */
  endGestures(): void;
}

/**
 * The page (frame) on the grey canvas, scaled to fit. React renders only the empty surface; MapView
 * fills it with the core's render tree (as stacked svg layers) and patches it on change
 * notifications, and the input modules listen on the surface itself (one listener per event type, targets read from data attributes).
 */
export function MapCanvas({ onHandle }: { onHandle: (handle: MapHandle | null) => void }) {
  const { editor, geometry } = useEditorServices();
  const stageRef = useRef<HTMLDivElement>(null);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const frame = useEditorSelector((s) => s.doc.frame);
  const show = useEditorSelector((s) => showOf(s.doc));
  const tool = useEditorSelector((s) => s.session.tool);
  const scale = useFitScale(stageRef, frame);
  useScreenFonts();

  useLayoutEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    const projected = geometry.projected;
    const view = new MapView(surface, projected, editor.document, { credit: attributionOf(geometry) });
    const mapScale = () => mapScaleOf(editor.document, projected);
    const wheel = attachWheelZoom(surface, editor);
    const drag = attachDragInput(surface, editor, mapScale, {
      beforeGesture: () => wheel.end(),
      onLive: (live) => view.setLive(live),
    });
    const detachPaint = attachPaintInput(surface, editor, geometry, () => drag.isDragging());
    const detachHover = attachHover(surface, editor);
    const unsubscribe = editor.subscribe((change) => {
      if (change.document) view.update(editor.document, change.document);
      if (change.session.has('selection')) view.select(editor.session.selection);
    });
    view.select(editor.session.selection);
    surface.setAttribute('data-ready', 'true');
    // For the editor benchmark: when the map was mounted, and when its first frame was drawn.
    performance.mark('mapwright:map-mounted');
    requestAnimationFrame(() => setTimeout(() => performance.mark('mapwright:map-painted')));
    onHandle({ view, endGestures: () => wheel.end() });
    return () => {
      onHandle(null);
      unsubscribe();
      detachHover();
      detachPaint();
      drag.detach();
      wheel.detach();
      view.destroy();
      surface.removeAttribute('data-ready');
    };
  }, [editor, geometry, onHandle]);

  const missing = ([1, 2] as const)
    .filter((level) => (show === 'both' ? true : show === String(level)))
    .map((level) => geometry.levels[level])
    .find((level) => !level.available);

  return (
    <div className="map-stage" ref={stageRef}>
      <div
        className="map-page"
        style={{
          width: frame.width * scale,
          height: frame.height * scale,
          visibility: scale ? 'visible' : 'hidden',
        }}
      >
        <div
          ref={surfaceRef}
          className="map-surface"
          role="img"
          aria-label={`Map of ${geometry.entry.name}`}
          data-tool={tool}
          style={{ width: frame.width * scale, height: frame.height * scale }}
        />
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
