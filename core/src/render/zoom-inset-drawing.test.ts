import { describe, expect, it } from 'vitest';
import type { BBox, ProjectedLevel } from '../geo/projected-level';
import { DivisionLocator } from '../geo/division-locator';
import { captionOf, drawnZoomInset, MIN_DRAWN_PX, placeBox, zoomFor } from './zoom-inset-drawing';
import { zoomInsetBox } from './render-zoom-insets';

const square = (id: string, name: string, [x0, y0, x1, y1]: BBox) => ({
  id,
  name,
  d: `M${x0},${y0}L${x1},${y0}L${x1},${y1}L${x0},${y1}Z`,
  bbox: [x0, y0, x1, y1] as const,
  centroid: [(x0 + x1) / 2, (y0 + y1) / 2] as const,
});

/**
 * A country filling the left two thirds of a 900 x 600 map space, its right third sea: a large west
 * (0–600 x 0–600) with a crowded capital region of four small divisions near its right edge.
 */
function country(): ProjectedLevel {
  return {
    level: 2,
    space: { width: 900, height: 600 },
    extent: [0, 0, 900, 600],
    borders: '',
    divisions: [
      square('W', 'West', [0, 0, 600, 300]),
      square('S', 'South', [0, 300, 600, 600]),
      square('C1', 'Capital', [500, 200, 520, 220]),
      square('C2', 'North suburb', [520, 200, 540, 220]),
      square('C3', 'Big suburb', [500, 220, 545, 245]),
    ],
  } as unknown as ProjectedLevel;
}

const bounds: BBox = [0, 0, 900, 600];

describe('a drawn zoom inset (decision "A drawn zoom inset is placed in the nearest free corner")', () => {
  it('a rectangle smaller than a few frame pixels is a click: nothing is made', () => {
    const input = { area: [500, 200, 502, 240] as BBox, bounds, level: country(), existing: [] };
    expect(drawnZoomInset({ ...input, mapScale: 1 })).toBeUndefined();
    expect(drawnZoomInset({ ...input, mapScale: MIN_DRAWN_PX })).toBeDefined();
  });

  it('magnifies the area so the box is about a third of the shown map, within the box limits', () => {
    const zoom = zoomFor([495, 195, 550, 250], bounds);
    const box = zoomInsetBox({ area: [495, 195, 550, 250], x: 0, y: 0, zoom });
    expect(box[2] - box[0]).toBeCloseTo(0.3 * 600, 0);
    // A large area is only magnified as far as the box stays under half of what is shown, never below 1.
    expect(zoomFor([0, 0, 400, 100], bounds)).toBe(1);
    const wide = zoomFor([0, 0, 300, 20], [0, 0, 2000, 100]);
    expect(300 * wide).toBeLessThanOrEqual(0.45 * 2000);
    expect(20 * wide).toBeLessThanOrEqual(0.45 * 100);
    expect(zoomFor([0, 0, 0.001, 0.001], bounds)).toBe(50);
  });

  it('goes to the corner where the map leaves room, nearest the area', () => {
    const level = country();
    const inset = drawnZoomInset({ area: [495, 195, 550, 250], mapScale: 1, bounds, level, existing: [] });
    expect(inset).toBeDefined();
    if (!inset) return;
    const box = zoomInsetBox(inset);
    // Over the sea on the right, not over the land, the capital region or off the map.
    expect(box[0]).toBeGreaterThanOrEqual(600);
    expect(box[2]).toBeLessThanOrEqual(900);
    expect(box[1]).toBeGreaterThanOrEqual(0);
    expect(box[3]).toBeLessThanOrEqual(600);
    // A corner before the middle of the edge; of the sea's two corners, the top one, nearer the area.
    expect(box[1]).toBeLessThan(60);
    expect(inset.id).toBe('zoom-1');
    expect(inset.area).toEqual([495, 195, 550, 250]);
  });

  it('keeps clear of the obstacles it is told of (another inset, the legend)', () => {
    const locator = new DivisionLocator(country());
    const topRight: BBox = [700, 0, 900, 200];
    const [x, y] = placeBox([150, 150], [495, 195, 550, 250], bounds, locator, [topRight]);
    const box: BBox = [x, y, x + 150, y + 150];
    expect(box[0]).toBeGreaterThanOrEqual(600);
    expect(box[1]).toBeGreaterThanOrEqual(200);
  });

  it('takes a fresh id beside the insets there are', () => {
    const inset = drawnZoomInset({
      area: [495, 195, 550, 250],
      mapScale: 1,
      bounds,
      level: country(),
      existing: [{ id: 'zoom-1' }, { id: 'paris' }],
    });
    expect(inset?.id).toBe('zoom-2');
  });

  it('is captioned with the largest division wholly inside, else the one covering most of it', () => {
    const level = country();
    const locator = new DivisionLocator(level);
    expect(captionOf([495, 195, 550, 250], level, locator)).toBe('Big suburb');
    expect(captionOf([10, 10, 100, 100], level, locator)).toBe('West');
    expect(captionOf([100, 250, 200, 400], level, locator)).toBe('South');
    expect(captionOf([700, 10, 800, 100], level, locator)).toBe('');
  });
});
