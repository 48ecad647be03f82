import type { MapDocument, Level } from './schema';

/** Which levels are drawn: one of them, or both (level 1 as outlines over level 2). */
export type Show = '1' | '2' | 'both';

export const SHOWS: readonly Show[] = ['1', '2', 'both'];

/** Derived from the `visible` flags; the schema guarantees at least one is set. */
export function showOf(doc: MapDocument): Show {
  const one = doc.levels[1].style.visible;
  const two = doc.levels[2].style.visible;
  if (one && two) return 'both';
  return one ? '1' : '2';
}

/** Levels whose fills are drawn: with both shown, level 1 is outlines only. */
export function filledLevels(doc: MapDocument): readonly Level[] {
  const show = showOf(doc);
  return show === '1' ? [1] : [2];
}
