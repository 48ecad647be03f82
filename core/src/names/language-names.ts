import { z } from 'zod';
import { mapLanguageSchema, type MapLanguage } from '../document/map-language';
import type { ProjectedDivision, ProjectedLevel } from '../geo/projected-level';

const namesById = z.record(z.string().min(1), z.string().min(1));

/**
 * One map's division names in one language, as the pipeline writes them (`DEU.names-fr.<hash>.json`):
 * by level, by division id, only where they differ from the usual name (decision "A map has a
 * language of its own").
 */
export const languageNamesSchema = z.object({
  language: mapLanguageSchema,
  levels: z.object({ 1: namesById.optional(), 2: namesById.optional() }),
});
export type LanguageNames = z.infer<typeof languageNamesSchema>;

/**
 * The manifest's name in the maps folder, beside `index.json` and, like it, unhashed and revalidated:
 * the index does not name it, so a first load reads exactly what it did before names per language.
 */
export const NAMES_MANIFEST_FILE = 'names.json';

/** The names files' URLs of every map, by map key (ISO3) and language: read only when a map needs one. */
export const namesManifestSchema = z.record(
  z.string().min(1),
  z.partialRecord(mapLanguageSchema, z.string().min(1)),
);
export type NamesManifest = z.infer<typeof namesManifestSchema>;

/**
 * The level with these names beside each division's own (`names`), the languages already there kept:
 * the map draws the map language's, search finds any of them. Divisions the file does not name stay
 * as they were (the same objects), and so does a level it names nothing of.
 */
export function withLanguageNames(level: ProjectedLevel, file: LanguageNames): ProjectedLevel {
  const names = file.levels[level.level];
  if (!names || !level.divisions.some((d) => Object.hasOwn(names, d.id))) return level;
  const divisions = level.divisions.map((d): ProjectedDivision => {
    if (!Object.hasOwn(names, d.id)) return d;
    const all: Partial<Record<MapLanguage, string>> = { ...d.names, [file.language]: names[d.id]! };
    return { ...d, names: all };
  });
  return { ...level, divisions };
}

/** Both levels of a map with the names of these files beside their own (a level none names stays as it was). */
export function withAllLanguageNames<
  T extends { readonly level1?: ProjectedLevel; readonly level2?: ProjectedLevel },
>(country: T, files: readonly LanguageNames[]): T {
  if (files.length === 0) return country;
  const named = (level: ProjectedLevel | undefined) =>
    level && files.reduce((acc, file) => withLanguageNames(acc, file), level);
  return {
    ...country,
    ...(country.level1 && { level1: named(country.level1) }),
    ...(country.level2 && { level2: named(country.level2) }),
  };
}
