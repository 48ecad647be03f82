import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { regionBySlug, WORLD } from '@mapwright/core/countries/countries';
import { countryIndexSchema, type CountryIndex } from '@mapwright/core/geodata/countryIndex';
import { MAPS_PREFIX } from './maps';

const INDEX_URL = `${MAPS_PREFIX}index.json`;
const EDITOR_PATH = /^\/Countries\/([^/]+)\/?$/;
const WORLD_PATH = /^\/World\/?$/;
const REGION_PATH = /^\/Regions\/([^/]+)\/?$/;
const COUNTRIES_PATH = /^\/Countries\/?$/;

/**
 * The map files a page fetches first, as a `Link: rel=preload` header on its index.html: the index and
 * the outlines (the thumbnails) on /Countries, the index and the country's projected levels on
 * /Countries/{slug}, /World and /Regions/{slug}. The browser starts
 * them with the document, instead of after the scripts have loaded, run and read the index (the
 * editor's map arrived well into a load before: bench/RESULTS.md). `crossorigin` makes the preload match the
 * app's plain fetch() (mode cors, same-origin credentials), so each file is downloaded once.
 *
 * Returns undefined for other paths, or when the maps are not built (the app shows that itself).
 */
export type MapPreloads = (urlPath: string) => Promise<string | undefined>;

export function createMapPreloads(mapsDir: string): MapPreloads {
  const readIndex = cachedIndexReader(path.join(mapsDir, 'index.json'));
  return async (urlPath) => {
    const slug = WORLD_PATH.test(urlPath)
      ? WORLD.slug
      : (EDITOR_PATH.exec(urlPath)?.[1] ?? regionOf(urlPath));
    const list = COUNTRIES_PATH.test(urlPath);
    if (slug === undefined && !list) return undefined;
    const index = await readIndex();
    if (!index) return undefined;
    if (slug === undefined) return linkHeader([INDEX_URL, index.outlines.url]);
    return linkHeader([INDEX_URL, ...editorMapUrlsOf(index, safeDecode(slug))]);
  };
}

/** A region's slug on /Regions/{slug}: '' (no map, the page says not found) for another name. */
function regionOf(urlPath: string): string | undefined {
  const slug = REGION_PATH.exec(urlPath)?.[1];
  return slug === undefined ? undefined : (regionBySlug(safeDecode(slug))?.slug ?? '');
}

/** The map file the editor loads for a country: its projected levels (both, whatever the draft shows). */
function editorMapUrlsOf(index: CountryIndex, slug: string): string[] {
  const url = index.countries.find((c) => c.slug === slug)?.projected?.url;
  return url ? [url] : [];
}

function linkHeader(urls: readonly string[]): string {
  return urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`).join(', ');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * index.json parsed once per version of the file (its mtime): a rebuild of the maps while the server
 * runs is picked up on the next request, as the map files themselves are. A missing or invalid index
 * gives undefined (no hints), never an error: the page still loads and reports the problem itself.
 */
export function cachedIndexReader(file: string): () => Promise<CountryIndex | undefined> {
  let cached: { mtimeMs: number; index: CountryIndex | undefined } | undefined;
  return async () => {
    const mtimeMs = await stat(file).then(
      (s) => s.mtimeMs,
      () => undefined,
    );
    if (mtimeMs === undefined) return undefined;
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, index: await readIndexFile(file) };
    }
    return cached.index;
  };
}

async function readIndexFile(file: string): Promise<CountryIndex | undefined> {
  try {
    return countryIndexSchema.safeParse(JSON.parse(await readFile(file, 'utf8'))).data;
  } catch {
    return undefined;
  }
}
