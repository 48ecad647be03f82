import { describe, expect, it } from 'vitest';
import { nearestSnap } from './snaps';

describe('nearestSnap', () => {
  it('lands a slow release on the nearest height', () => {
    expect(nearestSnap(320, 1000, 0)).toBe('peek');
    expect(nearestSnap(500, 1000, 0)).toBe('half');
    expect(nearestSnap(800, 1000, 0)).toBe('full');
  });

  it('closes a sheet dragged well below its lowest height', () => {
    expect(nearestSnap(120, 1000, 0)).toBe('closed');
  });

  it('carries a flick on to the next height in its direction', () => {
    expect(nearestSnap(320, 1000, -1)).toBe('half');
    expect(nearestSnap(540, 1000, 1)).toBe('peek');
    expect(nearestSnap(280, 1000, 1)).toBe('closed');
    expect(nearestSnap(950, 1000, -1)).toBe('full');
  });
});
