import type { GeoProjection } from 'd3-geo';
import { fitMapProjection, projectionFromFit } from '@mapwright/core/geo/project';
import type { DivisionTopology } from '@mapwright/core/geo/topology';
import type { CountryGeometry } from './countryGeometry';
import { requestMapJson } from './requests';

/**
 * The map's fitted projection (longitude/latitude -> map space), which annotations pinned to the map
 * need and the projected screen file does not carry: fitted to the same reference as the pipeline's
 * projectCountry (the level-1 screen topology, else level 2), so it is exactly what the screen file
 * was projected with. The projected file carries the fit; only a file built before that makes it
 * load the reference TopoJSON after the map is up, and map-pinned annotations wait for it meanwhile.
 */
const fitted = new WeakMap<CountryGeometry, GeoProjection>();
const loading = new WeakMap<CountryGeometry, Promise<GeoProjection>>();

export function mapProjectionOf(geometry: CountryGeometry): GeoProjection | undefined {
  return fitted.get(geometry);
}

export function loadMapProjection(geometry: CountryGeometry): Promise<GeoProjection> {
  const ready = fitted.get(geometry);
  if (ready) return Promise.resolve(ready);
  // The projected file carries the fit (map files built since annotations): no second file to fetch.
  const fit = geometry.projected.fit;
  if (fit) {
    const projection = projectionFromFit(geometry.entry.projection, fit);
    fitted.set(geometry, projection);
    return Promise.resolve(projection);
  }
  let promise = loading.get(geometry);
  if (!promise) {
    const { entry } = geometry;
    const level1 = entry.levels[1];
    const level2 = entry.levels[2];
    const reference = level1.available ? level1 : level2.available ? level2 : undefined;
    if (!reference) return Promise.reject(new Error(`No map of ${entry.name} is available yet.`));
    promise = requestMapJson(reference.screen.url).then((json) => {
      const projection = fitMapProjection(entry.projection, json as DivisionTopology).projection;
      fitted.set(geometry, projection);
      return projection;
    });
    promise.catch(() => loading.delete(geometry));
    loading.set(geometry, promise);
  }
  return promise;
}
