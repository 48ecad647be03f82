import type { ElementRef } from '@mapwright/core/document/operations/move-element';
import type { Level } from '@mapwright/core/document/schema';
import type { Editor } from '@mapwright/core/editor/editor';

/** The selected divisions of one level (the last selected one's), in the order they were selected. */
export function selectedDivisions(editor: Editor): { level: Level; ids: string[] } | null {
  const divisions = editor.session.selected.filter(
    (e): e is Extract<ElementRef, { kind: 'division' }> => e.kind === 'division',
  );
  const last = divisions.at(-1);
  if (!last) return null;
  return { level: last.level, ids: divisions.filter((d) => d.level === last.level).map((d) => d.id) };
}
