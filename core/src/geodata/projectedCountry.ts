import { z } from 'zod';
import { divisionsExtent } from '../geo/extent';
import type { ProjectedCountry } from '../geo/project';
import type { ProjectedLevel } from '../geo/projected-level';

/**
 * A country's levels projected for the screen (`{ISO}.projected.{hash}.json` beside the map files):
 * exactly what `projectCountry` returns for the two screen files and the index's suggested projection,
 * computed by the map pipeline with the same code, so the editor parses paths instead of projecting
 * thousands of divisions on load (ADR 0010, decision 20). The TopoJSON screen files stay the source
 * of truth (the print export refits on them).
 */
export const PROJECTED_COUNTRY_VERSION = 1;

const finite = z.number().finite();
const spaceSchema = z.object({ width: finite.positive(), height: finite.positive() });

const bboxSchema = z.tuple([finite, finite, finite, finite]);

const projectedDivisionSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  nameLocal: z.string().optional(),
  code: z.string().optional(),
  parent: z.string().optional(),
  d: z.string(),
  bbox: bboxSchema,
  centroid: z.tuple([finite, finite]),
});

const projectedLevelSchema = <L extends 1 | 2>(level: L) =>
  z.object({
    level: z.literal(level),
    space: spaceSchema,
    divisions: z.array(projectedDivisionSchema),
    borders: z.string(),
    /** Written since the fit uses it; computed from the divisions for files written before. */
    extent: bboxSchema.optional(),
  });

export const projectedCountrySchema = z.object({
  version: z.literal(PROJECTED_COUNTRY_VERSION),
  space: spaceSchema,
  /** Written since annotations need the projection; files written before lack it. */
  fit: z.object({ scale: finite.positive(), translate: z.tuple([finite, finite]) }).optional(),
  level1: projectedLevelSchema(1).optional(),
  level2: projectedLevelSchema(2).optional(),
});

export type ProjectedCountryFile = z.infer<typeof projectedCountrySchema>;

/** The file's content for a projected country. */
export function projectedCountryFile(projected: ProjectedCountry): ProjectedCountryFile {
  return { version: PROJECTED_COUNTRY_VERSION, ...projected } as ProjectedCountryFile;
}

/** The projected country in a file, validated; throws a readable error for a damaged file. */
export function parseProjectedCountry(json: unknown): ProjectedCountry {
  const result = projectedCountrySchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(
      `The projected map file is damaged (${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''})`,
    );
  }
  const { version: _version, level1, level2, space, fit } = result.data;
  // Files written before levels carried their extent get it from their divisions.
  const withExtent = (level: NonNullable<typeof level1 | typeof level2>): ProjectedLevel => ({
    ...level,
    extent: level.extent ?? divisionsExtent(level.divisions),
  });
  return {
    space,
    ...(fit && { fit }),
    ...(level1 && { level1: withExtent(level1) }),
    ...(level2 && { level2: withExtent(level2) }),
  };
}
