import { clearDivision, paintDivisions } from '@mapwright/core/document/operations/paint';
import type { Level } from '@mapwright/core/document/schema';
import type { Editor } from '@mapwright/core/editor/editor';
import { paintTargetOf as corePaintTargetOf, type PaintTarget } from '@mapwright/core/editor/paint-target';
import type { ProjectedDivision } from '@mapwright/core/geo/projected-level';
import type { CountryGeometry } from '../data/countryGeometry';

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

/**
 * What a click or a tap on a division does with the paint tool: paints its paint target with the
 * current colour, one undo step. Returns whether anything changed.
 */
export function paintAt(
  editor: Editor,
  geometry: CountryGeometry,
  hit: { level: Level; id: string },
): boolean {
  const target = paintTargetOf(editor, geometry, hit);
  return target.ids.length > 0 && paintTarget(editor, target);
}

/** What a double-click or a double-tap on a division does: reverts its paint target, one undo step. */
export function revertAt(editor: Editor, geometry: CountryGeometry, hit: { level: Level; id: string }): void {
  revertTarget(editor, paintTargetOf(editor, geometry, hit));
}
