import { bivariateClassesOf } from '../data/bivariate-classes';
import { heatScaleOf } from '../data/heat-scale';
import { bivariateLevelOf } from '../document/bivariate';
import { categoryColourOf, categoryLevelOf } from '../document/categories';
import { patternFill } from '../document/patterns';
import type { Level, MapDocument } from '../document/schema';
import { filledLevels } from '../document/show';
import { heatSpanOf } from '../document/time-series';
import { paintOf, type PaintSpace } from './render-patterns';

/**
 * The fill the data layers give an unpainted division, or undefined when no data layer is on its
 * level. Painted colours win over it (fillOf): a division the user painted keeps its paint on top of
 * the heat map. A categorical map gives a division its category's colour, or its no-data colour. A pixel dot map's level is drawn as cells under transparent divisions ('none'),
 * which still carry the borders and take clicks (their group has pointer-events="all").
 */
export function dataFillOf(doc: MapDocument, level: Level, id: string): string | undefined {
  if (pixelLevelOf(doc) === level) return 'none';
  if (categoryLevelOf(doc) === level)
    return categoryColourOf(doc.categories, id) ?? doc.categories.noDataColor;
  // A bivariate map: the palette's colour of the division's pair of classes, if it has both numbers.
  if (bivariateLevelOf(doc) === level)
    return bivariateClassesOf(doc.bivariate).colourOf(id) ?? doc.bivariate.noDataColor;
  const heatMap = doc.heatMap;
  if (!heatMap.active || heatMap.level !== level) return undefined;
  // Drawn by territory: the territories carry the colours, a division alone has no value of its own.
  if (doc.territoryHeat !== 'off') return heatMap.noDataColor;
  const value = Object.hasOwn(heatMap.values, id) ? heatMap.values[id] : undefined;
  return value === undefined ? noDataPaintOf(heatMap) : heatScaleOf(heatMap, heatSpanOf(doc)).colourOf(value);
}

/** The SVG paint of the heat map's divisions without a value: its no-data colour, or its hatching. */
export function noDataPaintOf(heatMap: MapDocument['heatMap'], space: PaintSpace = 'map'): string {
  const id = heatMap.noDataPattern;
  return id === null ? heatMap.noDataColor : paintOf(patternFill(id), space);
}

/** The level a pixel dot map draws on, if one is on. */
export function pixelLevelOf(doc: MapDocument): Level | undefined {
  return doc.pixelDotMap.active ? doc.pixelDotMap.level : undefined;
}

/** The level a heat map colours, if one is on (and no pixel dot map takes that level). */
/**
 * The level whose heat bar is drawn: the heat map's when it colours a level drawn filled, or when
 * proportional symbols take their colours from its classes (decision "Proportional symbols are an
 * overlay over any fill"), which the bar then explains though the map is not filled by it.
 */
export function heatBarLevelOf(doc: MapDocument): Level | undefined {
  const level = heatLevelOf(doc);
  if (level !== undefined && filledLevels(doc).includes(level)) return level;
  const { symbols, heatMap } = doc;
  if (symbols.active && symbols.colourBy === 'heatMap' && Object.keys(heatMap.values).length > 0)
    return heatMap.level;
  return undefined;
}

export function heatLevelOf(doc: MapDocument): Level | undefined {
  const { heatMap } = doc;
  if (!heatMap.active || pixelLevelOf(doc) === heatMap.level) return undefined;
  return heatMap.level;
}
