import type { DivisionRef } from '@mapwright/core/document/division-ref';
import type { Editor } from '@mapwright/core/editor/editor';
import type { PaintTarget } from '@mapwright/core/editor/paint-target';
import type { CountryGeometry } from '../../data/countryGeometry';

export type { PaintTarget };

/** Paints a target with the current colour, one undo step; returns whether anything changed. */
export function paintTarget(editor: Editor, target: PaintTarget): boolean {
  return editor.paintTarget(target);
}

/** Reverts a target to its level's default fill, one undo step; returns whether anything changed. */
export function revertTarget(editor: Editor, target: PaintTarget): boolean {
  return editor.revertTarget(target);
}

/**
 * What a click or a tap on a division does with the paint tool: paints its paint target with the
 * current colour, one undo step. Returns whether anything changed.
 */
export function paintAt(editor: Editor, geometry: CountryGeometry, hit: DivisionRef): boolean {
  return editor.paintAt(hit, geometry.projected).changed;
}

/** What a double-click or a double-tap on a division does: reverts its paint target, one undo step. */
export function revertAt(editor: Editor, geometry: CountryGeometry, hit: DivisionRef): void {
  editor.revertAt(hit, geometry.projected);
}
