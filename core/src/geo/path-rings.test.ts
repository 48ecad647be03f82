import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ringsOf, subpathsOf } from './path-rings';

describe('ringsOf', () => {
  it('reads every number as Number() does, whatever its form', () => {
    const number = fc.oneof(
      fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((v) => String(v)),
      fc.integer({ min: -100_000, max: 100_000 }).map((v) => (v / 10).toFixed(1)),
      fc.double({ min: 1e-9, max: 1e-3, noNaN: true }).map((v) => v.toExponential()),
      fc.stringMatching(/^-?[0-9]{1,20}\.[0-9]{1,20}$/),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(number, number), { minLength: 3, maxLength: 12 }), (points) => {
        const d = `M${points.map(([x, y]) => `${x},${y}`).join('L')}Z`;
        const expected = points.flatMap(([x, y]) => [Number(x), Number(y)]);
        expect([...(ringsOf(d)[0] ?? [])]).toEqual(expected);
      }),
    );
  });

  it('splits rings at each move and drops rings of fewer than three points', () => {
    const rings = ringsOf('M0,0L4,0L4,4ZM1,1L2,2ZM5,5L9,5L9,9L5,9Z');
    expect(rings.map((ring) => ring.length)).toEqual([6, 8]);
  });
});

describe('ringsOf with relative and one-axis commands', () => {
  it("reads relative offsets, a moveto's implicit linetos and H/V as absolute points", () => {
    const rings = ringsOf('m1,1 2,0l0 2h-2v-1z M10,10l.5.5-1 0L8,8Z');
    expect(rings.map((ring) => [...ring])).toEqual([
      [1, 1, 3, 1, 3, 3, 1, 3, 1, 2],
      [10, 10, 10.5, 10.5, 9.5, 10.5, 8, 8],
    ]);
  });

  it('reads the relative text of any ring as its absolute points', () => {
    const point = fc.tuple(
      fc.integer({ min: -99_999, max: 99_999 }),
      fc.integer({ min: -99_999, max: 99_999 }),
    );
    fc.assert(
      fc.property(fc.array(point, { minLength: 3, maxLength: 12 }), (points) => {
        // Tenths, written as the pipeline writes them: ".5", "-.5", no separator before "-".
        const short = (v: number) => String(v / 10).replace(/^(-?)0\./, '$1.');
        let d = `M${(points[0]?.[0] ?? 0) / 10},${(points[0]?.[1] ?? 0) / 10}l`;
        let previous = '';
        for (let i = 1; i < points.length; i++) {
          for (const axis of [0, 1] as const) {
            const text = short((points[i]?.[axis] ?? 0) - (points[i - 1]?.[axis] ?? 0));
            const joins =
              previous === '' || text.startsWith('-') || (text.startsWith('.') && previous.includes('.'));
            d += joins ? text : ` ${text}`;
            previous = text;
          }
        }
        const [ring] = ringsOf(`${d}Z`);
        const expected = points.flatMap(([x, y]) => [x / 10, y / 10]);
        expect(ring?.length).toBe(expected.length);
        ring?.forEach((v, i) => expect(v).toBeCloseTo(expected[i] ?? NaN, 6));
      }),
    );
  });
});

describe('subpathsOf', () => {
  it('gives every subpath, open or closed', () => {
    const subpaths = subpathsOf('M0,0l4 0ZM1,1L2,2l1 1');
    expect(subpaths.map(({ points, closed }) => [[...points], closed])).toEqual([
      [[0, 0, 4, 0], true],
      [[1, 1, 2, 2, 3, 3], false],
    ]);
  });
});
