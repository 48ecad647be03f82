import type { MapDocument } from '../document/schema';
import type { ProjectedDivision, ProjectedLevel } from '../geo/projected-level';
import type { MapTransform } from './transform';
import { coreMessage, type CoreMessage } from '../messages/message';

/**
 * The most cells a pixel dot map may draw: its render budget (decision "A render budget"). Counted as an
 * upper bound that needs no rasterising (cellBound below), so the screen, every export and the server agree
 * on it before any cell is counted.
 */
export const MAX_PIXEL_CELLS = 400_000;

/** What a level's divisions' boxes add up to: enough to bound its cells at any pitch. */
interface BoxSums {
  /** Σ width × height of the divisions' boxes (map units²). */
  readonly area: number;
  /** Σ width + height. */
  readonly sides: number;
  /** Divisions with a shape. */
  readonly count: number;
}

const sumsCache = new WeakMap<readonly ProjectedDivision[], BoxSums>();

function boxSums(level: ProjectedLevel): BoxSums {
  let sums = sumsCache.get(level.divisions);
  if (!sums) {
    let area = 0;
    let sides = 0;
    let count = 0;
    for (const division of level.divisions) {
      if (division.d === '') continue;
      const [x0, y0, x1, y1] = division.bbox;
      const w = Math.max(0, x1 - x0);
      const h = Math.max(0, y1 - y0);
      area += w * h;
      sides += w + h;
      count += 1;
    }
    sums = { area, sides, count };
    sumsCache.set(level.divisions, sums);
  }
  return sums;
}

/**
 * At most how many cells the level has at a pitch (map units): a division's cells have their centres
 * in its box, and a box of w × h holds at most (w / p + 1) × (h / p + 1) centres of a grid of pitch p.
 * An offset moves a box without changing its size, so the bound holds for moved divisions too.
 */
export function cellBound(level: ProjectedLevel, pitch: number): number {
  const { area, sides, count } = boxSums(level);
  const x = 1 / pitch;
  return Math.ceil(area * x * x + sides * x + count);
}

/** The cell pitch the user asked for, in map units: cellSize frame pixels at the map's scale. */
function requestedPitch(doc: MapDocument, transform: MapTransform): number {
  return doc.pixelDotMap.cellSize / transform.scale;
}

/**
 * The smallest pitch whose cell bound stays within MAX_PIXEL_CELLS: the positive root of
 * area·x² + sides·x + count = max in x = 1 / pitch.
 */
function smallestPitchWithinBudget(level: ProjectedLevel): number {
  const { area, sides, count } = boxSums(level);
  const room = MAX_PIXEL_CELLS - count;
  if (room <= 0) return Infinity;
  if (area <= 0) return sides > 0 ? sides / room : 0;
  const x = (-sides + Math.sqrt(sides * sides + 4 * area * room)) / (2 * area);
  // A hair coarser than the root, so rounding cannot put the bound one cell over.
  return (1 / x) * (1 + 1e-9);
}

export interface GridPitch {
  /** The pitch the grid is drawn at (map units). */
  readonly pitch: number;
  /** The cell size the grid is drawn at, in frame pixels (the user's, or larger to keep the budget). */
  readonly cellSize: number;
  /** True when the user's cell size would exceed the budget, so the cells are drawn larger. */
  readonly grown: boolean;
  /** The cell bound at the user's cell size. */
  readonly requestedCells: number;
}

/**
 * The pitch the pixel dot map of `level` is drawn at: the user's cell size, grown just enough that the
 * level's cell bound stays within MAX_PIXEL_CELLS. A 10,000 px frame at 2 px cells, or a deep zoom,
 * therefore draws coarser cells instead of millions of them (decision "A render budget"). Deterministic: the
 * editor, every export and the server's published page draw the same cells.
 */
export function gridPitch(doc: MapDocument, level: ProjectedLevel, transform: MapTransform): GridPitch {
  const wanted = requestedPitch(doc, transform);
  const requestedCells = cellBound(level, wanted);
  if (requestedCells <= MAX_PIXEL_CELLS) {
    return { pitch: wanted, cellSize: doc.pixelDotMap.cellSize, grown: false, requestedCells };
  }
  const pitch = Math.max(wanted, smallestPitchWithinBudget(level));
  return { pitch, cellSize: pitch * transform.scale, grown: true, requestedCells };
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');
const pixels = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * What the editor says when the grid is drawn coarser than asked (undefined when it is not): the
 * budget, what the asked-for size would need, and how to get finer cells back.
 */
export function gridPitchNotice(doc: MapDocument, grid: GridPitch): CoreMessage | undefined {
  if (!grid.grown) return undefined;
  return coreMessage(
    'pixels.grown',
    `Cells are drawn at ${pixels.format(grid.cellSize)} px: at ${doc.pixelDotMap.cellSize} px this frame and zoom ` +
      `would need up to ${compact.format(grid.requestedCells)} cells, and a map may have ${whole.format(MAX_PIXEL_CELLS)}. ` +
      'Zoom out or use a smaller frame for finer cells.',
    {
      cellSize: grid.cellSize,
      asked: doc.pixelDotMap.cellSize,
      requested: grid.requestedCells,
      max: MAX_PIXEL_CELLS,
    },
  );
}
