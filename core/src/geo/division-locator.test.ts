import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DivisionLocator } from './division-locator';
import type { ProjectedLevel } from './projected-level';

/** A 10 x 6 grid of 100-unit squares, with a ring-shaped division (a hole) drawn last over two of them. */
function level(): ProjectedLevel {
  const squares = Array.from({ length: 60 }, (_, i) => {
    const x = (i % 10) * 100;
    const y = Math.floor(i / 10) * 100;
    return {
      id: `S${i}`,
      name: `S${i}`,
      d: `M${x},${y}L${x + 100},${y}L${x + 100},${y + 100}L${x},${y + 100}Z`,
      bbox: [x, y, x + 100, y + 100] as const,
      centroid: [x + 50, y + 50] as const,
    };
  });
  const ring = {
    id: 'RING',
    name: 'Ring',
    d: 'M150,150L350,150L350,250L150,250ZM200,175L300,175L300,225L200,225Z',
    bbox: [150, 150, 350, 250] as const,
    centroid: [250, 200] as const,
  };
  const empty = { id: 'EMPTY', name: 'Empty', d: '', bbox: [0, 0, 0, 0] as const, centroid: [0, 0] as const };
  return {
    level: 2,
    space: { width: 1000, height: 600 },
    extent: [0, 0, 1000, 600],
    borders: '',
    divisions: [...squares, ring, empty],
  } as unknown as ProjectedLevel;
}

describe('DivisionLocator', () => {
  const locator = new DivisionLocator(level());

  it('finds the square under a point, anywhere on the level', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 999.5, noNaN: true }),
        fc.double({ min: 0.5, max: 599.5, noNaN: true }),
        (x, y) => {
          const inRing =
            x > 150 && x < 350 && y > 150 && y < 250 && !(x > 200 && x < 300 && y > 175 && y < 225);
          const square = `S${Math.floor(y / 100) * 10 + Math.floor(x / 100)}`;
          if (Math.abs(x - 150) < 1e-9 || Math.abs(x - 350) < 1e-9 || Math.abs(y - 150) < 1e-9) return;
          expect(locator.at(x, y)).toBe(inRing ? 'RING' : square);
        },
      ),
    );
  });

  it('prefers the division drawn last, and sees through its hole', () => {
    expect(locator.at(160, 160)).toBe('RING');
    expect(locator.at(250, 200)).toBe('S22');
  });

  it('finds nothing off the land', () => {
    expect(locator.at(-20, 50)).toBeUndefined();
    expect(locator.at(500, 700)).toBeUndefined();
  });

  it('tests a moved division where it is drawn', () => {
    // S59 moved over S0: drawn after it, so on top of it; S0 moved under S35, which stays on top.
    const offsets = { S59: { dx: -900, dy: -500 }, S0: { dx: 500, dy: 300 } };
    expect(locator.at(50, 50, offsets)).toBe('S59');
    expect(locator.at(950, 550, offsets)).toBeUndefined();
    expect(locator.at(550, 350, offsets)).toBe('S35');
    expect(locator.at(50, 50)).toBe('S0');
  });
});
