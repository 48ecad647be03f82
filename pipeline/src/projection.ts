import type { ProjectionSpec } from '@mapwright/core/geodata/countryIndex';
import type { BBox } from './geo';

const r1 = (x: number) => Math.round(x * 10) / 10;

/**
 * A projection for a country from the bbox of its core (see coreBBox):
 * - near the equator and small: Mercator (conformal, negligible scale change);
 * - much taller than wide: transverse Mercator on the central meridian (Chile-shaped countries);
 * - large mid-latitude countries: Albers conic equal-area with standard parallels at 1/6 and 5/6 of
 *   the latitude span;
 * - everything else: Lambert azimuthal equal-area centred on the country.
 */
export function chooseProjection(core: BBox): ProjectionSpec {
  const lon0 = r1((core[0] + core[2]) / 2);
  const lat0 = r1((core[1] + core[3]) / 2);
  const widthKm = (core[2] - core[0]) * 111.32 * Math.cos((lat0 * Math.PI) / 180);
  const heightKm = (core[3] - core[1]) * 110.57;
  if (Math.abs(lat0) < 15 && Math.max(core[3], -core[1]) < 25 && Math.max(widthKm, heightKm) < 2500) {
    return { type: 'mercator', rotate: [-lon0, 0, 0], center: [0, lat0] };
  }
  if (heightKm > 1.6 * widthKm) return { type: 'transverseMercator', rotate: [-lon0, -lat0, 0] };
  if (Math.max(widthKm, heightKm) > 1200) {
    const span = core[3] - core[1];
    return {
      type: 'conicEqualArea',
      rotate: [-lon0, 0, 0],
      center: [0, lat0],
      parallels: [r1(core[1] + span / 6), r1(core[3] - span / 6)],
    };
  }
  return { type: 'azimuthalEqualArea', rotate: [-lon0, -lat0, 0] };
}
