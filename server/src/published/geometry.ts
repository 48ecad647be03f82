import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CountryEntry } from '@mapwright/core/geodata/countryIndex';
import { parseProjectedCountry } from '@mapwright/core/geodata/projectedCountry';
import { fitMapProjection, projectCountry, type ProjectedCountry } from '@mapwright/core/geo/project';
import {
  projectionKeyOf,
  projectionSpecOf,
  type MapProjectionChoice,
} from '@mapwright/core/document/map-projection';
import type { DivisionTopology } from '@mapwright/core/geo/topology';
import type { MapProjection } from '@mapwright/core/render/anchor-frame';
import { cachedIndexReader } from '../http/map-preload';
import { MAPS_PREFIX } from '../http/maps';
import { resolveInside } from '../http/static-files';

interface CountryMap {
  readonly entry: CountryEntry;
  readonly projected: ProjectedCountry;
}

export interface PublishedGeometry {
  /** The country's index entry (cheap: the index is parsed once per version of the file). */
  entryOf(slug: string): Promise<CountryEntry | undefined>;
  /**
   * The entry and the projected screen levels the editor draws, read once per file; in the projection
   * the document chose when it chose one (its screen files projected here as the editor projects them).
   */
  mapOf(slug: string, choice?: MapProjectionChoice | null): Promise<CountryMap | undefined>;
  /**
   * The projection the projected file was drawn with (fitted to the level-1 screen file, else level 2's,
   * as projectCountry does): places map-anchored annotations. Read only for maps that have some.
   */
  projectionOf(entry: CountryEntry): Promise<MapProjection | undefined>;
}

/** Parsed projected files kept in memory (a few MB each); the least recently used goes first. */
const MAX_COUNTRIES = 8;

/**
 * The map geometry the server draws published maps with: the very projected files the pipeline writes
 * to MAPS_DIR for the editor (decision "The map pipeline projects, the editor parses"), so the public page
 * and its preview show the divisions exactly where the editor drew them. Undefined when the maps are not
 * built or the country has no map.
 */
export function createPublishedGeometry(mapsDir: string): PublishedGeometry {
  const readIndex = cachedIndexReader(path.join(mapsDir, 'index.json'));
  const files = new Map<string, Promise<ProjectedCountry>>();

  const load = (url: string): Promise<ProjectedCountry> => {
    let projected = files.get(url);
    if (projected) {
      files.delete(url);
      files.set(url, projected);
      return projected;
    }
    const file = resolveInside(mapsDir, url.slice(MAPS_PREFIX.length));
    if (!url.startsWith(MAPS_PREFIX) || !file) return Promise.reject(new Error(`Bad map file URL ${url}`));
    projected = readFile(file, 'utf8').then((text) => parseProjectedCountry(JSON.parse(text)));
    projected.catch(() => files.delete(url));
    files.set(url, projected);
    for (const oldest of files.keys()) {
      if (files.size <= MAX_COUNTRIES) break;
      files.delete(oldest);
    }
    return projected;
  };

  /** A map in a projection of the document's choosing (decision "The world's projection is the map's choice"). */
  const loadViewed = (entry: CountryEntry, choice: MapProjectionChoice): Promise<ProjectedCountry> => {
    const key = `${entry.projected?.url ?? entry.slug}#${projectionKeyOf(choice)}`;
    let projected = files.get(key);
    if (projected) return projected;
    const topology = async (level: 1 | 2): Promise<DivisionTopology | undefined> => {
      const l = entry.levels[level];
      if (!l.available) return undefined;
      const file = resolveInside(mapsDir, l.screen.url.slice(MAPS_PREFIX.length));
      if (!l.screen.url.startsWith(MAPS_PREFIX) || !file) throw new Error(`Bad map file URL ${l.screen.url}`);
      return JSON.parse(await readFile(file, 'utf8')) as DivisionTopology;
    };
    projected = Promise.all([topology(1), topology(2)]).then(([level1, level2]) =>
      projectCountry({ ...(level1 && { level1 }), ...(level2 && { level2 }) }, projectionSpecOf(choice)),
    );
    projected.catch(() => files.delete(key));
    files.set(key, projected);
    for (const oldest of files.keys()) {
      if (files.size <= MAX_COUNTRIES) break;
      files.delete(oldest);
    }
    return projected;
  };

  const entryOf = async (slug: string) => (await readIndex())?.countries.find((c) => c.slug === slug);

  const projections = new Map<string, Promise<MapProjection>>();
  const projectionOf = (entry: CountryEntry): Promise<MapProjection | undefined> => {
    const reference = entry.levels[1].available ? entry.levels[1] : entry.levels[2];
    if (!reference.available) return Promise.resolve(undefined);
    const url = reference.screen.url;
    let projection = projections.get(url);
    if (!projection) {
      const file = resolveInside(mapsDir, url.slice(MAPS_PREFIX.length));
      if (!url.startsWith(MAPS_PREFIX) || !file) return Promise.reject(new Error(`Bad map file URL ${url}`));
      // A region is fitted to its box, as the pipeline fitted its projected file.
      const fit = entry.fitTo ? { fitTo: entry.fitTo } : {};
      projection = readFile(file, 'utf8').then(
        (text) => fitMapProjection(entry.projection, JSON.parse(text) as DivisionTopology, fit).projection,
      );
      // Without it the page still shows, less its map-pinned annotations; the next request tries again.
      projection.catch(() => projections.delete(url));
      projections.set(url, projection);
      for (const oldest of projections.keys()) {
        if (projections.size <= MAX_COUNTRIES) break;
        projections.delete(oldest);
      }
    }
    return projection.catch(() => undefined);
  };

  return {
    entryOf,
    async mapOf(slug, choice) {
      const entry = await entryOf(slug);
      const url = entry?.projected?.url;
      if (!entry || !url) return undefined;
      if (!choice) return { entry, projected: await load(url) };
      const spec = projectionSpecOf(choice);
      return { entry: { ...entry, projection: spec }, projected: await loadViewed(entry, choice) };
    },
    projectionOf,
  };
}
