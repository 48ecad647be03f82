import { z } from 'zod';
import { colourSchema } from './colour';

/**
 * Patterns (decision "Patterns are definitions in the document, fills refer to them"): hatching and
 * textures painted like colours. A fill is a colour or a reference `pattern:<id>` to one of the
 * document's pattern definitions; the legend, its order and its labels key on that one string, so a
 * pattern is listed, ordered and labelled exactly as a colour is.
 */

/** Stripes, dots, crosshatch and grid, and two textures: waves and stipple (dots scattered at random). */
export const PATTERN_KINDS = ['stripes', 'dots', 'crosshatch', 'grid', 'waves', 'stipple'] as const;

/** Line width or dot diameter, and the gap between them, in frame pixels. */
export const MIN_PATTERN_WIDTH = 0.5;
export const MAX_PATTERN_WIDTH = 40;
export const MIN_PATTERN_GAP = 0.5;
export const MAX_PATTERN_GAP = 80;

/** The most definitions a document holds; beyond, those no longer painted are forgotten first. */
export const MAX_PATTERNS = 200;

/** What a pattern looks like: everything but its id. */
export const patternStyleSchema = z.object({
  kind: z.enum(PATTERN_KINDS),
  /** The lines' or dots' colour. */
  foreground: colourSchema,
  /** The colour under them; null: none (what lies under shows through). */
  background: colourSchema.nullable(),
  width: z.number().min(MIN_PATTERN_WIDTH).max(MAX_PATTERN_WIDTH),
  gap: z.number().min(MIN_PATTERN_GAP).max(MAX_PATTERN_GAP),
  /** Degrees, counter-clockwise: the stripes' direction, or how far the lattice is turned. */
  angle: z.number().min(-180).max(180),
  /**
   * 'map': sizes are frame pixels at zoom 1 and grow as the map is zoomed; 'page': frame pixels at
   * every zoom (the hatching of a printed page).
   */
  scale: z.enum(['map', 'page']),
});
export type PatternStyle = z.infer<typeof patternStyleSchema>;

const PATTERN_ID = /^[a-z0-9]{1,16}$/;
export const patternIdSchema = z.string().regex(PATTERN_ID, 'must be 1 to 16 lowercase letters or digits');

const patternSchema = patternStyleSchema.extend({ id: patternIdSchema });
export type Pattern = z.infer<typeof patternSchema>;

/** Since version 7: the pattern definitions, in the order they were made (ids unique). */
export const patternsSchema = z
  .array(patternSchema)
  .max(MAX_PATTERNS)
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'has two patterns with one id');

const PATTERN_REF = /^pattern:([a-z0-9]{1,16})$/;
const FILL = /^(?:#(?:[0-9a-f]{6}|[0-9a-f]{8})|pattern:[a-z0-9]{1,16})$/;

/**
 * What a division is painted with: a colour (`#rrggbb`, `#rrggbbaa`) or `pattern:<id>`. One spelling
 * per fill (lowercase), as for colours: the legend groups divisions by it.
 */
export const fillSchema = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.string().regex(FILL, 'must be a colour written as #rrggbb or #rrggbbaa, or a pattern'));
export type Fill = z.infer<typeof fillSchema>;

export const DEFAULT_PATTERN_STYLE: PatternStyle = {
  kind: 'stripes',
  foreground: '#1a1a1a',
  background: '#ffffff',
  width: 2,
  gap: 4,
  angle: 45,
  scale: 'map',
};

/** The id a fill refers to, or undefined for a colour. */
export function patternIdOf(fill: string): string | undefined {
  return PATTERN_REF.exec(fill)?.[1];
}

export function patternFill(id: string): Fill {
  return `pattern:${id}`;
}

/** The stored spelling of a fill; throws on anything that is neither a colour nor a pattern reference. */
export function normaliseFill(value: string): Fill {
  const lower = value.toLowerCase();
  if (!FILL.test(lower)) throw new RangeError(`Not a colour or pattern: ${JSON.stringify(value)}`);
  return lower;
}

export function samePatternStyle(a: PatternStyle, b: PatternStyle): boolean {
  return (
    a.kind === b.kind &&
    a.foreground === b.foreground &&
    a.background === b.background &&
    a.width === b.width &&
    a.gap === b.gap &&
    a.angle === b.angle &&
    a.scale === b.scale
  );
}

function patternById(patterns: readonly Pattern[], id: string): Pattern | undefined {
  return patterns.find((p) => p.id === id);
}

/** A fresh id: one more than the largest `p<n>` in use, so ids are never reused within a document. */
export function nextPatternId(patterns: readonly { readonly id: string }[]): string {
  let max = 0;
  for (const { id } of patterns) {
    const n = /^p(\d+)$/.exec(id)?.[1];
    if (n !== undefined) max = Math.max(max, Number(n));
  }
  return `p${max + 1}`;
}

/** The pattern a fill names in `patterns`, undefined for a colour or an unknown id. */
export function patternOfFill(patterns: readonly Pattern[], fill: string): Pattern | undefined {
  const id = patternIdOf(fill);
  return id === undefined ? undefined : patternById(patterns, id);
}

/**
 * Every fill that names a pattern names one of `patterns` (a damaged file is refused in words).
 * Returns the path of the first that does not, or undefined.
 */
export function danglingPatternFill(doc: {
  readonly patterns: readonly { readonly id: string }[];
  readonly levels: Readonly<Record<1 | 2, { readonly fills: Readonly<Record<string, string>> }>>;
  readonly heatMap: { readonly noDataPattern: string | null };
  readonly territories?: readonly { readonly fill: string }[];
  readonly heatOverlays?: Readonly<Record<1 | 2, Readonly<Record<string, string>>>>;
}): (string | number)[] | undefined {
  const ids = new Set(doc.patterns.map((p) => p.id));
  const noData = doc.heatMap.noDataPattern;
  if (noData !== null && !ids.has(noData)) return ['heatMap', 'noDataPattern'];
  for (const level of [1, 2] as const) {
    for (const [division, fill] of Object.entries(doc.levels[level].fills)) {
      const id = patternIdOf(fill);
      if (id !== undefined && !ids.has(id)) return ['levels', level, 'fills', division];
    }
  }
  const territories = doc.territories ?? [];
  for (let index = 0; index < territories.length; index++) {
    const id = patternIdOf(territories[index]?.fill ?? '');
    if (id !== undefined && !ids.has(id)) return ['territories', index, 'fill'];
  }
  for (const level of [1, 2] as const)
    for (const [division, id] of Object.entries(doc.heatOverlays?.[level] ?? {}))
      if (!ids.has(id)) return ['heatOverlays', level, division];
  return undefined;
}
