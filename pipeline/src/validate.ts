import type { Geometry, Position } from 'geojson';
import { isAreal, polygonsOf, ringArea } from './geo';

/** The counts the landing page promises (PRODUCT.md §3): level 2 of these countries. */
const PROMISES: Record<string, number> = { THA: 900, CHN: 300, IND: 700 };

export interface CheckedDivision {
  id: string | undefined;
  name: string | undefined;
  parent?: string | undefined;
  geometry: Geometry | null;
}

export interface LevelCheck {
  country: string;
  level: 1 | 2;
  divisions: readonly CheckedDivision[];
  /** Level 2: the ids of level 1. */
  parentIds?: ReadonlySet<string>;
  /** The count the source entry says this level has after its clean-ups. */
  expected?: { count: number; detail: string };
  licence?: string | undefined;
  attribution?: string | undefined;
}

/** Why a geometry is unusable, or undefined when it is fine. */
export function geometryProblem(g: Geometry | null): string | undefined {
  if (!g) return 'has no geometry';
  if (!isAreal(g)) return `has a ${g.type} geometry, not a polygon`;
  const polys = polygonsOf(g);
  if (polys.length === 0 || polys.every((p) => p.length === 0)) return 'has an empty geometry';
  let area = 0;
  for (const poly of polys)
    for (const ring of poly) {
      if (ring.length < 4) return `has a ring with ${ring.length} positions (needs at least 4)`;
      if (
        !ring.every(
          (p: Position) =>
            Number.isFinite(p[0]) && Number.isFinite(p[1]) && Math.abs(p[0]!) <= 180 && Math.abs(p[1]!) <= 90,
        )
      )
        return 'has a position that is not a finite longitude/latitude';
      const [a, b] = [ring[0]!, ring[ring.length - 1]!];
      if (a[0] !== b[0] || a[1] !== b[1]) return 'has a ring that is not closed';
    }
  for (const poly of polys) area += Math.abs(ringArea(poly[0]!));
  if (area === 0) return 'has zero area';
  return undefined;
}

/**
 * Checks one built level and returns the report lines of everything wrong with it (empty when fine):
 * geometry, ids, names, parents, licence and attribution, and the counts.
 */
export function validateLevel(c: LevelCheck): string[] {
  const where = `${c.country} level ${c.level}`;
  const out: string[] = [];
  if (c.divisions.length === 0) out.push(`${where}: no divisions`);
  const seen = new Map<string, number>();
  for (const d of c.divisions) {
    const label = d.id ? `'${d.id}'` : `(no id${d.name ? `, '${d.name}'` : ''})`;
    if (!d.id) out.push(`${where}: division ${label} has no id`);
    else seen.set(d.id, (seen.get(d.id) ?? 0) + 1);
    if (!d.name || !d.name.trim()) out.push(`${where}: division ${label} has no name`);
    // Control characters in a name are a decoding fault (mojibake), never a real name.
    else if (/\p{Cc}/u.test(d.name))
      out.push(`${where}: division ${label} has a control character in its name (bad decoding?)`);
    const gp = geometryProblem(d.geometry);
    if (gp) out.push(`${where}: division ${label} ${gp}`);
    if (c.level === 2) {
      if (!d.parent) out.push(`${where}: orphan division ${label}: no parent`);
      else if (c.parentIds && !c.parentIds.has(d.parent))
        out.push(`${where}: orphan division ${label}: parent '${d.parent}' is not a level-1 division`);
    }
  }
  for (const [id, n] of seen) if (n > 1) out.push(`${where}: duplicate id '${id}' (${n} divisions)`);
  if (!c.licence?.trim()) out.push(`${where}: licence missing`);
  if (!c.attribution?.trim()) out.push(`${where}: attribution missing`);
  const n = c.divisions.length;
  const promise = c.level === 2 ? PROMISES[c.country] : undefined;
  if (promise !== undefined && n < promise)
    out.push(`${where}: ${n} divisions, below the ${promise} the landing page promises`);
  if (c.expected && n !== c.expected.count)
    out.push(`${where}: ${n} divisions, but the source has ${c.expected.count} (${c.expected.detail})`);
  return out;
}

export class ValidationError extends Error {
  constructor(readonly lines: readonly string[]) {
    super(
      `Map data validation failed (${lines.length} problem${lines.length === 1 ? '' : 's'}):\n  ${lines.join('\n  ')}`,
    );
    this.name = 'ValidationError';
  }
}
