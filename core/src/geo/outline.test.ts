import { describe, expect, it } from 'vitest';
import type { FeatureCollection } from 'geojson';
import { topology } from 'topojson-server';
import type { Topology } from 'topojson-specification';
import { drawOutline } from './outline';

function square(lon: number, lat: number, size: number) {
  return {
    type: 'Polygon' as const,
    coordinates: [
      [
        [lon, lat],
        [lon, lat + size],
        [lon + size, lat + size],
        [lon + size, lat],
        [lon, lat],
      ],
    ],
  };
}

/** Every x,y pair in a path string. */
function points(d: string): [number, number][] {
  return [...d.matchAll(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

describe('drawOutline', () => {
  // A wide shape: two squares side by side.
  const topo = topology({
    outline: <FeatureCollection>{
      type: 'FeatureCollection',
      features: [square(10, 10, 1), square(11, 10, 1)].map((geometry) => ({
        type: 'Feature' as const,
        properties: {},
        geometry,
      })),
    },
  }) as unknown as Topology;

  it('fits the outline inside the box and centres it', () => {
    const drawing = drawOutline(topo, 'outline', { type: 'mercator' }, { width: 100, height: 100 });
    const pts = points(drawing.d);
    expect(pts.length).toBeGreaterThan(4);
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    expect(Math.min(...xs)).toBeCloseTo(0, 0);
    expect(Math.max(...xs)).toBeCloseTo(100, 0);
    // About half as tall as wide, centred vertically.
    const top = Math.min(...ys);
    const bottom = Math.max(...ys);
    expect(bottom - top).toBeGreaterThan(40);
    expect(bottom - top).toBeLessThan(60);
    expect((top + bottom) / 2).toBeCloseTo(50, 0);
  });

  it('names a missing object clearly', () => {
    expect(() => drawOutline(topo, 'nope', { type: 'mercator' }, { width: 10, height: 10 })).toThrow(
      /"nope"/,
    );
  });
});
