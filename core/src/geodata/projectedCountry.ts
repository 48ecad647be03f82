import { z } from 'zod';
import { divisionsExtent } from '../geo/extent';
import type { ProjectedCountry } from '../geo/project';
import type { ProjectedLevel } from '../geo/projected-level';
import { insetPlacementSchema } from '../geo/insets';

/**
 * A country's levels projected for the screen (`{ISO}.projected.{hash}.json` beside the map files):
 * exactly what `projectCountry` returns for the two screen files and the index's suggested projection,
 * computed by the map pipeline with the same code, so the editor parses paths instead of projecting
 * thousands of divisions on load (decision "The map pipeline projects, the editor parses"). The TopoJSON
 * screen files stay the source of truth (the print export refits on them).
 */
const PROJECTED_COUNTRY_VERSION = 1;

const finite = z.number().finite();
const spaceSchema = z.object({ width: finite.positive(), height: finite.positive() });

const bboxSchema = z.tuple([finite, finite, finite, finite]);

export const projectedDivisionSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  nameLocal: z.string().optional(),
  aliases: z.array(z.string()).optional(),
  code: z.string().optional(),
  formerCodes: z.array(z.string()).optional(),
  parent: z.string().optional(),
  d: z.string(),
  bbox: bboxSchema,
  centroid: z.tuple([finite, finite]),
});

const levelFields = <L extends 1 | 2, D extends z.ZodType>(level: L, divisions: D) =>
  z.object({
    level: z.literal(level),
    space: spaceSchema,
    divisions: z.array(divisions),
    borders: z.string(),
    /** Written since the fit uses it; computed from the divisions for files written before. */
    extent: bboxSchema.optional(),
  });
const projectedLevelSchema = <L extends 1 | 2>(level: L) => levelFields(level, projectedDivisionSchema);

const projectedCountrySchema = z.object({
  version: z.literal(PROJECTED_COUNTRY_VERSION),
  space: spaceSchema,
  /** Written since annotations need the projection; files written before lack it. */
  fit: z.object({ scale: finite.positive(), translate: z.tuple([finite, finite]) }).optional(),
  level1: projectedLevelSchema(1).optional(),
  level2: projectedLevelSchema(2).optional(),
  /** The territory insets as laid out in map space (geo/insets.ts); absent for a country without. */
  insets: z.array(insetPlacementSchema).optional(),
  /** A region's neighbouring land as one path in map space (quiet context); absent for a country. */
  context: z.string().optional(),
});

export type ProjectedCountryFile = z.infer<typeof projectedCountrySchema>;

/**
 * What the editor checks with zod on load: the file's shape down to each level, with the divisions
 * left to `divisionProblem`. Zod runs without its compiled fast path in the browser (the page's
 * Content-Security-Policy forbids eval), where checking Romania's 3,186 divisions with
 * `projectedDivisionSchema` was a large part of a phone's load on the critical path (bench/RESULTS.md).
 */
const fileShapeSchema = projectedCountrySchema.extend({
  level1: levelFields(1, z.unknown()).optional(),
  level2: levelFields(2, z.unknown()).optional(),
});

const isFinite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isFiniteTuple = (value: unknown, length: number): boolean =>
  Array.isArray(value) && value.length === length && value.every(isFinite);
const isOptionalString = (value: unknown): boolean => value === undefined || typeof value === 'string';

/**
 * The first field of one division that `projectedDivisionSchema` would refuse, with why, or undefined
 * when it would accept the division (projectedCountry.test.ts holds the two to the same answers).
 * Unlike zod it keeps fields it does not know (the pipeline writes none).
 */
export function divisionProblem(value: unknown): { field: string; message: string } | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { field: '', message: 'expected an object' };
  const d = value as Record<string, unknown>;
  const text = (field: string) => typeof d[field] === 'string' && (d[field] as string).length > 0;
  if (!text('id')) return { field: 'id', message: 'expected a non-empty string' };
  if (!text('name')) return { field: 'name', message: 'expected a non-empty string' };
  for (const field of ['nameLocal', 'code', 'parent'])
    if (!isOptionalString(d[field])) return { field, message: 'expected a string' };
  for (const field of ['aliases', 'formerCodes'])
    if (
      d[field] !== undefined &&
      !(Array.isArray(d[field]) && (d[field] as unknown[]).every((v) => typeof v === 'string'))
    )
      return { field, message: 'expected a list of strings' };
  if (typeof d.d !== 'string') return { field: 'd', message: 'expected path data (a string)' };
  if (!isFiniteTuple(d.bbox, 4)) return { field: 'bbox', message: 'expected four finite numbers' };
  if (!isFiniteTuple(d.centroid, 2)) return { field: 'centroid', message: 'expected two finite numbers' };
  return undefined;
}

/** The file's content for a projected country. */
export function projectedCountryFile(projected: ProjectedCountry): ProjectedCountryFile {
  return { version: PROJECTED_COUNTRY_VERSION, ...projected } as ProjectedCountryFile;
}

/** The projected country in a file, validated; throws a readable error for a damaged file. */
export function parseProjectedCountry(json: unknown): ProjectedCountry {
  const damaged = (path: string, message: string) =>
    new Error(`The projected map file is damaged (${path}: ${message})`);
  const result = fileShapeSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw damaged(issue?.path.join('.') ?? '', issue?.message ?? '');
  }
  for (const key of ['level1', 'level2'] as const) {
    result.data[key]?.divisions.forEach((division, i) => {
      const problem = divisionProblem(division);
      if (problem)
        throw damaged(
          [key, 'divisions', i, problem.field].filter((p) => p !== '').join('.'),
          problem.message,
        );
    });
  }
  // Each division was checked as projectedDivisionSchema checks it.
  const {
    version: _version,
    level1,
    level2,
    space,
    fit,
    insets,
    context,
  } = result.data as ProjectedCountryFile;
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
    ...(insets && insets.length > 0 && { insets }),
    ...(context && { context }),
  };
}
