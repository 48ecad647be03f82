import type { Insets } from '@mapwright/core/document/insets';
import { insetGeometry } from '@mapwright/core/render/inset-geometry';
import type { CountryGeometry } from './countryGeometry';

const derived = new WeakMap<CountryGeometry, { insets: Insets; geometry: CountryGeometry }>();

/**
 * The loaded geometry with the user's changes to its territory insets (hidden, moved, resized: decision
 * "Territory insets are laid out by the pipeline"), as every part of the editor sees it: the canvas, its hit tests, labels and exports. The same
 * object for the same changes; the loaded one itself when there are none (every country without insets).
 */
export function withUserInsets(geometry: CountryGeometry, insets: Insets): CountryGeometry {
  const projected = insetGeometry(insets, geometry.projected);
  if (projected === geometry.projected) return geometry;
  const cached = derived.get(geometry);
  if (cached && cached.insets === insets) return cached.geometry;
  const next = { ...geometry, projected };
  derived.set(geometry, { insets, geometry: next });
  return next;
}
