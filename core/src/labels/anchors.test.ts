import { describe, expect, it } from 'vitest';
import { anchorOf, labelAnchors } from './anchors';
import { pointInRings } from './rings';
import { boomerang, crescent, division, gridLevel, rect } from './test-levels';

describe('label anchors', () => {
  it('puts a crescent’s anchor inside it, where its box centre is not', () => {
    const shape = division('C', 'Crescent', [crescent(500, 500, 300)]);
    const anchor = anchorOf(shape);
    expect(anchor).toBeDefined();
    if (!anchor) return;
    expect(pointInRings(anchor.x, anchor.y, anchor.rings)).toBe(true);
    expect(pointInRings(500, 500, anchor.rings)).toBe(false);
    expect(anchor.room).toBeGreaterThan(20);
  });

  it('puts a Croatia-like shape’s anchor inside it, with room to its nearest edge', () => {
    const anchor = anchorOf(division('HR', 'Boomerang', [boomerang(100, 100, 100)]));
    expect(anchor && pointInRings(anchor.x, anchor.y, anchor.rings)).toBe(true);
    // The arms are 100 wide: the largest circle inside is about half that across.
    expect(anchor?.room).toBeGreaterThan(40);
    expect(anchor?.room).toBeLessThan(80);
  });

  it('labels the largest polygon of a multipolygon, with holes kept out and islands counted in the area', () => {
    const big = rect(100, 100, 400, 400);
    const hole = rect(200, 200, 200, 200).reverse();
    const island = rect(700, 700, 50, 50);
    const anchor = anchorOf(division('M', 'Many', [island, big, hole]));
    expect(anchor).toBeDefined();
    if (!anchor) return;
    expect(anchor.x).toBeGreaterThan(100);
    expect(anchor.x).toBeLessThan(500);
    expect(pointInRings(anchor.x, anchor.y, anchor.rings)).toBe(true);
    // Not in the hole.
    expect(anchor.x > 200 && anchor.x < 400 && anchor.y > 200 && anchor.y < 400).toBe(false);
    expect(anchor.area).toBeCloseTo(400 * 400 - 200 * 200 + 50 * 50, 0);
  });

  it('computes a level’s anchors once and keeps them for the same level object', () => {
    const level = gridLevel(1, 3);
    const first = labelAnchors(level);
    expect(first.size).toBe(9);
    expect(labelAnchors(level)).toBe(first);
    expect(labelAnchors({ ...level })).not.toBe(first);
  });

  it('skips a division with no shape', () => {
    expect(anchorOf({ ...division('E', 'Empty', [rect(0, 0, 1, 1)]), d: '' })).toBeUndefined();
  });
});
