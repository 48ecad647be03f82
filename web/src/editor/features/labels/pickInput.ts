import type { DivisionRef } from '@mapwright/core/document/division-ref';
import { setLabelList } from '@mapwright/core/document/operations/labels';
import type { Editor } from '@mapwright/core/editor/editor';
import type { ProjectedCountry } from '@mapwright/core/geo/project';
import { labelUiOf } from './labelUi';

/**
 * While the Labels section's "pick" toggle is on, a click or a tap on a division adds it to that
 * level's picked labels, or takes it off (one undo step), instead of painting it; a district clicked
 * while provinces are picked picks its province. Returns undefined when not picking.
 */
export function pickAt(editor: Editor, projected: ProjectedCountry, hit: DivisionRef): boolean | undefined {
  const level = labelUiOf(editor).state.picking;
  if (level === null) return undefined;
  const labels = editor.document.labels[level];
  // The section stopped offering picks (labels off, or another choice of divisions): paint again.
  if (!labels.visible || labels.which !== 'picked') return undefined;
  let id: string | undefined = hit.id;
  if (hit.level !== level) {
    id = level === 1 ? projected.level2?.divisions.find((d) => d.id === hit.id)?.parent : undefined;
  }
  if (id === undefined) return false;
  const on = !editor.document.labels[level].picked.includes(id);
  return editor.apply(setLabelList, level, 'picked', [id], on);
}
