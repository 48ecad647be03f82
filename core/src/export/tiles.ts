import type { FrameFit, PixelSize } from './sizes';

/**
 * Tiling of a large PNG. A browser canvas has a size limit (Chromium: 32,767 px a side and about
 * 268 Mpx, and much less before it slows down or fails to allocate on small devices), so a big export is
 * drawn as a grid of tiles no larger than `maxSide` a side, each rasterised on its own canvas from the
 * same SVG with a viewBox cut to the tile. Tiles of one row are then read strip by strip into the PNG
 * encoder, so the full image never exists in one canvas.
 */
export const DEFAULT_TILE_SIDE = 4096;

export interface Tile {
  readonly row: number;
  readonly column: number;
  /** Output pixels. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface TilePlan {
  readonly rows: number;
  readonly columns: number;
  /** Row-major. */
  readonly tiles: readonly Tile[];
}

/** Splits `size` into equal-as-possible tiles of at most `maxSide` px a side. */
export function planTiles(size: PixelSize, maxSide: number = DEFAULT_TILE_SIDE): TilePlan {
  if (!(maxSide >= 1)) throw new RangeError('maxSide must be at least 1');
  const columns = Math.ceil(size.width / maxSide);
  const rows = Math.ceil(size.height / maxSide);
  const xs = cuts(size.width, columns);
  const ys = cuts(size.height, rows);
  const tiles: Tile[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const x = xs[column] ?? 0;
      const y = ys[row] ?? 0;
      tiles.push({
        row,
        column,
        x,
        y,
        width: (xs[column + 1] ?? size.width) - x,
        height: (ys[row + 1] ?? size.height) - y,
      });
    }
  }
  return { rows, columns, tiles };
}

function cuts(length: number, parts: number): number[] {
  const out: number[] = [];
  for (let i = 0; i <= parts; i++) out.push(Math.round((length * i) / parts));
  return out;
}

/**
 * The viewBox (in frame units) that makes an SVG of the tile's pixel size show exactly the tile's part
 * of the fitted frame: output = frame * scale + offset, so frame = (output - offset) / scale.
 */
export function tileViewBox(tile: Tile, fit: FrameFit): string {
  const x = (tile.x - fit.x) / fit.scale;
  const y = (tile.y - fit.y) / fit.scale;
  return [x, y, tile.width / fit.scale, tile.height / fit.scale].map(short).join(' ');
}

function short(value: number): string {
  return String(Number(value.toPrecision(10)));
}
