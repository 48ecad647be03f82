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

/**
 * The path data of the union of `members`' shapes (ids not on the level are skipped): closed rings,
 * holes included, to fill with `fill-rule="evenodd"` and stroke as the territory's only border.
 * Points and edges live in typed arrays (an open-addressed table of grid points, each point's
 * outgoing edges a linked list): a territory of a thousand communes has tens of thousands of each.
 */
export function unionOutline(level: ProjectedLevel, members: readonly string[]): string {
  const wanted = new Set(members);
  const rings: Float64Array[] = [];
  let total = 0;
  for (const division of level.divisions) {
    if (!wanted.has(division.id) || division.d === '') continue;
    for (const { points } of subpathsOf(division.d)) {
      if (points.length < 6) continue;
      rings.push(points);
      total += points.length / 2;
    }
  }
  if (total === 0) return '';

  // Grid points, numbered in the order met.
  let capacity = 1;
  while (capacity < total * 2) capacity *= 2;
  const mask = capacity - 1;
  const slotX = new Int32Array(capacity);
  const slotY = new Int32Array(capacity);
  const slotN = new Int32Array(capacity).fill(-1);
  const xs = new Int32Array(total);
  const ys = new Int32Array(total);
  let points = 0;
  const pointNumber = (x: number, y: number): number => {
    const ix = Math.round(x * GRID);
    const iy = Math.round(y * GRID);
    let slot = (Math.imul(ix, 0x9e3779b1) ^ Math.imul(iy, 0x85ebca6b)) & mask;
    for (;;) {
      const n = slotN[slot] ?? -1;
      if (n === -1) {
        slotN[slot] = points;
        slotX[slot] = ix;
        slotY[slot] = iy;
        xs[points] = ix;
        ys[points] = iy;
        return points++;
      }
      if (slotX[slot] === ix && slotY[slot] === iy) return n;
      slot = (slot + 1) & mask;
    }
  };

  // Directed edges; each point's outgoing ones linked from `head`.
  const head = new Int32Array(total).fill(-1);
  const next = new Int32Array(total);
  const from = new Int32Array(total);
  const to = new Int32Array(total);
  const alive = new Uint8Array(total);
  let edges = 0;
  let left = 0;
  const addEdge = (a: number, b: number) => {
    if (a === b) return;
    // A border shared with another member: it is inside the union, so neither way is drawn.
    for (let e = head[b] ?? -1; e !== -1; e = next[e] ?? -1) {
      if (alive[e] === 1 && to[e] === a) {
        alive[e] = 0;
        left--;
        return;
      }
    }
    from[edges] = a;
    to[edges] = b;
    next[edges] = head[a] ?? -1;
    head[a] = edges;
    alive[edges] = 1;
    edges++;
    left++;
  };

  for (const ring of rings) {
    const n = ring.length / 2;
    const first = pointNumber(ring[0] ?? 0, ring[1] ?? 0);
    let previous = first;
    for (let i = 1; i < n; i++) {
      const at = pointNumber(ring[2 * i] ?? 0, ring[2 * i + 1] ?? 0);
      addEdge(previous, at);
      previous = at;
    }
    addEdge(previous, first);
  }

  // What is left is the union's border: walked into closed rings, written as the pipeline writes
  // them (an absolute M, then relative offsets).
  const outOf = (point: number): number => {
    for (let e = head[point] ?? -1; e !== -1; e = next[e] ?? -1) if (alive[e] === 1) return e;
    return -1;
  };
  const parts: string[] = [];
  for (let e = 0; e < edges && left > 0; e++) {
    if (alive[e] !== 1) continue;
    const start = from[e] ?? 0;
    let x = xs[start] ?? 0;
    let y = ys[start] ?? 0;
    const text: string[] = [`M${x / GRID},${y / GRID}l`];
    let at = start;
    for (;;) {
      const edge = outOf(at);
      if (edge === -1) break;
      alive[edge] = 0;
      left--;
      const target = to[edge] ?? 0;
      if (target === start) break;
      const nx = xs[target] ?? 0;
      const ny = ys[target] ?? 0;
      text.push(offset(nx - x), offset(ny - y));
      x = nx;
      y = ny;
      at = target;
    }
    if (text.length >= 5) parts.push(`${text.join('')}z`);
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
