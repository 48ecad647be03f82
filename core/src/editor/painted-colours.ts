import type { Patch } from 'immer';
import { isColour } from '../document/colour';

/**
 * The colours a change painted divisions with, last painted last, each once: read from its patches, so
 * every way of painting (one operation, a recipe of several, a paste) records them alike.
 */
export function coloursPaintedIn(patches: readonly Patch[]): string[] {
  const seen = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value !== 'string' || !isColour(value)) return;
    seen.delete(value);
    seen.add(value);
  };
  for (const { op, path, value } of patches) {
    if (op === 'remove' || path[0] !== 'levels' || path[2] !== 'fills') continue;
    if (path.length === 4) add(value);
    else if (path.length === 3 && value !== null && typeof value === 'object')
      Object.values(value as Record<string, unknown>).forEach(add);
  }
  return [...seen];
}
