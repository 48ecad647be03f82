import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { legendEntries } from '@mapwright/core/document/legend-entries';
import {
  moveLegendEntry,
  setLegendLabel,
  setLegendTitle,
  setLegendVisible,
} from '@mapwright/core/document/operations/legend';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';
import { entryName, LegendEntryRow } from './LegendEntryRow';
import { LegendPlacement } from './LegendPlacement';
import { useLegendDrag } from './useLegendDrag';
import { useTouchEditor } from '../../state/inputMode';
import { Panel } from '../../chrome/Panel';
import { useGestureField } from '../../chrome/useGestureField';
import { useDescribeFill } from '../patterns';

type FocusRole = 'handle' | 'up' | 'down' | 'label';

/**
 * The legend's rows come from the document (colours in use, in the legend's order); here their labels
 * are typed, a swatch click makes that colour the paint colour, and entries are reordered by drag or
 * by keyboard (decision "The legend's order is an array in the document"). Its place is set by dragging it
 * with the Move tool.
 */
export function LegendPanel() {
  const { t } = useTranslation('panels');
  const describeFill = useDescribeFill();
  const { editor } = useEditorServices();
  const touch = useTouchEditor();
  const legend = useEditorSelector((s) => s.doc.legend);
  const patterns = useEditorSelector((s) => s.doc.patterns);
  const entries = useEditorSelector(
    (s) => legendEntries(s.doc),
    (a, b) =>
      a.length === b.length && a.every((e, i) => e.colour === b[i]?.colour && e.label === b[i]?.label),
  );
  const gesture = useGestureField(editor);
  const listRef = useRef<HTMLUListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a keyboard move the moved row's control keeps the focus, wherever React put the row.
  const refocus = useRef<{ colour: string; role: FocusRole } | null>(null);

  const move = useCallback(
    (colour: string, to: number, focus?: FocusRole) => {
      const current = legendEntries(editor.document);
      const from = current.findIndex((e) => e.colour === colour);
      const target = Math.max(0, Math.min(current.length - 1, to));
      const entry = current[from];
      if (!entry || target === from) return;
      // One undo step, even while a label field holds a typing gesture open.
      const typing = editor.inGesture;
      editor.mark();
      editor.apply(moveLegendEntry, colour, target);
      if (typing) editor.beginGesture();
      if (focus) refocus.current = { colour, role: focus };
      setAnnouncement(
        t('legend.moved', {
          name: entryName(entry, editor.document.patterns, describeFill),
          place: target + 1,
          count: current.length,
        }),
      );
    },
    [editor, t, describeFill],
  );
  const onDrop = useCallback((colour: string, to: number) => move(colour, to), [move]);
  const drag = useLegendDrag(listRef, onDrop);

  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const row = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-legend-row]') ?? [])].find(
      (el) => el.dataset.legendRow === wanted.colour,
    );
    const control = row?.querySelector<HTMLElement>(`[data-legend-focus="${wanted.role}"]`);
    if (control && document.activeElement !== control) control.focus();
  }, [entries]);

  return (
    <Panel title={t('legend.title')} id="legend">
      <label className="check">
        <input
          type="checkbox"
          checked={legend.visible}
          onChange={(e) => editor.apply(setLegendVisible, e.target.checked)}
        />
        {t('legend.show')}
      </label>
      {legend.visible && <LegendPlacement />}
      <label className="stacked">
        <span className="panel__label">{t('legend.legendTitle')}</span>
        <input
          className="field"
          value={legend.title}
          placeholder={t('legend.titleExample')}
          {...gesture}
          onChange={(e) => editor.apply(setLegendTitle, e.target.value)}
        />
      </label>
      {entries.length === 0 ? (
        <p className="panel__note">{t('legend.empty')}</p>
      ) : (
        <ul
          ref={listRef}
          className="legend-list"
          aria-label={t('legend.entries')}
          data-legend-dragging={drag.drag ? 'true' : undefined}
        >
          {entries.map((entry, index) => (
            <LegendEntryRow
              key={entry.colour}
              entry={entry}
              patterns={patterns}
              index={index}
              count={entries.length}
              shift={drag.shiftOf(index)}
              dragging={drag.drag?.colour === entry.colour}
              gesture={gesture}
              onPaint={(fill) => editor.pickFill(fill)}
              onEditPattern={(id) => editor.openPatternEdit(id)}
              onLabel={(colour, label) => editor.apply(setLegendLabel, colour, label)}
              onMove={move}
              onDragStart={drag.start}
              onDragMove={drag.move}
              onDragEnd={drag.end}
              onDragCancel={drag.cancel}
            />
          ))}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <p className="panel__note">{touch ? t('legend.hintTouch') : t('legend.hint')}</p>
    </Panel>
  );
}
