import { fitFrame, type PixelSize } from '@mapwright/core/export/sizes';
import { DEFAULT_TILE_SIDE, planTiles, tileViewBox, type Tile } from '@mapwright/core/export/tiles';
import { svgWithViewBox } from './buildSvg';
import { PngStreamEncoder } from './pngStream';
import { ExportError } from './exportError';

/** Rows read from the tile canvases per step: bounds the ImageData held at once (8K: ~7.9 MB). */
const STRIP_ROWS = 256;

export interface RasteriseOptions {
  readonly frame: PixelSize;
  readonly output: PixelSize;
  /** Canvas fill under the SVG outside the frame (the letterbox bands); null = transparent. */
  readonly bandFill: string | null;
  readonly tileSide?: number;
  readonly dpi?: number;
  readonly signal?: AbortSignal;
  /** 0..1 */
  readonly onProgress?: (done: number) => void;
}

function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted)
    throw signal.reason instanceof Error ? signal.reason : new DOMException('Cancelled', 'AbortError');
}

async function loadSvgImage(markup: string, signal?: AbortSignal): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    throwIfAborted(signal);
    return image;
  } catch (error) {
    throwIfAborted(signal);
    throw new ExportError('draw', 'The browser could not draw the map image.', {}, error);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Draws one tile: the same SVG markup with the viewBox cut to the tile, on a canvas of the tile's size. */
async function drawTile(
  inner: string,
  tile: Tile,
  options: RasteriseOptions,
): Promise<CanvasRenderingContext2D> {
  const fit = fitFrame(options.frame, options.output);
  const image = await loadSvgImage(
    svgWithViewBox(inner, tile.width, tile.height, tileViewBox(tile, fit)),
    options.signal,
  );
  const canvas = document.createElement('canvas');
  canvas.width = tile.width;
  canvas.height = tile.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context)
    throw new ExportError('noRoom', 'The browser has no room for another image; try a smaller size.');
  if (options.bandFill) {
    context.fillStyle = options.bandFill;
    context.fillRect(0, 0, tile.width, tile.height);
  }
  context.drawImage(image, 0, 0, tile.width, tile.height);
  return context;
}

/**
 * The whole frame of `inner` drawn on one canvas of the output size (a frame of a video or a GIF: at
 * most slide size, well within a canvas), as a tile of the PNG's is drawn.
 */
export function drawWhole(inner: string, options: RasteriseOptions): Promise<CanvasRenderingContext2D> {
  const { width, height } = options.output;
  return drawTile(inner, { row: 0, column: 0, x: 0, y: 0, width, height }, options);
}

/**
 * The PNG of `inner` (the SVG body, see svgInner) at the output size: a grid of tiles of at most
 * `tileSide` px a side (docs/export.md), one row of tiles at a time; each row is read in strips of
 * STRIP_ROWS scanlines across its tiles into the streaming encoder. At most one row of tile canvases
 * exists at once.
 */
export async function rasterisePng(inner: string, options: RasteriseOptions): Promise<Blob> {
  const plan = planTiles(options.output, options.tileSide ?? DEFAULT_TILE_SIDE);
  const encoder = new PngStreamEncoder(options.output.width, options.output.height, { dpi: options.dpi });
  const width = options.output.width;
  let tilesDone = 0;
  try {
    for (let row = 0; row < plan.rows; row++) {
      throwIfAborted(options.signal);
      const tiles = plan.tiles.filter((t) => t.row === row);
      const contexts: CanvasRenderingContext2D[] = [];
      for (const tile of tiles) {
        contexts.push(await drawTile(inner, tile, options));
        tilesDone += 0.5;
        options.onProgress?.(tilesDone / plan.tiles.length);
      }
      const height = tiles[0]?.height ?? 0;
      const strip = new Uint8ClampedArray(width * 4 * Math.min(STRIP_ROWS, height));
      for (let y = 0; y < height; y += STRIP_ROWS) {
        throwIfAborted(options.signal);
        const rows = Math.min(STRIP_ROWS, height - y);
        tiles.forEach((tile, i) => {
          const data = contexts[i]?.getImageData(0, y, tile.width, rows).data;
          if (!data) return;
          for (let r = 0; r < rows; r++) {
            strip.set(data.subarray(r * tile.width * 4, (r + 1) * tile.width * 4), (r * width + tile.x) * 4);
          }
        });
        await encoder.writeRows(strip, rows);
        options.onProgress?.((tilesDone + ((y + rows) / height) * 0.5 * tiles.length) / plan.tiles.length);
      }
      tilesDone += 0.5 * tiles.length;
      for (const context of contexts) {
        // Frees the canvas memory now rather than at the next garbage collection.
        context.canvas.width = 0;
        context.canvas.height = 0;
      }
    }
    return await encoder.finish();
  } catch (error) {
    encoder.abort();
    throw error;
  }
}
