import { useEffect, useState } from 'react';
import type { Topology } from 'topojson-specification';
import type { CountryIndex } from '@mapwright/core/geodata/countryIndex';
import { OUTLINE_OBJECT } from '@mapwright/core/geodata/countryIndex';
import { drawOutline, type OutlineDrawing } from '@mapwright/core/geo/outline';
import { fetchCountryIndex } from '../../editor/data/countryIndex';

export const THUMBNAIL = { width: 150, height: 96 } as const;

/**
 * Outline thumbnails for the country cards, keyed by slug: one small file for all countries, drawn once.
 * The page works without them (flags and names first), so a failure only leaves the thumbnails out.
 */
export function useOutlines(): ReadonlyMap<string, OutlineDrawing> {
  const [outlines, setOutlines] = useState<ReadonlyMap<string, OutlineDrawing>>(new Map());
  useEffect(() => {
    let cancelled = false;
    loadOutlines()
      .then((drawn) => {
        if (!cancelled) setOutlines(drawn);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return outlines;
}

async function loadOutlines(): Promise<Map<string, OutlineDrawing>> {
  const index: CountryIndex = await fetchCountryIndex();
  const response = await fetch(index.outlines.url);
  if (!response.ok) throw new Error(`outlines: HTTP ${response.status}`);
  const topologies = (await response.json()) as Record<string, Topology>;
  const drawn = new Map<string, OutlineDrawing>();
  for (const country of index.countries) {
    const topology = topologies[country.outline];
    if (topology)
      drawn.set(country.slug, drawOutline(topology, OUTLINE_OBJECT, country.projection, THUMBNAIL));
  }
  return drawn;
}
