import { clearDivision, paintDivisions } from '@mapwright/core/document/operations/paint';
import type { Level } from '@mapwright/core/document/schema';
import type { Editor } from '@mapwright/core/editor/editor';
import { paintTargetOf as corePaintTargetOf, type PaintTarget } from '@mapwright/core/editor/paint-target';
import type { ProjectedDivision } from '@mapwright/core/geo/projected-level';
import type { CountryGeometry } from '../data/countryGeometry';
import { divisionAt } from './targets';

export type { PaintTarget };

/** Each level-2 division by id, per geometry: a click finds its district's province without a scan. */
const districtIndex = new WeakMap<CountryGeometry, Map<string, ProjectedDivision>>();

function districtOf(geometry: CountryGeometry, id: string): ProjectedDivision | undefined {
  let index = districtIndex.get(geometry);
  if (!index) {
    index = new Map((geometry.projected.level2?.divisions ?? []).map((d) => [d.id, d]));
    districtIndex.set(geometry, index);
  }
  return index.get(id);
}

/**
 * What a click on a path paints: the division itself, or with both levels shown and level 1 taking
 * clicks, the clicked district's province (the core's rule, paintTargetOf).
 */
export function paintTargetOf(
  editor: Editor,
  geometry: CountryGeometry,
  hit: { level: Level; id: string },
): PaintTarget {
  const parent = hit.level === 2 ? districtOf(geometry, hit.id)?.parent : undefined;
  return corePaintTargetOf(editor.document, { ...hit, parent });
}

/** Paints a target with the current colour, one undo step; returns whether anything changed. */
export function paintTarget(editor: Editor, target: PaintTarget): boolean {
  const [first] = target.ids;
  if (first === undefined) return false;
  return target.ids.length === 1
    ? editor.paint(first, target.level)
    : editor.apply(paintDivisions, target.level, target.ids, editor.session.colour);
}

/** Reverts a target to its level's default fill, one undo step; returns whether anything changed. */
export function revertTarget(editor: Editor, target: PaintTarget): boolean {
  return editor.change((draft) => {
    for (const id of target.ids) clearDivision(draft, target.level, id);
  });
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
    const target = paintTargetOf(editor, geometry, hit);
    if (target.ids.length === 0) return;
    const changed = paintTarget(editor, target);
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
