import type { Colour } from '../document/colour';
import type { Level, MapDocument } from '../document/schema';
import { dataFillOf } from './data-fill';

/**
 * The fill a division is drawn with: its painted colour, else its data layer's (heat map class, or
 * 'none' over pixel cells), else the level's default. The UI calls this for each id named in a
 * change notification to recolour one path without re-rendering.
 */
export function fillOf(doc: MapDocument, level: Level, id: string): Colour | 'none' {
  const state = doc.levels[level];
  if (Object.hasOwn(state.fills, id)) return state.fills[id] as Colour;
  return dataFillOf(doc, level, id) ?? state.style.defaultFill;
}

/** The translate attribute of a moved division, or undefined when it is in its place. */
export function offsetTransformOf(doc: MapDocument, level: Level, id: string): string | undefined {
  const offsets = doc.levels[level].offsets;
  if (!Object.hasOwn(offsets, id)) return undefined;
  const offset = offsets[id];
  return offset ? `translate(${offset.dx} ${offset.dy})` : undefined;
}
