import type { z } from 'zod';
import { WORLD_REGION } from '../countries/countries';
import { customSlugOf } from '../document/map-slug';
import { DIVISIONS_OBJECT } from '../geodata/division';
import type { CountryEntry, MapFile } from '../geodata/countryIndex';
import { projectCountry, type ProjectedCountry } from '../geo/project';
import type { DivisionTopology } from '../geo/topology';
import { storedBoundarySchema } from './stored';

export type StoredBoundary = z.infer<typeof storedBoundarySchema>;

/**
 * The stored form of a user's boundaries and its name: the JSON the schema writes back (so a field the
 * schema does not know is dropped and the order of keys is the schema's), and the sha256 of that text in
 * lowercase hex. The browser and the server both compute it here, so one geometry has one hash
 * everywhere (decision "A map names its own boundaries by hash").
 */
export async function storedBoundaryContent(
  value: unknown,
): Promise<{ readonly boundary: StoredBoundary; readonly content: string; readonly hash: string }> {
  const boundary = storedBoundarySchema.parse(value);
  const content = JSON.stringify(boundary);
  const { TextEncoder: Encoder, crypto } = globalThis as unknown as WebPlatform;
  const digest = await crypto.subtle.digest('SHA-256', new Encoder().encode(content));
  const hash = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
  return { boundary, content, hash };
}

/** The Web APIs used, in browsers and Node alike (the core compiles without the DOM library). */
interface WebPlatform {
  readonly TextEncoder: new () => { encode(text: string): Uint8Array };
  readonly crypto: {
    readonly subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> };
  };
}

/**
 * The screen topologies projected as the pipeline projects a country's (both levels fitted to level 1):
 * what the editor and the server draw.
 */
export function projectStoredBoundary(boundary: StoredBoundary): ProjectedCountry {
  // The schema checked the topologies' shape; their bbox, if any, is what topojson-server wrote.
  const level2 = boundary.level2?.screen as unknown as DivisionTopology | undefined;
  return projectCountry(
    { level1: boundary.screen as unknown as DivisionTopology, ...(level2 && { level2 }) },
    boundary.projection,
  );
}

/** The credit a map on the user's own boundaries prints: whose they are is the user's to say in the credit line. */
function customAttribution(boundary: Pick<StoredBoundary, 'name'>): string {
  return `Boundaries: ${boundary.name}`;
}

/** Where a level's screen and print topologies are fetched from. */
interface LevelFiles {
  readonly screen: MapFile;
  readonly print: MapFile;
}

/**
 * A country-index entry for the user's own boundaries, so every part of the editor that reads one (the
 * levels panel, the export's print geometry, the credit) works on them as on a country's. `files` says
 * where the screen and print topologies are fetched from (the browser's copy of the stored boundary);
 * without `files.level2`, a second level names level 1's files (the server's one URL for the whole
 * stored boundary). Grouped boundaries are "Groups" over "Divisions", as the upload page calls them.
 */
export function customMapEntry(
  boundary: StoredBoundary,
  hash: string,
  files: LevelFiles & { readonly level2?: LevelFiles },
): CountryEntry {
  const bbox = boundary.screen.bbox;
  const level = (topology: StoredBoundary['screen'], label: string, labelSingular: string, at: LevelFiles) =>
    ({
      available: true,
      label,
      labelSingular,
      count: topology.objects[DIVISIONS_OBJECT].geometries.length,
      screen: at.screen,
      print: at.print,
      source: 'custom',
      licence: 'The uploader’s',
      attribution: customAttribution(boundary),
    }) as const;
  const second = boundary.level2;
  return {
    slug: customSlugOf(hash),
    name: boundary.name,
    iso2: 'ZZ',
    iso3: 'ZZZ',
    region: WORLD_REGION,
    bbox:
      bbox && bbox.length === 4
        ? [bbox[0] ?? -180, bbox[1] ?? -90, bbox[2] ?? 180, bbox[3] ?? 90]
        : [-180, -90, 180, 90],
    projection: boundary.projection,
    outline: hash,
    levels: second
      ? {
          1: level(boundary.screen, 'Groups', 'group', files),
          2: level(second.screen, 'Divisions', 'division', files.level2 ?? files),
        }
      : {
          1: level(boundary.screen, 'Divisions', 'division', files),
          2: {
            available: false,
            label: 'Second level',
            labelSingular: 'division',
            unavailableReason: 'Your file makes one level of divisions.',
          },
        },
    projected: files.screen,
  };
}
