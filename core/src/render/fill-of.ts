import type { Colour } from '../document/colour';
import type { Level, MapDocument } from '../document/schema';
import { dataFillOf, pixelLevelOf } from './data-fill';

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

/**
 * The fill of a division that is neither painted nor given one by a data value: 'none' over pixel
 * cells, the heat map's no-data colour on its level, else the level's default. Every such division
 * is drawn alike, so the phone draws them as one path per tile (ADR 0020, "Base paths"). Must agree
 * with fillOf for any division with no paint and no value (tested).
 */
export function baseFillOf(doc: MapDocument, level: Level): Colour | 'none' {
  if (pixelLevelOf(doc) === level) return 'none';
  const heatMap = doc.heatMap;
  if (heatMap.active && heatMap.level === level) return heatMap.noDataColor;
  return doc.levels[level].style.defaultFill;
}

/** The translate attribute of a moved division, or undefined when it is in its place. */
export function offsetTransformOf(doc: MapDocument, level: Level, id: string): string | undefined {
  const offsets = doc.levels[level].offsets;
  if (!Object.hasOwn(offsets, id)) return undefined;
  const offset = offsets[id];
  return offset ? `translate(${offset.dx} ${offset.dy})` : undefined;
}
