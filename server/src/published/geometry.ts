import { readFile, stat } from 'node:fs/promises';
import type { MapLanguage } from '@mapwright/core/document/map-language';
import {
  languageNamesSchema,
  NAMES_MANIFEST_FILE,
  namesManifestSchema,
  withAllLanguageNames,
  type LanguageNames,
  type NamesManifest,
} from '@mapwright/core/names/language-names';
import path from 'node:path';
import { customMapEntry, projectStoredBoundary } from '@mapwright/core/custom/custom-map';
import { storedBoundarySchema } from '@mapwright/core/custom/stored';
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

/**
 * The stored JSON of the user's own boundaries under a hash (the custom-boundaries repository's `get`),
 * null when none is stored. A render thread asks the request thread for it (render-pool.ts).
 */
export type BoundaryReader = (hash: string) => Promise<string | null>;

export interface PublishedGeometry {
  /** The country's index entry (cheap: the index is parsed once per version of the file). */
  entryOf(slug: string): Promise<CountryEntry | undefined>;
  /**
   * The entry and the projected screen levels the editor draws, read once per file; in the projection
   * the document chose when it chose one (its screen files projected here as the editor projects them).
   */
  mapOf(
    slug: string,
    choice?: MapProjectionChoice | null,
    language?: MapLanguage,
  ): Promise<CountryMap | undefined>;
  /**
   * The projection the projected file was drawn with (fitted to the level-1 screen file, else level 2's,
   * as projectCountry does): places map-anchored annotations. Read only for maps that have some.
   */
  projectionOf(entry: CountryEntry): Promise<MapProjection | undefined>;
  /**
   * A map on the user's own boundaries (decision "Own boundaries are stored once, by their content"):
   * read by `read` only when not kept already, checked with the core's schema, projected as the editor
   * projects it (its own projection: a document's choice does not apply), with an entry of its own
   * (customMapEntry: its credit, one level). Undefined when nothing is stored under the hash.
   */
  customMapOf(hash: string, read: BoundaryReader): Promise<CountryMap | undefined>;
}

/** Parsed projected files kept in memory (a few MB each); the least recently used goes first. */
const MAX_COUNTRIES = 8;

/**
 * The map geometry the server draws published maps with: the very projected files the pipeline writes
 * to MAPS_DIR for the editor (decision "The map pipeline projects, the editor parses"), so the public page
 * and its preview show the divisions exactly where the editor drew them. Undefined when the maps are not
 * built or the country has no map.
 */
/**
 * The cached promise for `key`, made once, the least recently used dropped past MAX_COUNTRIES; a failed
 * one is forgotten, so the next request tries again.
 */
function remembered<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let promise = cache.get(key);
  if (promise) {
    cache.delete(key);
    cache.set(key, promise);
    return promise;
  }
  promise = make();
  promise.catch(() => cache.delete(key));
  cache.set(key, promise);
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_COUNTRIES) break;
    cache.delete(oldest);
  }
  return promise;
}

export function createPublishedGeometry(mapsDir: string): PublishedGeometry {
  const readIndex = cachedIndexReader(path.join(mapsDir, 'index.json'));
  const files = new Map<string, Promise<ProjectedCountry>>();

  /** A map file's path, by its /maps URL (never a path outside MAPS_DIR). */
  const mapFile = (url: string): string | undefined =>
    url.startsWith(MAPS_PREFIX) ? resolveInside(mapsDir, url.slice(MAPS_PREFIX.length)) : undefined;
  const readMapFile = (url: string): Promise<string> => {
    const file = mapFile(url);
    return file ? readFile(file, 'utf8') : Promise.reject(new Error(`Bad map file URL ${url}`));
  };

  /** The names manifest beside the index, read again when the pipeline rewrote it (as the index is). */
  const manifestFile = path.join(mapsDir, NAMES_MANIFEST_FILE);
  let manifest: { mtimeMs: number; read: Promise<NamesManifest> } | undefined;
  const readManifest = async (): Promise<NamesManifest | undefined> => {
    const mtimeMs = await stat(manifestFile).then(
      (s) => s.mtimeMs,
      () => undefined,
    );
    if (mtimeMs === undefined) return undefined; // maps built before names per language
    if (manifest?.mtimeMs !== mtimeMs) {
      const read = readFile(manifestFile, 'utf8').then((text) => namesManifestSchema.parse(JSON.parse(text)));
      manifest = { mtimeMs, read };
    }
    return manifest.read;
  };
  const nameFiles = new Map<string, Promise<LanguageNames>>();
  /** A map's names in a language, read once per file; undefined where the data has none (or for English). */
  const namesOf = async (entry: CountryEntry, language: MapLanguage): Promise<LanguageNames | undefined> => {
    if (language === 'en') return undefined;
    const url = (await readManifest())?.[entry.outline]?.[language];
    if (!url) return undefined;
    return remembered(nameFiles, url, async () =>
      languageNamesSchema.parse(JSON.parse(await readMapFile(url))),
    );
  };

  const load = (url: string): Promise<ProjectedCountry> =>
    remembered(files, url, () => readMapFile(url).then((text) => parseProjectedCountry(JSON.parse(text))));

  /** A map in a projection of the document's choosing (decision "The world's projection is the map's choice"). */
  const loadViewed = (entry: CountryEntry, choice: MapProjectionChoice): Promise<ProjectedCountry> =>
    remembered(files, `${entry.projected?.url ?? entry.slug}#${projectionKeyOf(choice)}`, async () => {
      const topology = (level: 1 | 2): Promise<DivisionTopology | undefined> => {
        const l = entry.levels[level];
        if (!l.available) return Promise.resolve(undefined);
        return readMapFile(l.screen.url).then((text) => JSON.parse(text) as DivisionTopology);
      };
      const [level1, level2] = await Promise.all([topology(1), topology(2)]);
      return projectCountry(
        { ...(level1 && { level1 }), ...(level2 && { level2 }) },
        projectionSpecOf(choice),
      );
    });

  const entryOf = async (slug: string) => (await readIndex())?.countries.find((c) => c.slug === slug);

  const projections = new Map<string, Promise<MapProjection>>();
  const projectionOf = (entry: CountryEntry): Promise<MapProjection | undefined> => {
    const reference = entry.levels[1].available ? entry.levels[1] : entry.levels[2];
    if (!reference.available) return Promise.resolve(undefined);
    if (!mapFile(reference.screen.url))
      return Promise.reject(new Error(`Bad map file URL ${reference.screen.url}`));
    // A region is fitted to its box, as the pipeline fitted its projected file.
    const fit = entry.fitTo ? { fitTo: entry.fitTo } : {};
    const projection = remembered(projections, reference.screen.url, () =>
      readMapFile(reference.screen.url).then(
        (text) => fitMapProjection(entry.projection, JSON.parse(text) as DivisionTopology, fit).projection,
      ),
    );
    // Without it the page still shows, less its map-pinned annotations; the next request tries again.
    return projection.catch(() => undefined);
  };

  const customs = new Map<string, Promise<CountryMap>>();
  const customMapOf = async (hash: string, read: BoundaryReader): Promise<CountryMap | undefined> => {
    const map = remembered(customs, hash, async () => {
      const content = await read(hash);
      if (content === null) throw new MissingBoundary(hash);
      const boundary = storedBoundarySchema.parse(JSON.parse(content));
      // The server never fetches these files: the entry's URLs only say where the browser finds them.
      const bytes = Math.max(1, Buffer.byteLength(content));
      const file = { url: `/api/boundaries/${hash}`, bytes, gzipBytes: bytes };
      const entry = customMapEntry(boundary, hash, { screen: file, print: file });
      return { entry, projected: projectStoredBoundary(boundary) };
    });
    // Not kept (remembered forgets a failure): boundaries stored later are drawn on the next request.
    return map.catch((error: unknown) => {
      if (error instanceof MissingBoundary) return undefined;
      throw error;
    });
  };

  return {
    entryOf,
    customMapOf,
    async mapOf(slug, choice, language = 'en') {
      const entry = await entryOf(slug);
      const url = entry?.projected?.url;
      if (!entry || !url) return undefined;
      // The names in the map's language beside the divisions' own, as the editor draws them (decision
      // "A map has a language of its own").
      const names = await namesOf(entry, language);
      const named = (projected: ProjectedCountry) =>
        names ? withAllLanguageNames(projected, [names]) : projected;
      if (!choice) return { entry, projected: named(await load(url)) };
      const spec = projectionSpecOf(choice);
      return { entry: { ...entry, projection: spec }, projected: named(await loadViewed(entry, choice)) };
    },
    projectionOf,
  };
}

class MissingBoundary extends Error {
  constructor(hash: string) {
    super(`No boundaries are stored under ${hash}`);
  }
}
