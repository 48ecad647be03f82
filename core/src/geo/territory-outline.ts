import type { ProjectedLevel } from './projected-level';
import { subpathsOf } from './path-rings';

/**
 * A territory's shape: the union of its divisions, made from the topology. The screen and every
 * export hold each level as path text built from the TopoJSON's shared arcs (project-arcs.ts), so two
 * neighbours' common border is the very same run of points in each, walked in opposite directions.
 * Dropping every edge met both ways leaves the union's outer border (and the borders of any hole a
 * non-member leaves inside it), as topojson-client's `merge` does on the arcs, here on what is drawn:
 * no second file, and the print outlines of an export give their own, finer union. Decision
 * "Territories are unions made from the topology".
 */

/** Points are compared on a grid of a thousandth of a map unit: finer than any file's rounding. */
const GRID = 1000;
const OFFSET = 2 ** 23;
const SPAN = 2 ** 24;

/** One number per grid point (exact: both halves stay below 2^24). */
function pointKey(x: number, y: number): number {
  return (Math.round(x * GRID) + OFFSET) * SPAN + (Math.round(y * GRID) + OFFSET);
}

function pointX(key: number): number {
  return Math.floor(key / SPAN) - OFFSET;
}

function pointY(key: number): number {
  return (key % SPAN) - OFFSET;
}

/**
 * The path data of the union of `members`' shapes (ids not on the level are skipped): closed rings,
 * holes included, to fill with `fill-rule="evenodd"` and stroke as the territory's only border.
 */
export function unionOutline(level: ProjectedLevel, members: readonly string[]): string {
  const wanted = new Set(members);
  // Directed edges, from point key to the point keys they lead to (a vertex may start several).
  const out = new Map<number, number[]>();
  let edges = 0;
  const removeEdge = (from: number, to: number): boolean => {
    const targets = out.get(from);
    const at = targets ? targets.indexOf(to) : -1;
    if (!targets || at < 0) return false;
    targets.splice(at, 1);
    if (targets.length === 0) out.delete(from);
    edges--;
    return true;
  };
  const addEdge = (from: number, to: number) => {
    if (from === to) return;
    // A border shared with another member: it is inside the union, so neither way is drawn.
    if (removeEdge(to, from)) return;
    const targets = out.get(from);
    if (targets) targets.push(to);
    else out.set(from, [to]);
    edges++;
  };

  for (const division of level.divisions) {
    if (!wanted.has(division.id) || division.d === '') continue;
    for (const { points } of subpathsOf(division.d)) {
      const n = points.length / 2;
      if (n < 3) continue;
      const first = pointKey(points[0] ?? 0, points[1] ?? 0);
      let previous = first;
      for (let i = 1; i < n; i++) {
        const key = pointKey(points[2 * i] ?? 0, points[2 * i + 1] ?? 0);
        addEdge(previous, key);
        previous = key;
      }
      addEdge(previous, first);
    }
  }
  return chainRings(out, edges);
}

/** Walks the remaining edges into closed rings, written as the pipeline writes them (M, then l offsets). */
function chainRings(out: Map<number, number[]>, edgeCount: number): string {
  const parts: string[] = [];
  let left = edgeCount;
  while (left > 0) {
    const start = out.keys().next().value;
    if (start === undefined) break;
    let x = pointX(start);
    let y = pointY(start);
    let text = `M${x / GRID},${y / GRID}l`;
    let at = start;
    let steps = 0;
    for (;;) {
      const targets = out.get(at);
      const next = targets?.pop();
      if (next === undefined) break;
      if (targets && targets.length === 0) out.delete(at);
      left--;
      if (next === start) break;
      const nx = pointX(next);
      const ny = pointY(next);
      text += `${offset(nx - x)}${offset(ny - y)}`;
      x = nx;
      y = ny;
      at = next;
      steps++;
    }
    if (steps >= 2) parts.push(`${text}z`);
  }
  return parts.join('');
}

/** A signed offset in map units, its sign as the separator (`.5-.3`, the pipeline's short form). */
function offset(grid: number): string {
  const value = grid / GRID;
  const text = String(value).replace(/^(-?)0\./, '$1.');
  return value < 0 ? text : ` ${text}`;
}

/** Unions already made, per level drawn (the screen's and the print's are different objects). */
const cache = new WeakMap<ProjectedLevel, Map<string, string>>();
const CACHED_PER_LEVEL = 256;

/**
 * `unionOutline`, made once per set of members and level: a render after an unrelated change (a
 * paint, a pan) reuses it; a member added or removed makes it again.
 */
export function territoryOutline(level: ProjectedLevel, members: readonly string[]): string {
  let outlines = cache.get(level);
  if (!outlines) {
    outlines = new Map();
    cache.set(level, outlines);
  }
  const key = members.join('\u0000');
  const known = outlines.get(key);
  if (known !== undefined) return known;
  const d = unionOutline(level, members);
  if (outlines.size >= CACHED_PER_LEVEL) {
    const oldest = outlines.keys().next().value;
    if (oldest !== undefined) outlines.delete(oldest);
  }
  outlines.set(key, d);
  return d;
}
