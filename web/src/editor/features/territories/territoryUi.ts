import type { Editor } from '@mapwright/core/editor/editor';

/**
 * The name the next "Group into territory" gives, typed in the Territories section beforehand so the
 * grouping and its name are one undo step. Kept per Editor (shared by the desktop and phone layouts).
 */
const pendingNames = new WeakMap<Editor, string>();

export function pendingTerritoryName(editor: Editor): string {
  return pendingNames.get(editor) ?? '';
}

export function setPendingTerritoryName(editor: Editor, name: string): void {
  pendingNames.set(editor, name);
}

/** "Territory n", n the first number no territory of the map is named with. */
export function defaultTerritoryName(names: readonly string[]): string {
  const taken = new Set(names);
  let n = names.length + 1;
  while (taken.has(`Territory ${n}`)) n++;
  return `Territory ${n}`;
}
