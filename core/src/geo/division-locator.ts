import { ringsOf } from './path-rings';
import type { ProjectedLevel } from './projected-level';

type Offsets = Readonly<Record<string, { readonly dx: number; readonly dy: number }>>;

/** Grid cells per side of the index (a few divisions per cell on the largest levels). */
const GRID = 64;

/**
 * Which division of a level is under a point of map space, found in the geometry instead of by the
 * browser's hit test: on a phone, Chromium hit-tests a touch against every path near the finger
 * (touch adjustment), a large part of a tap on Romania's 3,186 communes before the touch is even
 * dispatched (decision "The phone finds divisions in the geometry, not by the browser's hit test"). A grid
 * over the divisions' boxes gives a few candidates; each is tested even-odd on its rings, parsed on first
 * use. The topmost is the one drawn last, as on screen, and a division moved by an offset is tested where it
 * is drawn.
 */
export class DivisionLocator {
  readonly #level: ProjectedLevel;
  readonly #cell: { readonly width: number; readonly height: number };
  /** Division indices per grid cell (row-major), by bounding box. */
  readonly #cells: number[][];
  readonly #indexOf: ReadonlyMap<string, number>;
  readonly #rings = new Map<number, Float64Array[]>();

  constructor(level: ProjectedLevel) {
    this.#level = level;
    const { width, height } = level.space;
    this.#cell = { width: width / GRID || 1, height: height / GRID || 1 };
    this.#cells = Array.from({ length: GRID * GRID }, () => []);
    this.#indexOf = new Map(level.divisions.map((division, index) => [division.id, index]));
    level.divisions.forEach((division, index) => {
      if (division.d === '') return;
      const [x0, y0, x1, y1] = division.bbox;
      const [c0, r0] = this.#cellOf(x0, y0);
      const [c1, r1] = this.#cellOf(x1, y1);
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) this.#cells[r * GRID + c]?.push(index);
    });
  }

  /** The id of the topmost division containing (x, y) in map space, with `offsets` applied. */
  at(x: number, y: number, offsets: Offsets = {}): string | undefined {
    let found = -1;
    const [c, r] = this.#cellOf(x, y);
    // Boxes past the map space's edge are in the edge cells, as are points there (cellOf clamps).
    for (const index of this.#cells[r * GRID + c] ?? []) {
      const id = this.#level.divisions[index]?.id ?? '';
      if (index > found && !Object.hasOwn(offsets, id) && this.#contains(index, x, y)) found = index;
    }
    // Moved divisions are drawn elsewhere than their box says: tested one by one where they are.
    for (const [id, offset] of Object.entries(offsets)) {
      const index = this.#indexOf.get(id);
      if (index !== undefined && index > found && this.#contains(index, x - offset.dx, y - offset.dy)) {
        found = index;
      }
    }
    return found < 0 ? undefined : this.#level.divisions[found]?.id;
  }

  #cellOf(x: number, y: number): [number, number] {
    const clamp = (v: number) => Math.min(GRID - 1, Math.max(0, Math.floor(v)));
    return [clamp(x / this.#cell.width), clamp(y / this.#cell.height)];
  }

  #contains(index: number, x: number, y: number): boolean {
    const division = this.#level.divisions[index];
    if (!division) return false;
    const [x0, y0, x1, y1] = division.bbox;
    if (x < x0 || x > x1 || y < y0 || y > y1) return false;
    let rings = this.#rings.get(index);
    if (!rings) this.#rings.set(index, (rings = ringsOf(division.d)));
    let inside = false;
    for (const ring of rings) {
      const n = ring.length / 2;
      for (let k = 0, j = n - 1; k < n; j = k++) {
        const xk = ring[2 * k] as number;
        const yk = ring[2 * k + 1] as number;
        const xj = ring[2 * j] as number;
        const yj = ring[2 * j + 1] as number;
        if (yk > y !== yj > y && x < ((xj - xk) * (y - yk)) / (yj - yk) + xk) inside = !inside;
      }
    }
    return inside;
  }
}
