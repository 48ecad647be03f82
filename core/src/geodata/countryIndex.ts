import { z } from 'zod';
import { REGIONS, WORLD_REGION } from '../countries/countries';
import { projectionSpecSchema, type ProjectionSpec } from '../geo/projection';

/**
 * The country index (`index.json` beside the map files): what the web app needs to list countries,
 * draw thumbnails, pick a projection and fetch the right map file, without loading any map file.
 * Written by the map-data pipeline (`npm run maps`), served without caching; the files it names carry a
 * content hash and can be cached forever.
 */
export const COUNTRY_INDEX_VERSION = 1;

/** [minLon, minLat, maxLon, maxLat] in degrees (WGS 84). */
const bboxSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);
export type BBox = z.infer<typeof bboxSchema>;

/** The suggested projection is the spec of core/src/geo/projection.ts (the editor builds the d3 projection from it). */
export { type ProjectionSpec };

const mapFileSchema = z.object({
  /** URL path, e.g. `/maps/IND-2.screen.3fa9c2d1.topo.json`. */
  url: z.string().min(1),
  bytes: z.number().int().positive(),
  gzipBytes: z.number().int().positive(),
});
export type MapFile = z.infer<typeof mapFileSchema>;

const levelEntrySchema = z.discriminatedUnion('available', [
  z.object({
    available: z.literal(true),
    /** What the divisions of this level are called in this country, plural: 'States', 'Prefectures'. */
    label: z.string().min(1),
    /** Singular form, for "Select a {singular}". */
    labelSingular: z.string().min(1),
    count: z.number().int().positive(),
    /** Simplified and quantized for the editor. */
    screen: mapFileSchema,
    /** Finer geometry for print export. */
    print: mapFileSchema,
    /** `id` of the entry in the index's `sources` list. */
    source: z.string().min(1),
    licence: z.string().min(1),
    /** The credit line the licence asks for; shown in the editor and printed on exports. */
    attribution: z.string().min(1),
  }),
  z.object({
    available: z.literal(false),
    label: z.string().min(1),
    labelSingular: z.string().min(1),
    /** One sentence for the user: why this level cannot be shown. */
    unavailableReason: z.string().min(1),
  }),
]);
export type LevelEntry = z.infer<typeof levelEntrySchema>;

export const countryEntrySchema = z.object({
  slug: z.string().min(1),
  name: z.string().min(1),
  iso2: z.string().length(2),
  iso3: z.string().length(3),
  region: z.enum([...REGIONS, WORLD_REGION]),
  bbox: bboxSchema,
  projection: projectionSpecSchema,
  /** Key of this country's outline in the outlines file (a tiny TopoJSON with object `outline`). */
  outline: z.string().min(1),
  levels: z.object({ 1: levelEntrySchema, 2: levelEntrySchema }),
  /**
   * Both available levels' screen files projected with `projection` (projectedCountry.ts): what the
   * editor loads. Absent only when no level is available.
   */
  projected: mapFileSchema.optional(),
  /**
   * The box in degrees [west, south, east, north] the projection is fitted to instead of the screen
   * file's geometry (a region's: decision "Regions are maps cut from the world's data"); whatever
   * refits the projection (the print export, the public page) passes it to `fitMapProjection`. The
   * east edge passes 180 for a box across the antimeridian.
   */
  fitTo: bboxSchema.optional(),
  /** Whose line the country's disputed boundaries follow (both levels follow the same one). */
  disputedBoundaries: z.string().min(1).optional(),
});
export type CountryEntry = z.infer<typeof countryEntrySchema>;

const sourceEntrySchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  licence: z.string().min(1),
  attribution: z.string().min(1),
  url: z.string().url(),
  /** The country-levels (e.g. `IND-2`) built from this source. */
  usedFor: z.array(z.string()),
});
export type SourceEntry = z.infer<typeof sourceEntrySchema>;

export const countryIndexSchema = z.object({
  version: z.literal(COUNTRY_INDEX_VERSION),
  /** ISO 8601 time of the build. */
  generatedAt: z.string().min(1),
  /** Pipeline version that wrote the files. */
  pipelineVersion: z.string().min(1),
  /** URL of the outlines file: `{ [iso3]: Topology }` with one object `outline` each. */
  outlines: mapFileSchema,
  /** In the order of COUNTRIES. */
  countries: z.array(countryEntrySchema),
  sources: z.array(sourceEntrySchema),
});
export type CountryIndex = z.infer<typeof countryIndexSchema>;

/** Name of the TopoJSON object inside each outline topology. */
export const OUTLINE_OBJECT = 'outline';
