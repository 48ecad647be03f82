import type { ProjectedDivision, ProjectedLevel } from '../geo/projected-level';
import { ringsOf } from '../geo/path-rings';

/**
 * The pixel dot map's cells: a grid over map space with a pitch in map units, each cell belonging to
 * the division that contains its centre. Cells are found by scanline over each division's rings
 * (even-odd), so a level of 3,186 divisions is rasterised in a few tens of milliseconds, and cached
 * per level, pitch and offsets (a value edit does not rasterise again).
 *
 * Which cells are "on": each cell has a fixed rank from a hash of its grid position, and a division
 * at p % shows its round(p / 100 × n) lowest-ranked cells. The rank does not depend on the value,
 * so raising a value only switches more cells on, and a small change switches few (decision
 * "Pixel cells are stroked segments in map space").
 */
export interface DivisionCells {
  readonly id: string;
  /** Cells as (column, row) pairs, in rank order (the first k are on at k / n). */
  readonly cells: Int32Array;
  /**
   * The rank position (index into `cells`' pairs) of every cell, listed row by row, left to right:
   * a division's on (or off) cells are drawn in that order without sorting them again.
   */
  readonly rowOrder: Int32Array;
}

export interface LevelCells {
  readonly pitch: number;
  readonly divisions: readonly DivisionCells[];
  readonly total: number;
}

/** Each level's rings, parsed in division order (`parsed` of them so far: a counter may pause). */
const ringCache = new WeakMap<readonly ProjectedDivision[], { rings: Float64Array[][]; parsed: number }>();

function ringsOfLevel(level: ProjectedLevel): { rings: Float64Array[][]; parsed: number } {
  let entry = ringCache.get(level.divisions);
  if (!entry) ringCache.set(level.divisions, (entry = { rings: [], parsed: 0 }));
  return entry;
}

/** A stable pseudo-random rank of a cell (a 32-bit integer hash of its column and row). */
function cellRank(column: number, row: number): number {
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
  return rasterise('', rings, pitch, dx, dy).cells;
}

/**
 * Scratch space reused from one division to the next (a level is counted in one synchronous pass):
 * the rows' crossing counts, then their x positions.
 */
let rowStarts = new Int32Array(1024);
let crossings = new Float64Array(4096);

/** A division's cells: even-odd scanline over its rings at the centre line of every row. */
function rasterise(
  id: string,
  rings: readonly Float64Array[],
  pitch: number,
  dx: number,
  dy: number,
): DivisionCells {
  let top = Infinity;
  let bottom = -Infinity;
  for (const ring of rings) {
    for (let k = 1; k < ring.length; k += 2) {
      const y = ring[k] as number;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  // Rows r with top <= (r + 0.5) * pitch < bottom.
  const firstRow = Math.ceil((top + dy) / pitch - 0.5);
  const rowCount = Math.ceil((bottom + dy) / pitch - 0.5) - firstRow;
  if (!(rowCount > 0)) return { id, cells: new Int32Array(0), rowOrder: new Int32Array(0) };
  if (rowStarts.length < rowCount + 2) rowStarts = new Int32Array(2 * (rowCount + 2));
  const starts = rowStarts;
  starts.fill(0, 0, rowCount + 2);

  // Pass 1: how many edges cross each row's centre line (a difference array, summed below).
  forEachEdgeRows(rings, pitch, dx, dy, firstRow, (from, to) => {
    starts[from + 1] = (starts[from + 1] as number) + 1;
    starts[to + 1] = (starts[to + 1] as number) - 1;
  });
  let running = 0;
  let offset = 0;
  for (let r = 0; r < rowCount; r++) {
    running += starts[r + 1] as number;
    starts[r] = offset;
    offset += running;
  }
  starts[rowCount] = offset;
  if (crossings.length < offset) crossings = new Float64Array(2 * offset);
  const xs = crossings;

  // Pass 2: where each edge crosses each of those rows. `fill` counts up from each row's start.
  const fill = new Int32Array(rowCount);
  for (const ring of rings) {
    const n = ring.length / 2;
    for (let k = 0; k < n; k++) {
      const j = k === n - 1 ? 0 : k + 1;
      const x1 = (ring[2 * k] as number) + dx;
      const y1 = (ring[2 * k + 1] as number) + dy;
      const x2 = (ring[2 * j] as number) + dx;
      const y2 = (ring[2 * j + 1] as number) + dy;
      if (y1 === y2) continue;
      const first = Math.ceil(Math.min(y1, y2) / pitch - 0.5) - firstRow;
      const last = Math.ceil(Math.max(y1, y2) / pitch - 0.5) - 1 - firstRow;
      for (let r = first; r <= last; r++) {
        const y = (r + firstRow + 0.5) * pitch;
        xs[(starts[r] as number) + (fill[r] as number)] = x1 + ((y - y1) * (x2 - x1)) / (y2 - y1);
        fill[r] = (fill[r] as number) + 1;
      }
    }
  }

  // Each row's crossings in order, then the columns between pairs of them, row by row.
  let count = 0;
  for (let r = 0; r < rowCount; r++) {
    const from = starts[r] as number;
    const to = starts[r + 1] as number;
    sortRange(xs, from, to);
    for (let s = from; s + 1 < to; s += 2) {
      const a = Math.ceil((xs[s] as number) / pitch - 0.5);
      const b = Math.ceil((xs[s + 1] as number) / pitch - 0.5);
      if (b > a) count += b - a;
    }
  }
  const scan = new Int32Array(2 * count);
  let at = 0;
  for (let r = 0; r < rowCount; r++) {
    const to = starts[r + 1] as number;
    for (let s = starts[r] as number; s + 1 < to; s += 2) {
      const a = Math.ceil((xs[s] as number) / pitch - 0.5);
      const b = Math.ceil((xs[s + 1] as number) / pitch - 0.5);
      for (let c = a; c < b; c++) {
        scan[at++] = c;
        scan[at++] = r + firstRow;
      }
    }
  }
  return inRankOrder(id, scan);
}

/** Calls `rows(from, to)` with the rows (relative to `firstRow`) whose centre line each edge spans. */
function forEachEdgeRows(
  rings: readonly Float64Array[],
  pitch: number,
  dx: number,
  dy: number,
  firstRow: number,
  rows: (from: number, to: number) => void,
): void {
  for (const ring of rings) {
    const n = ring.length / 2;
    for (let k = 0; k < n; k++) {
      const j = k === n - 1 ? 0 : k + 1;
      const y1 = (ring[2 * k + 1] as number) + dy;
      const y2 = (ring[2 * j + 1] as number) + dy;
      if (y1 === y2) continue;
      const first = Math.ceil(Math.min(y1, y2) / pitch - 0.5) - firstRow;
      const last = Math.ceil(Math.max(y1, y2) / pitch - 0.5) - 1 - firstRow;
      if (last >= first) rows(first, last + 1);
    }
  }
}

/** Sorts xs[from, to) ascending: insertion for the few crossings of a usual row. */
function sortRange(xs: Float64Array, from: number, to: number): void {
  if (to - from > 16) {
    xs.subarray(from, to).sort();
    return;
  }
  for (let i = from + 1; i < to; i++) {
    const x = xs[i] as number;
    let j = i - 1;
    while (j >= from && (xs[j] as number) > x) {
      xs[j + 1] = xs[j] as number;
      j--;
    }
    xs[j + 1] = x;
  }
}

/** Above this many cells a division's rank keys no longer fit beside the index in one double. */
const INDEX_SPAN = 2 ** 21;

/**
 * Puts row-major cells in rank order (ties by position, so the order is total), and records each
 * row-major cell's rank position. Rank and index are packed into one double (rank × 2^21 + index,
 * exact below 2^53) and sorted natively: several times faster than a sort with a comparator.
 */
function inRankOrder(id: string, scan: Int32Array): DivisionCells {
  const count = scan.length / 2;
  const order = new Float64Array(count);
  if (count < INDEX_SPAN) {
    for (let i = 0; i < count; i++) {
      order[i] = cellRank(scan[2 * i] as number, scan[2 * i + 1] as number) * INDEX_SPAN + i;
    }
    order.sort();
    for (let i = 0; i < count; i++) order[i] = (order[i] as number) % INDEX_SPAN;
  } else {
    const ranks = new Float64Array(count);
    for (let i = 0; i < count; i++) ranks[i] = cellRank(scan[2 * i] as number, scan[2 * i + 1] as number);
    const indices = Array.from({ length: count }, (_, i) => i);
    indices.sort((a, b) => (ranks[a] as number) - (ranks[b] as number) || a - b);
    indices.forEach((index, i) => (order[i] = index));
  }
  const cells = new Int32Array(scan.length);
  const rowOrder = new Int32Array(count);
  for (let to = 0; to < count; to++) {
    const from = order[to] as number;
    cells[2 * to] = scan[2 * from] as number;
    cells[2 * to + 1] = scan[2 * from + 1] as number;
    rowOrder[from] = to;
  }
  return { id, cells, rowOrder };
}

type Offsets = Readonly<Record<string, { readonly dx: number; readonly dy: number }>>;

/** No division moved: one object, so counts without offsets find each other in the cache. */
const NO_OFFSETS: Offsets = Object.freeze({});

const levelCache = new WeakMap<
  readonly ProjectedDivision[],
  { key: string; offsets: Offsets; cells: LevelCells }
>();

/** Every division's cells at a pitch (map units), with the level's division offsets applied. */
export function levelCells(level: ProjectedLevel, pitch: number, offsets: Offsets = NO_OFFSETS): LevelCells {
  const counter = new CellCounter(level, pitch, offsets);
  counter.step(() => true);
  return counter.cells as LevelCells;
}

/**
 * Counts a level's cells a few divisions at a time, so the count can run in the browser's idle time
 * before a pixel dot map is turned on (the editor's useCellPreparation): levelCells then finds the
 * result cached and the first draw costs only the drawing (decision "Cells are counted ahead,
 * in idle time").
 */
export class CellCounter {
  readonly #level: ProjectedLevel;
  readonly #pitch: number;
  readonly #offsets: Offsets;
  readonly #key: string;
  readonly #divisions: DivisionCells[] = [];
  #total = 0;
  #cells: LevelCells | undefined;

  constructor(level: ProjectedLevel, pitch: number, offsets: Offsets = NO_OFFSETS) {
    this.#level = level;
    this.#pitch = pitch;
    this.#offsets = offsets;
    this.#key = pitch.toPrecision(12);
    const cached = levelCache.get(level.divisions);
    if (cached && cached.key === this.#key && cached.offsets === offsets) this.#cells = cached.cells;
  }

  /** Whether this counter counts `level` at `pitch` with `offsets` (else a new one is needed). */
  counts(level: ProjectedLevel, pitch: number, offsets: Offsets): boolean {
    return level === this.#level && pitch.toPrecision(12) === this.#key && offsets === this.#offsets;
  }

  /** The level's cells once counted (also cached for levelCells), else undefined. */
  get cells(): LevelCells | undefined {
    return this.#cells;
  }

  /**
   * Parses and counts divisions while `more()` says there is time (it is asked after each one).
   * Returns true once the whole level is counted.
   */
  step(more: () => boolean): boolean {
    if (this.#cells) return true;
    const divisions = this.#level.divisions;
    const parsed = ringsOfLevel(this.#level);
    while (parsed.parsed < divisions.length) {
      const division = divisions[parsed.parsed] as ProjectedDivision;
      parsed.rings.push(ringsOf(division.d));
      parsed.parsed++;
      if (!more()) return false;
    }
    const offsets = this.#offsets;
    while (this.#divisions.length < divisions.length) {
      const index = this.#divisions.length;
      const division = divisions[index] as ProjectedDivision;
      const offset = Object.hasOwn(offsets, division.id) ? offsets[division.id] : undefined;
      const rings = parsed.rings[index] ?? [];
      const cells = rasterise(division.id, rings, this.#pitch, offset?.dx ?? 0, offset?.dy ?? 0);
      this.#total += cells.cells.length / 2;
      this.#divisions.push(cells);
      if (!more() && this.#divisions.length < divisions.length) return false;
    }
    const result = { pitch: this.#pitch, divisions: this.#divisions, total: this.#total };
    levelCache.set(divisions, { key: this.#key, offsets, cells: result });
    this.#cells = result;
    return true;
  }
}

/** How many of a division's n cells are on at a percentage: round(n × p / 100), within one cell. */
export function onCount(cells: number, percent: number): number {
  const p = Math.max(0, Math.min(100, percent));
  return Math.round((cells * p) / 100);
}
