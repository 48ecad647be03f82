import { describe, expect, it } from 'vitest';
import {
  crc32,
  filterRowsSub,
  fitFrame,
  ihdrRgba,
  isLetterboxed,
  outputSize,
  pdfPagePlan,
  defaultPdfPage,
  framePageLabel,
  pdfPageName,
  frameForSize,
  shapeName,
  planTiles,
  pngChunk,
  sizeProblem,
  tileViewBox,
  MAX_EXPORT_SIDE,
} from './index';

const FRAME = { width: 1600, height: 900 };

describe('export sizes', () => {
  it('gives each preset its size; width-only presets keep the frame aspect', () => {
    expect(outputSize({ preset: 'frame' }, FRAME)).toEqual(FRAME);
    expect(outputSize({ preset: 'social-square' }, FRAME)).toEqual({ width: 1080, height: 1080 });
    expect(outputSize({ preset: 'story' }, FRAME)).toEqual({ width: 1080, height: 1920 });
    expect(outputSize({ preset: 'slide' }, FRAME)).toEqual({ width: 1920, height: 1080 });
    expect(outputSize({ preset: '4k' }, FRAME)).toEqual({ width: 3840, height: 2160 });
    expect(outputSize({ preset: '8k' }, FRAME)).toEqual({ width: 7680, height: 4320 });
    expect(outputSize({ preset: '8k' }, { width: 1080, height: 1350 })).toEqual({
      width: 7680,
      height: 9600,
    });
  });

  it('uses print sizes at 300 dpi in the frame orientation', () => {
    expect(outputSize({ preset: 'a4-300' }, { width: 794, height: 1123 })).toEqual({
      width: 2480,
      height: 3508,
    });
    expect(outputSize({ preset: 'a4-300' }, FRAME)).toEqual({ width: 3508, height: 2480 });
    expect(outputSize({ preset: 'a3-300' }, { width: 100, height: 200 })).toEqual({
      width: 3508,
      height: 4961,
    });
  });

  it('takes custom sizes and a DPI relative to the 96 dpi frame', () => {
    expect(outputSize({ preset: 'custom', width: 1234, height: 567 }, FRAME)).toEqual({
      width: 1234,
      height: 567,
    });
    expect(outputSize({ preset: 'dpi', dpi: 300 }, FRAME)).toEqual({ width: 5000, height: 2813 });
  });

  it('says what is wrong with a size', () => {
    expect(sizeProblem({ width: 3840, height: 2160 })).toBeNull();
    expect(sizeProblem({ width: 10, height: 2160 })).toMatch(/at least 16/);
    expect(sizeProblem({ width: MAX_EXPORT_SIDE + 1, height: 100 })).toMatch(/at most/);
    expect(sizeProblem({ width: 16_000, height: 16_000 })).toMatch(/megapixels/);
    expect(sizeProblem({ width: 10.5, height: 100 })).toMatch(/whole/);
  });

  it('fits the frame inside another aspect ratio, centred', () => {
    expect(fitFrame(FRAME, { width: 3840, height: 2160 })).toEqual({ scale: 2.4, x: 0, y: 0 });
    const square = fitFrame(FRAME, { width: 1080, height: 1080 });
    expect(square.scale).toBeCloseTo(0.675);
    expect(square.x).toBe(0);
    expect(square.y).toBeCloseTo((1080 - 900 * 0.675) / 2);
    expect(isLetterboxed(FRAME, { width: 1080, height: 1080 })).toBe(true);
    expect(isLetterboxed(FRAME, { width: 7680, height: 4320 })).toBe(false);
  });

  it('plans a PDF page in points with the frame inside the margins', () => {
    const plan = pdfPagePlan('A4', 'landscape', FRAME);
    expect(plan.width).toBeCloseTo(841.89, 1);
    expect(plan.height).toBeCloseTo(595.28, 1);
    const margin = (10 / 25.4) * 72;
    expect(plan.fit.x).toBeCloseTo(margin);
    expect(FRAME.width * plan.fit.scale).toBeCloseTo(plan.width - 2 * margin);
    expect(plan.fit.y + FRAME.height * plan.fit.scale).toBeLessThanOrEqual(plan.height - margin + 1e-9);
  });
});

describe('tiles', () => {
  it('keeps one tile when the image fits and covers the image exactly otherwise', () => {
    expect(planTiles({ width: 3840, height: 2160 }).tiles).toHaveLength(1);
    const plan = planTiles({ width: 7680, height: 4320 }, 4096);
    expect([plan.columns, plan.rows]).toEqual([2, 2]);
    let area = 0;
    for (const tile of plan.tiles) {
      expect(tile.width).toBeLessThanOrEqual(4096);
      expect(tile.height).toBeLessThanOrEqual(4096);
      area += tile.width * tile.height;
    }
    expect(area).toBe(7680 * 4320);
    expect(plan.tiles.map((t) => [t.x, t.y])).toEqual([
      [0, 0],
      [3840, 0],
      [0, 2160],
      [3840, 2160],
    ]);
  });

  it('cuts the viewBox so that tile pixels map back to frame units', () => {
    const fit = fitFrame(FRAME, { width: 7680, height: 4320 });
    const plan = planTiles({ width: 7680, height: 4320 }, 4096);
    expect(tileViewBox(plan.tiles[0]!, fit)).toBe('0 0 800 450');
    expect(tileViewBox(plan.tiles[3]!, fit)).toBe('800 450 800 450');
    const boxed = fitFrame(FRAME, { width: 1080, height: 1080 });
    const [x, y] = tileViewBox(planTiles({ width: 1080, height: 1080 }).tiles[0]!, boxed)
      .split(' ')
      .map(Number);
    expect(x).toBe(0);
    expect(y).toBeLessThan(0); // the band above the frame
  });
});

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('png bytes', () => {
  it('computes the standard CRC-32 and frames chunks', () => {
    expect(crc32(ascii('123456789'))).toBe(0xcbf43926);
    const both = crc32(ascii('6789'), crc32(ascii('12345')));
    expect(both).toBe(0xcbf43926);
    const chunk = pngChunk('IEND', new Uint8Array(0));
    expect([...chunk]).toEqual([0, 0, 0, 0, 73, 69, 78, 68, 0xae, 0x42, 0x60, 0x82]);
    const ihdr = ihdrRgba(7680, 4320);
    expect(new DataView(ihdr.buffer).getUint32(8)).toBe(7680);
    expect(new DataView(ihdr.buffer).getUint32(12)).toBe(4320);
  });

  it('filters rows with Sub so that undoing the filter gives the pixels back', () => {
    const width = 3;
    const rows = 2;
    const rgba = Uint8Array.from({ length: width * rows * 4 }, (_, i) => (i * 37 + 11) % 256);
    const out = new Uint8Array(rows * (1 + width * 4));
    filterRowsSub(rgba, width, rows, out);
    const back = new Uint8Array(rgba.length);
    for (let r = 0; r < rows; r++) {
      expect(out[r * 13]).toBe(1);
      for (let i = 0; i < width * 4; i++) {
        const left = i >= 4 ? (back[r * 12 + i - 4] ?? 0) : 0;
        back[r * 12 + i] = ((out[r * 13 + 1 + i] ?? 0) + left) & 0xff;
      }
    }
    expect([...back]).toEqual([...rgba]);
  });
});

describe('the PDF page (decision "A PDF\'s page is the frame\'s own size unless the frame is paper")', () => {
  it('is the frame’s own size unless the frame is a paper preset, which keeps its paper', () => {
    expect(defaultPdfPage({ preset: 'square-post', width: 1080, height: 1080 })).toEqual({
      page: 'frame',
      orientation: 'portrait',
    });
    expect(defaultPdfPage({ preset: 'custom', width: 1600, height: 900 }).page).toBe('frame');
    expect(defaultPdfPage({ preset: 'a4-landscape', width: 1123, height: 794 })).toEqual({
      page: 'A4',
      orientation: 'landscape',
    });
    expect(defaultPdfPage({ preset: 'a3-portrait', width: 1123, height: 1587 }).page).toBe('A3');
  });

  it('a frame page is the frame at 96 px per inch, the frame filling it from corner to corner', () => {
    const plan = pdfPagePlan('frame', 'landscape', { width: 1080, height: 1080 });
    expect(plan).toEqual({
      paper: 'frame',
      orientation: 'portrait',
      width: 810,
      height: 810,
      fit: { scale: 0.75, x: 0, y: 0 },
    });
  });

  it('names the file by what the page is', () => {
    expect(pdfPageName('frame', 'portrait', { preset: 'square-post', width: 1080, height: 1080 })).toBe(
      'square-post-286x286mm',
    );
    expect(pdfPageName('frame', 'landscape', { preset: 'custom', width: 1600, height: 900 })).toBe(
      'frame-423x238mm',
    );
    expect(pdfPageName('A4', 'landscape', { preset: 'custom', width: 1600, height: 900 })).toBe(
      'A4-landscape',
    );
    expect(framePageLabel({ preset: 'square-post', width: 1080, height: 1080 })).toBe(
      'The frame’s own size (Square post, 286 × 286 mm)',
    );
  });
});

describe('an export size of another shape (decision "An export size of another shape offers to change the frame")', () => {
  const desktop = { width: 1600, height: 900 };
  it('names the frame that gives the size its shape', () => {
    expect(frameForSize({ preset: 'social-square' }, desktop)).toBe('square-post');
    expect(frameForSize({ preset: 'story' }, desktop)).toBe('story');
    expect(frameForSize({ preset: 'a4-300' }, desktop)).toBe('a4-landscape');
    expect(frameForSize({ preset: 'a3-300' }, { width: 900, height: 1600 })).toBe('a3-portrait');
    expect(frameForSize({ preset: 'custom', width: 1080, height: 1350 }, desktop)).toBe('portrait-post');
    expect(frameForSize({ preset: 'custom', width: 3000, height: 1000 }, desktop)).toEqual({
      width: 3000,
      height: 1000,
    });
    expect(frameForSize({ preset: 'custom', width: 16000, height: 8000 }, desktop)).toEqual({
      width: 10000,
      height: 5000,
    });
  });

  it('says a shape in words', () => {
    expect(shapeName({ width: 1080, height: 1080 })).toBe('square');
    expect(shapeName(desktop)).toBe('16:9');
    expect(shapeName({ width: 1080, height: 1350 })).toBe('4:5');
    expect(shapeName({ width: 1123, height: 794 })).toBe('1123 × 794');
  });
});
