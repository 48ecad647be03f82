import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  drawPiece,
  frameOf,
  intersect,
  MAX_PIXELS,
  pictureArea,
  pictureScale,
  pieceSvg,
  SNAPSHOT_MARGIN,
} from './gestureSnapshot';

const FRAME = { x: 0, y: 0, width: 1600, height: 900 };

describe('the gesture picture', () => {
  it('reads the frame from a viewBox, and nothing from one that is not a box', () => {
    expect(frameOf('0 0 1600 900')).toEqual(FRAME);
    expect(frameOf(' 100, 50, 200, 100 ')).toEqual({ x: 100, y: 50, width: 200, height: 100 });
    for (const bad of [undefined, null, '', '0 0 100', '0 0 0 100', '0 0 a 100', '0 0 100 -1'])
      expect(frameOf(bad)).toBeUndefined();
  });

  it('covers the frame and the margin on each side', () => {
    const grow = 1 + 2 * SNAPSHOT_MARGIN;
    expect(pictureArea({ x: 100, y: 50, width: 200, height: 100 })).toEqual({
      x: 100 - 200 * SNAPSHOT_MARGIN,
      y: 50 - 100 * SNAPSHOT_MARGIN,
      width: 200 * grow,
      height: 100 * grow,
    });
  });

  it("is drawn at the screen's resolution, lower only past MAX_PIXELS", () => {
    expect(pictureScale(FRAME, 0.5)).toBe(0.5);
    const big = { x: 0, y: 0, width: 4000, height: 3000 };
    const scale = pictureScale(big, 4);
    const area = pictureArea(big);
    expect(area.width * scale * area.height * scale).toBeCloseTo(MAX_PIXELS, -3);
  });

  it("draws a piece's groups over its box, stretched exactly over its canvas", () => {
    const svg = pieceSvg({ x: -10.5, y: 20, width: 300, height: 100 }, '<g data-element="map"/>', 2);
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200" viewBox="-10.5 20 300 100" ' +
        'preserveAspectRatio="none"><g data-element="map"/></svg>',
    );
    // Never an empty image, however small the piece.
    expect(pieceSvg({ x: 0, y: 0, width: 0.1, height: 0.1 }, '', 1)).toContain('width="1" height="1"');
  });

  it('clips a piece to the picture, and drops one outside it', () => {
    const area = pictureArea(FRAME);
    expect(intersect({ x: -2000, y: 100, width: 2100, height: 50 }, area)).toEqual({
      x: area.x,
      y: 100,
      width: 100 - area.x,
      height: 50,
    });
    expect(intersect({ x: 5000, y: 0, width: 10, height: 10 }, area)).toBeUndefined();
  });
});

describe('drawPiece', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the decoded layer, unless the map changed while it decoded', async () => {
    vi.stubGlobal(
      'XMLSerializer',
      class {
        serializeToString() {
          return '<g/>';
        }
      },
    );
    vi.stubGlobal(
      'Image',
      class {
        src = '';
        decode() {
          return Promise.resolve();
        }
      },
    );
    const context = { drawImage: vi.fn(), getImageData: vi.fn() };
    const layer = { children: [{}] } as unknown as Element;
    const box = { x: 10, y: 10, width: 100, height: 50 };
    const area = { x: 0, y: 0, width: 400, height: 300 };
    await drawPiece(context as unknown as OffscreenCanvasRenderingContext2D, layer, box, area, 2, () => true);
    expect(context.drawImage).toHaveBeenCalledTimes(1);
    expect(context.drawImage.mock.calls[0]?.slice(1)).toEqual([20, 20, 200, 100]);
    // A paint during the decode: the stale layer is not rasterised on the main thread.
    await drawPiece(
      context as unknown as OffscreenCanvasRenderingContext2D,
      layer,
      box,
      area,
      2,
      () => false,
    );
    expect(context.drawImage).toHaveBeenCalledTimes(1);
  });
});
