import type { MapDocument, Level } from './schema';

/**
 * Which levels are drawn: one of them, or both (level 2's divisions, each showing its own paint or
 * else its province's, with level 1's borders over them: decision "With both levels shown, both levels' paint shows").
 */
export type Show = '1' | '2' | 'both';

/** Derived from the `visible` flags; the schema guarantees at least one is set. */
export function showOf(doc: MapDocument): Show {
  const one = doc.levels[1].style.visible;
  const two = doc.levels[2].style.visible;
  if (one && two) return 'both';
  return one ? '1' : '2';
}

/**
 * Levels drawn as division paths (hit by clicks, carrying data layers): with both shown, level 2,
 * whose districts show their province's paint where they have none of their own (fillOf).
 */
export function filledLevels(doc: MapDocument): readonly Level[] {
  const show = showOf(doc);
  return show === '1' ? [1] : [2];
}

/** Levels whose paint shows on the map: with both shown, both (a province's paint through its districts). */
export function paintedLevels(doc: MapDocument): readonly Level[] {
  const show = showOf(doc);
  return show === 'both' ? [1, 2] : show === '1' ? [1] : [2];
}
