import { describe, expect, it } from 'vitest';
import { heightStyle, nearestSnap, nextHeight } from './snaps';

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

describe('a sheet as tall as its content', () => {
  it('lies between peek and its cap, and its handle shows full height next', () => {
    expect(heightStyle('content', 'half')).toEqual({ minHeight: '30%', maxHeight: '55%' });
    expect(heightStyle('content', 'full')).toEqual({ minHeight: '30%', maxHeight: '94%' });
    expect(heightStyle('half', 'full')).toEqual({ height: '55%' });
    expect(nextHeight('content')).toBe('full');
    expect(nextHeight('peek')).toBe('half');
    expect(nextHeight('full')).toBe('peek');
  });
});
