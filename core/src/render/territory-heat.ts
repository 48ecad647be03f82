import type { Immutable } from 'immer';
import type { HeatMap } from '../document/data-layers';
import type { Level, MapDocument } from '../document/schema';
import { shownTerritories } from '../document/territories';
import { heatScaleOf, type HeatScale } from '../data/heat-scale';
import { heatLevelOf } from './data-fill';

/** A heat map drawn by territory: one value per territory, and the scale made of those values. */
export interface TerritoryHeatMap {
  readonly level: Level;
  /** The heat map with the territories' values (keyed by territory id) in place of the divisions'. */
  readonly heatMap: Immutable<HeatMap>;
  readonly scale: HeatScale;
  /** A territory's value; undefined when none of its divisions has one. */
  valueOf(id: string): number | undefined;
}

/** Made once per territories, values and mode (documents are immutable): the heat scale caches by values object. */
const cache = new WeakMap<
  object,
  { values: object; mode: string; level: Level; heatMap: Immutable<HeatMap>; result: TerritoryHeatMap }
>();

/**
 * The heat map by territory (decision "Territories are unions made from the topology"), or undefined
 * when it is off or no heat map colours a level: each shown territory of the heat map's level gets
 * the sum or the mean of its divisions' values (divisions without one are left out; a territory with
 * no value is "no data"), or its own value ('own'), and the classes are made of those values alone.
 */
export function territoryHeatOf(doc: MapDocument): TerritoryHeatMap | undefined {
  const level = heatLevelOf(doc);
  if (doc.territoryHeat === 'off' || level === undefined) return undefined;
  const known = cache.get(doc.territories);
  if (
    known &&
    known.values === doc.heatMap.values &&
    known.mode === doc.territoryHeat &&
    known.level === level &&
    sameSettings(known.heatMap, doc.heatMap)
  ) {
    return known.result;
  }
  const divisionValues = doc.heatMap.values;
  const values: Record<string, number> = {};
  for (const territory of shownTerritories(doc)) {
    if (territory.level !== level) continue;
    if (doc.territoryHeat === 'own') {
      if (territory.value !== undefined) values[territory.id] = territory.value;
      continue;
    }
    let sum = 0;
    let count = 0;
    for (const id of territory.members) {
      const value = Object.hasOwn(divisionValues, id) ? divisionValues[id] : undefined;
      if (value === undefined || !Number.isFinite(value)) continue;
      sum += value;
      count++;
    }
    if (count > 0) values[territory.id] = doc.territoryHeat === 'sum' ? sum : sum / count;
  }
  const heatMap = { ...doc.heatMap, values };
  const scale = heatScaleOf(heatMap);
  const result: TerritoryHeatMap = {
    level,
    heatMap,
    scale,
    valueOf: (id) => (Object.hasOwn(values, id) ? values[id] : undefined),
  };
  cache.set(doc.territories, {
    values: doc.heatMap.values,
    mode: doc.territoryHeat,
    level,
    heatMap: doc.heatMap,
    result,
  });
  return result;
}

/** Same settings but the values (which are compared by identity). */
function sameSettings(a: Immutable<HeatMap>, b: Immutable<HeatMap>): boolean {
  const { values: _a, ...restA } = a;
  const { values: _b, ...restB } = b;
  return JSON.stringify(restA) === JSON.stringify(restB);
}

/** A territory's fill with the heat map by territory on, or undefined when it keeps its own. */
export function territoryHeatFill(
  doc: MapDocument,
  territory: { id: string; level: Level },
): string | undefined {
  const heat = territoryHeatOf(doc);
  if (!heat || heat.level !== territory.level) return undefined;
  const value = heat.valueOf(territory.id);
  return value === undefined ? doc.heatMap.noDataColor : heat.scale.colourOf(value);
}
