import type { Level } from '@mapwright/core/document/schema';
import type { Editor } from '@mapwright/core/editor/editor';
import { paintTargetAt, type PaintTarget } from '@mapwright/core/editor/paint-target';
import type { CountryGeometry } from '../data/countryGeometry';
import { divisionAt } from './targets';

export type { PaintTarget };

/** What a click on a path paints: the core's rule (Editor.paintAt), for the gestures that need the target first. */
export function paintTargetOf(
  editor: Editor,
  geometry: CountryGeometry,
  hit: { level: Level; id: string },
): PaintTarget {
  return paintTargetAt(editor.document, hit, geometry.projected);
}

/** Paints a target with the current colour, one undo step; returns whether anything changed. */
export function paintTarget(editor: Editor, target: PaintTarget): boolean {
  return editor.paintTarget(target);
}

/** Reverts a target to its level's default fill, one undo step; returns whether anything changed. */
export function revertTarget(editor: Editor, target: PaintTarget): boolean {
  return editor.revertTarget(target);
}

/** How long after a painting click a double-click still counts as "the same gesture". */
const DOUBLE_CLICK_MS = 800;

/**
 * Paint tool clicks, by delegation on the surface. A click paints at once (the fill is set before the
 * handler returns). The first click of a double-click also paints, so the double-click first undoes
 * that paint (when it changed something) and then reverts the division: the history ends with one
 * "revert" step, and undo brings back the colour it had before the double-click.
 */
export function attachPaintInput(
  surface: HTMLElement,
  editor: Editor,
  geometry: CountryGeometry,
  isDragging: () => boolean,
): () => void {
  let lastPaint: { key: string; at: number; changed: boolean } | null = null;

  const onClick = (event: MouseEvent) => {
    if (editor.session.tool !== 'paint' || event.shiftKey || isDragging() || event.button !== 0) return;
    if (event.detail > 1) return; // the second click of a double-click: the dblclick handles it
    const legendColour =
      event.target instanceof Element
        ? event.target.closest('[data-legend-colour]')?.getAttribute('data-legend-colour')
        : null;
    if (legendColour) return editor.setColour(legendColour); // a legend entry picks its colour
    const hit = divisionAt(event.target);
    if (!hit) return;
    const { target, changed } = editor.paintAt(hit, geometry.projected);
    lastPaint = { key: `${target.level}:${target.ids.join(',')}`, at: performance.now(), changed };
  };

  const onDoubleClick = (event: MouseEvent) => {
    if (editor.session.tool !== 'paint' || event.shiftKey) return;
    const hit = divisionAt(event.target);
    if (!hit) return;
    const target = paintTargetOf(editor, geometry, hit);
    const key = `${target.level}:${target.ids.join(',')}`;
    if (
      lastPaint &&
      lastPaint.key === key &&
      lastPaint.changed &&
      performance.now() - lastPaint.at < DOUBLE_CLICK_MS
    ) {
      editor.undo();
    }
    lastPaint = null;
    revertTarget(editor, target);
  };

  surface.addEventListener('click', onClick);
  surface.addEventListener('dblclick', onDoubleClick);
  return () => {
    surface.removeEventListener('click', onClick);
    surface.removeEventListener('dblclick', onDoubleClick);
  };
}
