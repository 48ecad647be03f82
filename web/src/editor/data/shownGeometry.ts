import { shownGeometry } from '@mapwright/core/render/shown-geometry';
import type { CountryGeometry } from './countryGeometry';

const derived = new WeakMap<CountryGeometry, { key: string; geometry: CountryGeometry }>();
const loadedOf = new WeakMap<CountryGeometry, CountryGeometry>();

/**
 * The loaded geometry showing only the document's chosen level-1 divisions (decision "A map shows a
 * chosen set of its first level"), as every part of the editor sees it: the canvas, its hit tests,
 * labels and exports. The loaded one itself when every division is shown; the same object for the same
 * set.
 */
export function withShownDivisions(geometry: CountryGeometry, ids: readonly string[]): CountryGeometry {
  const projected = shownGeometry(ids, geometry.projected);
  if (projected === geometry.projected) return geometry;
  const key = ids.join('\u0000');
  const cached = derived.get(geometry);
  if (cached?.key === key) return cached.geometry;
  const next = { ...geometry, projected };
  derived.set(geometry, { key, geometry: next });
  loadedOf.set(next, geometry);
  return next;
}

/** The geometry as loaded, every division in it: what the panel choosing the set lists. */
export function loadedGeometryOf(geometry: CountryGeometry): CountryGeometry {
  return loadedOf.get(geometry) ?? geometry;
}
