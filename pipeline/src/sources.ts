import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { naturalEarthEntries } from './naturalEarthCountries';
import { regionEntries } from './regions';
import { worldEntries } from './world';

/**
 * The project's own copy of the boundary source list (derived from the mirror's `sources.json` by
 * `sync-sources.ts`) and of the Who's On First file manifests. Both are metadata (URLs, checksums,
 * licences), never map data.
 */
const SOURCES_DIR = fileURLToPath(new URL('../sources/', import.meta.url));
export const SOURCES_FILE = path.join(SOURCES_DIR, 'sources.json');
/**
 * Sources the project added beside the mirror's list (npm packages, in the same form): kept apart so
 * sources.json stays the mirror's copy.
 */
export const PROJECT_SOURCES_FILE = path.join(SOURCES_DIR, 'project-sources.json');
export const MANIFESTS_DIR = path.join(SOURCES_DIR, 'manifests');
/**
 * Manifests are kept byte for byte (sources.json pins their sha256), under an extension the formatter
 * leaves alone.
 */
export const MANIFEST_EXT = '.manifest';

const fileRefSchema = z.object({
  path: z.string(),
  url: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().optional(),
  feature_count: z.number().optional(),
  county_siruta: z.number().optional(),
});

const sourceEntrySchema = z
  .object({
    role: z.enum(['primary', 'alternative']),
    // ISO3, or a map key of its own (a region's WLD_EUR: its counts differ from the world's).
    country: z.string().regex(/^[A-Z]{3}(?:_[A-Z0-9]+)?$/),
    level: z.enum(['ADM1', 'ADM2']),
    source_id: z.string(),
    // 'document': a table of facts typed in from a published text (a law), kept in the pipeline's code.
    kind: z.enum(['npm', 'github', 'document']),
    title: z.string().optional(),
    package: z.string().optional(),
    repo: z.string().optional(),
    commit: z.string().optional(),
    path: z.string(),
    url: z.string(),
    sha256: z.string().nullable(),
    bytes: z.number().nullable(),
    format: z.string(),
    feature_count: z.number(),
    derived_count: z.number().optional(),
    distinct_units: z.number().optional(),
    name_property: z.string().nullable(),
    code_property: z.string().nullable(),
    parent_property: z.string().nullable(),
    licence: z.string(),
    attribution: z.string(),
    licence_evidence: z.union([z.string(), z.array(z.string())]).optional(),
    notes: z.string(),
    staged_path: z.string().optional(),
    files_manifest: z.string().optional(),
    sha256_note: z.string().optional(),
    files: z.array(fileRefSchema).optional(),
    support_files: z.array(fileRefSchema).optional(),
    companion_files: z.array(fileRefSchema).optional(),
    bbox: z.array(z.number()).optional(),
  })
  .loose();
export type SourceEntry = z.infer<typeof sourceEntrySchema>;

export const manifestSchema = z.object({
  source_id: z.string(),
  repo: z.string(),
  commit: z.string(),
  url_template: z.string(),
  county_files: z.array(fileRefSchema.omit({ url: true })),
  region_files: z.array(fileRefSchema.omit({ url: true })),
  licence_file: fileRefSchema.omit({ url: true }).optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function parseSources(json: unknown): SourceEntry[] {
  return z.array(sourceEntrySchema).parse(json);
}

let cached: SourceEntry[] | undefined;

/**
 * The committed source list: the mirror's, the project's own, one Natural Earth entry per other
 * country (decision "Every other country from Natural Earth"), the world's two (decision "The world
 * is a map like a country's") and each region's two (decision "Regions are maps cut from the world's
 * data").
 */
export function loadSources(): SourceEntry[] {
  if (!cached) {
    const listed = [SOURCES_FILE, PROJECT_SOURCES_FILE].flatMap((f) =>
      parseSources(JSON.parse(readFileSync(f, 'utf8'))),
    );
    cached = [...listed, ...naturalEarthEntries(listed), ...worldEntries(listed), ...regionEntries(listed)];
  }
  return cached;
}

export type LevelKey = 'ADM1' | 'ADM2';

/** The primary source for a country (ISO3) and level, if the list has one. */
export function primarySource(sources: readonly SourceEntry[], iso3: string, level: LevelKey) {
  return sources.find((s) => s.country === iso3 && s.level === level && s.role === 'primary');
}
