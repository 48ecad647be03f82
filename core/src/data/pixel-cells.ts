import type { ProjectedDivision, ProjectedLevel } from '../geo/projected-level';

/**
 * The pixel dot map's cells: a grid over map space with a pitch in map units, each cell belonging to
 * the division that contains its centre. Cells are found by scanline over each division's rings
 * (even-odd), so a level of 3,186 divisions is rasterised in a few tens of milliseconds, and cached
 * per level, pitch and offsets (a value edit does not rasterise again).
 *
 * Which cells are "on": each cell has a fixed rank from a hash of its grid position, and a division
 * at p % shows its round(p / 100 × n) lowest-ranked cells. The rank does not depend on the value,
 * so raising a value only switches more cells on, and a small change switches few (ADR 0017).
 */
export interface DivisionCells {
  readonly id: string;
  /** Cells as (column, row) pairs, in rank order (the first k are on at k / n). */
  readonly cells: Int32Array;
}

export interface LevelCells {
  readonly pitch: number;
  readonly divisions: readonly DivisionCells[];
  readonly total: number;
}

/** A division's rings from its path data ("Mx,yLx,y…Z", absolute, as the pipeline writes them). */
export function ringsOf(d: string): Float64Array[] {
  const rings: Float64Array[] = [];
  let current: number[] = [];
  const close = () => {
    if (current.length >= 6) rings.push(Float64Array.from(current));
    current = [];
  };
  const n = d.length;
  let i = 0;
  while (i < n) {
    const ch = d.charCodeAt(i);
    // A number: sign, digits, point, exponent. Scanning by char code is several times faster than a
    // regular expression on Romania's 1.4 MB of path text.
    if ((ch >= 48 && ch <= 57) || ch === 45 /* - */ || ch === 46 /* . */) {
      let j = i + 1;
      while (j < n) {
        const c = d.charCodeAt(j);
        const exponentSign = (c === 45 || c === 43) && (d.charCodeAt(j - 1) | 32) === 101; /* e */
        if ((c >= 48 && c <= 57) || c === 46 || (c | 32) === 101 || exponentSign) j++;
        else break;
      }
      current.push(Number(d.slice(i, j)));
      i = j;
    } else {
      if (ch === 77 /* M */ || ch === 109 /* m */ || ch === 90 /* Z */ || ch === 122 /* z */) close();
      i++;
    }
  }
  close();
  return rings;
}

const ringCache = new WeakMap<readonly ProjectedDivision[], Map<string, Float64Array[]>>();

function ringsOfLevel(level: ProjectedLevel): Map<string, Float64Array[]> {
  let rings = ringCache.get(level.divisions);
  if (!rings) {
    rings = new Map(level.divisions.map((division) => [division.id, ringsOf(division.d)]));
    ringCache.set(level.divisions, rings);
  }
  return rings;
}

/** A stable pseudo-random rank of a cell (a 32-bit integer hash of its column and row). */
export function cellRank(column: number, row: number): number {
  let h = Math.imul(column ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(row ^ 0xc2b2ae35, 0x27d4eb2f);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return h >>> 0;
}

/**
 * The cells whose centres ((column + 0.5) × pitch, (row + 0.5) × pitch) lie inside the rings moved
 * by (dx, dy), as (column, row) pairs in rank order.
 */
export function cellsInRings(rings: readonly Float64Array[], pitch: number, dx = 0, dy = 0): Int32Array {
  // Crossings of every edge with the rows whose centre line it spans, bucketed by row.
  const rows = new Map<number, number[]>();
  for (const ring of rings) {
    const n = ring.length / 2;
    for (let k = 0; k < n; k++) {
      const j = k === n - 1 ? 0 : k + 1;
      const x1 = (ring[2 * k] as number) + dx;
      const y1 = (ring[2 * k + 1] as number) + dy;
      const x2 = (ring[2 * j] as number) + dx;
      const y2 = (ring[2 * j + 1] as number) + dy;
      if (y1 === y2) continue;
      const top = Math.min(y1, y2);
      const bottom = Math.max(y1, y2);
      // Rows r with top <= (r + 0.5) * pitch < bottom.
      const first = Math.ceil(top / pitch - 0.5);
      const last = Math.ceil(bottom / pitch - 0.5) - 1;
      for (let r = first; r <= last; r++) {
        const y = (r + 0.5) * pitch;
        const x = x1 + ((y - y1) * (x2 - x1)) / (y2 - y1);
        let list = rows.get(r);
        if (!list) rows.set(r, (list = []));
        list.push(x);
      }
    }
  }
  const cells: number[] = [];
  for (const [row, xs] of rows) {
    xs.sort((a, b) => a - b);
    for (let s = 0; s + 1 < xs.length; s += 2) {
      // Columns c with xs[s] <= (c + 0.5) * pitch < xs[s + 1].
      const from = Math.ceil((xs[s] as number) / pitch - 0.5);
      const to = Math.ceil((xs[s + 1] as number) / pitch - 0.5) - 1;
      for (let c = from; c <= to; c++) cells.push(c, row);
    }
  }
  return inRankOrder(cells);
}

function inRankOrder(pairs: number[]): Int32Array {
  const count = pairs.length / 2;
  const order = Array.from({ length: count }, (_, i) => i);
  const ranks = new Float64Array(count);
  for (let i = 0; i < count; i++) ranks[i] = cellRank(pairs[2 * i] as number, pairs[2 * i + 1] as number);
  order.sort((a, b) => (ranks[a] as number) - (ranks[b] as number) || a - b);
  const out = new Int32Array(pairs.length);
  order.forEach((from, to) => {
    out[2 * to] = pairs[2 * from] as number;
    out[2 * to + 1] = pairs[2 * from + 1] as number;
  });
  return out;
}

type Offsets = Readonly<Record<string, { readonly dx: number; readonly dy: number }>>;

const levelCache = new WeakMap<
  readonly ProjectedDivision[],
  { key: string; offsets: Offsets; cells: LevelCells }
>();

/** Every division's cells at a pitch (map units), with the level's division offsets applied. */
export function levelCells(level: ProjectedLevel, pitch: number, offsets: Offsets = {}): LevelCells {
  const key = pitch.toPrecision(12);
  const cached = levelCache.get(level.divisions);
  if (cached && cached.key === key && cached.offsets === offsets) return cached.cells;
  const rings = ringsOfLevel(level);
  let total = 0;
  const divisions: DivisionCells[] = [];
  for (const division of level.divisions) {
    const offset = Object.hasOwn(offsets, division.id) ? offsets[division.id] : undefined;
    const cells = cellsInRings(rings.get(division.id) ?? [], pitch, offset?.dx ?? 0, offset?.dy ?? 0);
    total += cells.length / 2;
    divisions.push({ id: division.id, cells });
  }
  const result = { pitch, divisions, total };
  levelCache.set(level.divisions, { key, offsets, cells: result });
  return result;
}

/** How many of a division's n cells are on at a percentage: round(n × p / 100), within one cell. */
export function onCount(cells: number, percent: number): number {
  const p = Math.max(0, Math.min(100, percent));
  return Math.round((cells * p) / 100);
}
