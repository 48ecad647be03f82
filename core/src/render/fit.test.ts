import { describe, expect, it } from 'vitest';
import type { BBox } from '../geo/projected-level';
import { fitBounds, fitBox } from './fit';

const frame = { width: 1080, height: 1920 };
const even = { top: 54, right: 54, bottom: 54, left: 54 };

/** Where a map-space box lands in the frame under a transform. */
function placed(t: { scale: number; x: number; y: number }, [x0, y0, x1, y1]: BBox): BBox {
  return [x0 * t.scale + t.x, y0 * t.scale + t.y, x1 * t.scale + t.x, y1 * t.scale + t.y];
}

describe('fitting the map to the frame', () => {
  it('fits a wide map to the width inside the margins, centred in the frame', () => {
    const box = fitBox(frame, even);
    expect(box).toEqual([54, 54, 1026, 1866]);
    const map: BBox = [100, 200, 300, 300];
    const [x0, y0, x1, y1] = placed(fitBounds([map], box), map);
    expect(x0).toBeCloseTo(54, 9);
    expect(x1).toBeCloseTo(1026, 9);
    expect((y0 + y1) / 2).toBeCloseTo(960, 9);
    expect(y0).toBeGreaterThan(54);
  });

  it('fits a tall map to the height, and keeps uneven margins free', () => {
    const margins = { top: 100, right: 20, bottom: 300, left: 80 };
    const box = fitBox(frame, margins);
    const map: BBox = [0, 0, 10, 100];
    const [x0, y0, x1, y1] = placed(fitBounds([map], box), map);
    expect(y0).toBeCloseTo(100, 9);
    expect(y1).toBeCloseTo(1920 - 300, 9);
    expect(x0).toBeGreaterThanOrEqual(80);
    expect(x1).toBeLessThanOrEqual(1080 - 20);
    // Centred between the left and right margins.
    expect((x0 + x1) / 2).toBeCloseTo(80 + (1080 - 100) / 2, 9);
  });

  it('keeps every box given in view: the union of them is what is fitted', () => {
    const box = fitBox(frame, even);
    const mainland: BBox = [0, 0, 100, 100];
    const faraway: BBox = [300, 350, 320, 400];
    const t = fitBounds([mainland, faraway], box);
    for (const b of [mainland, faraway]) {
      const [x0, y0, x1, y1] = placed(t, b);
      expect(x0).toBeGreaterThanOrEqual(54 - 1e-9);
      expect(y0).toBeGreaterThanOrEqual(54 - 1e-9);
      expect(x1).toBeLessThanOrEqual(1026 + 1e-9);
      expect(y1).toBeLessThanOrEqual(1866 + 1e-9);
    }
    expect(t.scale).toBeLessThan(fitBounds([mainland], box).scale);
    // Empty boxes (a level with nothing drawn) count for nothing.
    expect(fitBounds([mainland, [1, 1, 0, 0]], box)).toEqual(fitBounds([mainland], box));
  });

  it('keeps room above for a title, and never squashes the map to nothing', () => {
    const box = fitBox({ width: 1600, height: 900 }, { top: 45, right: 45, bottom: 45, left: 45 }, 60);
    expect(box).toEqual([45, 105, 1555, 795]);
    const squashed = fitBox({ width: 1000, height: 900 }, { top: 500, right: 600, bottom: 500, left: 600 });
    expect(squashed[2] - squashed[0]).toBeCloseTo(100, 9);
    expect(squashed[3] - squashed[1]).toBeCloseTo(300, 9);
  });

  it('centres an empty map without scaling it', () => {
    expect(fitBounds([], [0, 0, 100, 50])).toEqual({ scale: 1, x: 50, y: 25 });
  });
});
