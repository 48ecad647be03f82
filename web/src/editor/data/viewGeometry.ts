import {
  projectionKeyOf,
  projectionSpecOf,
  type MapProjectionChoice,
} from '@mapwright/core/document/map-projection';
import { projectCountry, type ProjectedCountry } from '@mapwright/core/geo/project';
import type { DivisionTopology } from '@mapwright/core/geo/topology';
import type { CountryGeometry } from './countryGeometry';
import { requestMapJson } from './requests';

/** Per map geometry as loaded, its projections by choice (a few per page life at most), once made. */
const cache = new WeakMap<
  CountryGeometry,
  Map<string, { readonly promise: Promise<CountryGeometry>; ready?: CountryGeometry }>
>();

/**
 * The map in the projection the document chose (decision "The world's projection is the map's
 * choice"): its screen files projected here with the core's projectCountry, as the pipeline projects
 * them in the map's own, and an entry naming that projection, so the print export and the annotations'
 * longitude and latitude use it too. The loaded geometry itself for no choice.
 */
export function loadViewGeometry(
  base: CountryGeometry,
  choice: MapProjectionChoice | null,
): Promise<CountryGeometry> {
  if (!choice) return Promise.resolve(base);
  const key = projectionKeyOf(choice);
  const byKey = cache.get(base) ?? new Map();
  cache.set(base, byKey);
  const known = byKey.get(key);
  if (known) return known.promise;
  const promise = project(base, choice);
  const made: { promise: Promise<CountryGeometry>; ready?: CountryGeometry } = { promise };
  promise.then(
    (geometry) => (made.ready = geometry),
    () => byKey.delete(key),
  );
  byKey.set(key, made);
  return promise;
}

/** The view geometry when it is ready, for the render that follows the choice. */
export function readyViewGeometry(
  base: CountryGeometry,
  choice: MapProjectionChoice | null,
): CountryGeometry | undefined {
  return choice ? cache.get(base)?.get(projectionKeyOf(choice))?.ready : base;
}

async function project(base: CountryGeometry, choice: MapProjectionChoice): Promise<CountryGeometry> {
  const { entry } = base;
  const spec = projectionSpecOf(choice);
  const screen = (level: 1 | 2) => {
    const l = entry.levels[level];
    return l.available ? (requestMapJson(l.screen.url) as Promise<DivisionTopology>) : undefined;
  };
  const [level1, level2] = await Promise.all([screen(1), screen(2)]);
  const projected: ProjectedCountry = projectCountry(
    { ...(level1 && { level1 }), ...(level2 && { level2 }) },
    spec,
  );
  return { ...base, entry: { ...entry, projection: spec }, projected };
}
