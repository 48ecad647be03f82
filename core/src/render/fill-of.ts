import type { Colour } from '../document/colour';
import type { Level, MapDocument } from '../document/schema';
import { showOf } from '../document/show';
import { categoryLevelOf } from '../document/categories';
import { bivariateLevelOf } from '../document/bivariate';
import { dataFillOf, noDataPaintOf, pixelLevelOf } from './data-fill';
import { paintOf } from './render-patterns';

/**
 * The SVG fill a division is drawn with: its paint (a colour, or a pattern's `url(#…)`: paintOf), else its data layer's (heat map class, or
 * 'none' over pixel cells), else, with both levels shown, its province's paint (`parent`: the
 * division's first-level parent, ProjectedDivision.parent), else the level's default. The screen and
 * every export draw from this one rule (decision "With both levels shown, both levels' paint shows"); the UI
 * also calls it for each id named in a change notification to recolour one path without re-rendering.
 */
export function fillOf(doc: MapDocument, level: Level, id: string, parent?: string): Colour | 'none' {
  const state = doc.levels[level];
  if (Object.hasOwn(state.fills, id)) return paintOf(state.fills[id] as string);
  return dataFillOf(doc, level, id) ?? inheritedFillOf(doc, level, parent) ?? state.style.defaultFill;
}

/**
 * With both levels shown, a province's paint is its districts' default: a district with no colour of
 * its own (and no data value) shows its province's. Undefined otherwise (one level shown, level 1,
 * no parent, or an unpainted province).
 */
export function inheritedFillOf(
  doc: MapDocument,
  level: Level,
  parent: string | undefined,
): Colour | undefined {
  if (level !== 2 || parent === undefined || showOf(doc) !== 'both') return undefined;
  const fills = doc.levels[1].fills;
  return Object.hasOwn(fills, parent) ? paintOf(fills[parent] as string) : undefined;
}

/**
 * The fill of a division that is neither painted, nor given one by a data value, nor by its
 * province's paint: 'none' over pixel cells, the heat map's (or the categorical map's) no-data colour on its level, else the
 * level's default. Every such division is drawn alike, so the phone draws them as one path per tile
 * (decision "Base paths on the phone"); a district of a painted province differs from it and gets a path of
 * its own, as a painted one does. Must agree with fillOf for any such division (tested).
 */
export function baseFillOf(doc: MapDocument, level: Level): Colour | 'none' {
  if (pixelLevelOf(doc) === level) return 'none';
  if (categoryLevelOf(doc) === level) return doc.categories.noDataColor;
  if (bivariateLevelOf(doc) === level) return doc.bivariate.noDataColor;
  const heatMap = doc.heatMap;
  if (heatMap.active && heatMap.level === level) return noDataPaintOf(heatMap);
  return doc.levels[level].style.defaultFill;
}

/** The translate attribute of a moved division, or undefined when it is in its place. */
export function offsetTransformOf(doc: MapDocument, level: Level, id: string): string | undefined {
  const offsets = doc.levels[level].offsets;
  if (!Object.hasOwn(offsets, id)) return undefined;
  const offset = offsets[id];
  return offset ? `translate(${offset.dx} ${offset.dy})` : undefined;
}
