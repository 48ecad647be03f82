import type { Insets } from '@mapwright/core/document/insets';
import { insetGeometry } from '@mapwright/core/render/inset-geometry';
import type { InsetArrangement } from '@mapwright/core/render/inset-layout';
import type { CountryGeometry } from './countryGeometry';

const derived = new WeakMap<
  CountryGeometry,
  { insets: Insets; arrangement: InsetArrangement; geometry: CountryGeometry }
>();

/**
 * The loaded geometry with its territory insets arranged for the frame (decision "Territory insets are
 * arranged for the frame's shape") and the user's changes to them (hidden, moved, resized: decision
 * "Territory insets are laid out by the pipeline"), as every part of the editor sees it: the canvas, its hit tests, labels and exports. The same
 * object for the same changes; the loaded one itself when there are none (every country without insets).
 */
export function withUserInsets(
  geometry: CountryGeometry,
  insets: Insets,
  arrangement: InsetArrangement = 'pipeline',
): CountryGeometry {
  const projected = insetGeometry(insets, geometry.projected, arrangement);
  if (projected === geometry.projected) return geometry;
  const cached = derived.get(geometry);
  if (cached && cached.insets === insets && cached.arrangement === arrangement) return cached.geometry;
  const next = { ...geometry, projected };
  derived.set(geometry, { insets, arrangement, geometry: next });
  return next;
}
