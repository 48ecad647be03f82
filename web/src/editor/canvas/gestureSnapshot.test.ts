import { describe, expect, it } from 'vitest';
import { MAX_PIXELS, pictureSvg, SNAPSHOT_MARGIN } from './gestureSnapshot';

/** The width, height and viewBox of a picture's svg. */
function sizeOf(svg: string | undefined) {
  const attr = (name: string) => svg?.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
  return {
    width: Number(attr('width')),
    height: Number(attr('height')),
    viewBox: attr('viewBox')?.split(' ').map(Number),
  };
}

describe('pictureSvg', () => {
  it('reaches the margin past the frame on each side, at the screen resolution', () => {
    const svg = pictureSvg('0 0 1600 900', '<g data-element="map"/>', 0.5);
    const grow = 1 + 2 * SNAPSHOT_MARGIN;
    expect(sizeOf(svg)).toEqual({
      width: 1600 * grow * 0.5,
      height: 900 * grow * 0.5,
      viewBox: [-1600 * SNAPSHOT_MARGIN, -900 * SNAPSHOT_MARGIN, 1600 * grow, 900 * grow],
    });
    // The groups inside, stretched exactly over the canvas (which the CSS places the same way).
    expect(svg).toContain('<g data-element="map"/></svg>');
    expect(svg).toContain('preserveAspectRatio="none"');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
  });

  it('keeps a frame that does not start at the origin where it is', () => {
    expect(sizeOf(pictureSvg('100, 50, 200, 100', '', 1)).viewBox).toEqual([
      100 - 200 * SNAPSHOT_MARGIN,
      50 - 100 * SNAPSHOT_MARGIN,
      200 * (1 + 2 * SNAPSHOT_MARGIN),
      100 * (1 + 2 * SNAPSHOT_MARGIN),
    ]);
  });

  it('draws a very large frame at a lower resolution, its shape kept', () => {
    const { width, height } = sizeOf(pictureSvg('0 0 4000 3000', '', 4));
    expect(width * height).toBeLessThanOrEqual(MAX_PIXELS * 1.001);
    expect(width * height).toBeGreaterThan(MAX_PIXELS * 0.99);
    expect(width / height).toBeCloseTo(4 / 3, 2);
  });

  it('draws nothing without a frame to draw', () => {
    expect(pictureSvg(undefined, '', 1)).toBeUndefined();
    expect(pictureSvg('0 0 100', '', 1)).toBeUndefined();
    expect(pictureSvg('0 0 0 100', '', 1)).toBeUndefined();
    expect(pictureSvg('0 0 a 100', '', 1)).toBeUndefined();
    expect(pictureSvg('0 0 100 100', '', 0)).toBeUndefined();
  });
});
