import type { Level, MapDocument } from '@mapwright/core/document/schema';
import { bivariateClassesOf } from '@mapwright/core/data/bivariate-classes';
import { heatScaleOf } from '@mapwright/core/data/heat-scale';
import { bivariateLevelOf } from '@mapwright/core/document/bivariate';
import { categoryColourOf, categoryLevelOf } from '@mapwright/core/document/categories';
import { heatLevelOf } from '@mapwright/core/render/data-fill';
import { heatSpanOf } from '@mapwright/core/document/time-series';

/**
 * The divisions of a level whose data fill a change of the data maps can have changed, or undefined
 * (repaint the level): the heat map's (heatValueEdits), the categorical map's (categoryEdits), or the
 * bivariate map's (bivariateEdits).
 */
export function dataEdits(before: MapDocument, after: MapDocument, level: Level): Set<string> | undefined {
  const categorical = categoryLevelOf(before) === level || categoryLevelOf(after) === level;
  const bivariate = bivariateLevelOf(before) === level || bivariateLevelOf(after) === level;
  if (!categorical && !bivariate) return heatValueEdits(before, after, level);
  if (before.heatMap !== after.heatMap || before.pixelDotMap !== after.pixelDotMap) return undefined;
  // One map of the level turned off for the other: every division changes.
  if (categorical && bivariate) return undefined;
  return categorical ? categoryEdits(before, after, level) : bivariateEdits(before, after, level);
}

/**
 * When the bivariate map stayed on the level with the same no-data colour, the divisions whose colour
 * changed: a new palette repaints those whose pair of classes it colours anew (never the light grey
 * of both low, which every palette shares), new numbers or limits those that changed class. Else
 * undefined.
 */
function bivariateEdits(before: MapDocument, after: MapDocument, level: Level): Set<string> | undefined {
  const a = before.bivariate;
  const b = after.bivariate;
  if (bivariateLevelOf(before) !== level || bivariateLevelOf(after) !== level) return undefined;
  if (a.noDataColor !== b.noDataColor) return undefined;
  const ids = new Set<string>();
  const ca = bivariateClassesOf(a);
  const cb = bivariateClassesOf(b);
  if (ca === cb) return ids;
  const named = new Set([...Object.keys(a.x), ...Object.keys(a.y), ...Object.keys(b.x), ...Object.keys(b.y)]);
  for (const id of named) if (ca.colourOf(id) !== cb.colourOf(id)) ids.add(id);
  return ids;
}

/**
 * When the categorical map stayed on the level with the same no-data colour, the divisions whose
 * category's colour changed (a recolour touches its category's divisions only, a move none). Else
 * undefined.
 */
function categoryEdits(before: MapDocument, after: MapDocument, level: Level): Set<string> | undefined {
  const a = before.categories;
  const b = after.categories;
  if (categoryLevelOf(before) !== level || categoryLevelOf(after) !== level) return undefined;
  if (a.noDataColor !== b.noDataColor) return undefined;
  const ids = new Set<string>();
  if (a.values === b.values && a.categories === b.categories) return ids;
  for (const id of new Set([...Object.keys(a.values), ...Object.keys(b.values)]))
    if (categoryColourOf(a, id) !== categoryColourOf(b, id)) ids.add(id);
  return ids;
}

/**
 * When only heat-map values changed and the classes stayed the same (the same limits and colours, or
 * the same continuous range), the divisions whose values changed: only their fills can differ. Else
 * undefined (repaint the level).
 */
function heatValueEdits(before: MapDocument, after: MapDocument, level: Level): Set<string> | undefined {
  const a = before.heatMap;
  const b = after.heatMap;
  if (heatLevelOf(before) !== level || heatLevelOf(after) !== level) return undefined;
  // Drawn by territory or by division: every division of the level changes.
  if (before.territoryHeat !== after.territoryHeat) return undefined;
  if (a.values === b.values || !sameSettings(a, b))
    return a.values === b.values && sameSettings(a, b) ? new Set() : undefined;
  // A time map's classes span its steps: a step change keeps them, so only changed values repaint.
  const sa = heatScaleOf(a, heatSpanOf(before));
  const sb = heatScaleOf(b, heatSpanOf(after));
  const sameClasses =
    sa.continuous === sb.continuous &&
    sa.domain[0] === sb.domain[0] &&
    sa.domain[1] === sb.domain[1] &&
    sa.classes.length === sb.classes.length &&
    sa.classes.every((c, i) => c.lower === sb.classes[i]?.lower && c.colour === sb.classes[i]?.colour);
  if (!sameClasses) return undefined;
  const ids = new Set<string>();
  for (const id of Object.keys(a.values)) if (a.values[id] !== b.values[id]) ids.add(id);
  for (const id of Object.keys(b.values)) if (!Object.hasOwn(a.values, id)) ids.add(id);
  return ids;
}

function sameSettings(a: MapDocument['heatMap'], b: MapDocument['heatMap']): boolean {
  return (
    a.active === b.active &&
    a.palette === b.palette &&
    a.classification === b.classification &&
    a.classes === b.classes &&
    a.scale === b.scale &&
    a.breaks === b.breaks &&
    a.reverse === b.reverse &&
    a.midpoint === b.midpoint &&
    a.noDataColor === b.noDataColor &&
    a.noDataPattern === b.noDataPattern
  );
}
