import { describe, expect, it } from 'vitest';
import { cornerScale, insetBoxAt } from './inset-hit';

const zoom = {
  id: 'z',
  caption: '',
  area: [0, 0, 10, 10] as [number, number, number, number],
  x: 100,
  y: 100,
  zoom: 5,
  showArea: true,
};
const territory = { id: 'guyane', box: [80, 80, 200, 200] };

describe('inset boxes on the map (decision "Insets are moved and resized on the map")', () => {
  it('finds the zoom inset over a territory inset, and the territory inset elsewhere in its box', () => {
    expect(insetBoxAt([zoom], [territory], 120, 120, 4)).toMatchObject({
      kind: 'zoomInset',
      id: 'z',
      grip: false,
    });
    expect(insetBoxAt([zoom], [territory], 90, 90, 4)).toMatchObject({
      kind: 'inset',
      id: 'guyane',
      grip: false,
    });
    expect(insetBoxAt([zoom], [territory], 300, 300, 4)).toBeUndefined();
  });

  it('finds the grip at the bottom-right corner, a little past it too', () => {
    expect(insetBoxAt([zoom], [], 148, 148, 4)).toMatchObject({ kind: 'zoomInset', grip: true });
    expect(insetBoxAt([zoom], [], 151, 151, 4)).toMatchObject({ kind: 'zoomInset', grip: true });
    expect(insetBoxAt([zoom], [], 140, 148, 4)).toMatchObject({ grip: false });
    expect(insetBoxAt([], [territory], 199, 199, 4)).toMatchObject({ kind: 'inset', grip: true });
  });

  it('the last zoom inset drawn is on top', () => {
    const other = { ...zoom, id: 'y' };
    expect(insetBoxAt([zoom, other], [], 120, 120, 4)?.id).toBe('y');
  });

  it('a corner drag scales the box along its diagonal, never to nothing', () => {
    expect(cornerScale([0, 0, 100, 50], 100, 50)).toBeCloseTo(2);
    expect(cornerScale([0, 0, 100, 50], -50, -25)).toBeCloseTo(0.5);
    expect(cornerScale([0, 0, 100, 100], 50, 0)).toBeCloseTo(1.25);
    expect(cornerScale([0, 0, 100, 100], -500, -500)).toBeGreaterThan(0);
  });
});
