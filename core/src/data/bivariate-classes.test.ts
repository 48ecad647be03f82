import { describe, expect, it } from 'vitest';
import { bivariateClassesOf, tertiles, type BivariateInput } from './bivariate-classes';
import { BIVARIATE_PALETTES, bivariateColour, bivariatePaletteById } from './bivariate-palettes';

const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];

/** Nine divisions: x rises 1..9 along the ids, y falls 9..1. */
function input(overrides: Partial<BivariateInput> = {}): BivariateInput {
  return {
    x: Object.fromEntries(ids.map((id, i) => [id, i + 1])),
    y: Object.fromEntries(ids.map((id, i) => [id, 9 - i])),
    xBreaks: null,
    yBreaks: null,
    palette: 'blue-red',
    ...overrides,
  };
}

describe('bivariate palettes', () => {
  it('has four palettes of nine distinct colours, light grey where both are low', () => {
    expect(BIVARIATE_PALETTES.map((p) => p.id)).toEqual([
      'blue-red',
      'pink-blue',
      'green-blue',
      'purple-gold',
    ]);
    for (const palette of BIVARIATE_PALETTES) {
      expect(palette.colours).toHaveLength(9);
      expect(new Set(palette.colours).size).toBe(9);
      for (const colour of palette.colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(bivariateColour(palette, 0, 0)).toBe('#e8e8e8');
    }
  });

  it('reads the corners of Stevens’ blue-red set by class; an unknown id draws the first palette', () => {
    const palette = bivariatePaletteById('blue-red');
    expect(bivariateColour(palette, 2, 0)).toBe('#c85a5a');
    expect(bivariateColour(palette, 0, 2)).toBe('#64acbe');
    expect(bivariateColour(palette, 2, 2)).toBe('#574249');
    expect(bivariateColour(palette, 1, 1)).toBe('#ad9ea5');
    expect(bivariatePaletteById('gone')).toBe(palette);
  });
});

describe('bivariate classes', () => {
  it('cuts values into thirds at the 1/3 and 2/3 quantiles', () => {
    expect(tertiles([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([1 + 8 / 3, 1 + 16 / 3]);
    expect(tertiles([3, 1, 2])).toEqual([1 + 2 / 3, 1 + 4 / 3]);
    // Equal values: one limit given twice, the middle class empty.
    expect(tertiles([5, 5, 5, 5])).toEqual([5, 5]);
    expect(tertiles([])).toEqual([0, 0]);
  });

  it('gives each division its pair of classes and the palette’s colour of the pair', () => {
    const classes = bivariateClassesOf(input());
    expect(ids.map((id) => classes.classOf(id))).toEqual([
      [0, 2],
      [0, 2],
      [0, 2],
      [1, 1],
      [1, 1],
      [1, 1],
      [2, 0],
      [2, 0],
      [2, 0],
    ]);
    expect(classes.colourOf('a')).toBe('#64acbe');
    expect(classes.colourOf('e')).toBe('#ad9ea5');
    expect(classes.colourOf('i')).toBe('#c85a5a');
    expect(classes.x).toEqual({ breaks: [1 + 8 / 3, 1 + 16 / 3], domain: [1, 9], tertiles: true });
    expect(classes.count).toBe(9);
  });

  it('takes stored limits (ascending) over the tertiles; a value at a limit is in the class above', () => {
    const classes = bivariateClassesOf(input({ xBreaks: [5, 2], yBreaks: [8, 9] }));
    expect(classes.x).toMatchObject({ breaks: [2, 5], tertiles: false });
    expect(classes.classOf('a')).toEqual([0, 2]);
    expect(classes.classOf('b')).toEqual([1, 1]);
    expect(classes.classOf('e')).toEqual([2, 0]);
  });

  it('leaves a division without both numbers uncoloured, and out of the tertiles', () => {
    const map = input();
    const classes = bivariateClassesOf({ ...map, y: { a: 1, b: 2, c: 3, z: 100 } });
    expect(classes.count).toBe(3);
    expect(classes.colourOf('d')).toBeUndefined();
    expect(classes.colourOf('z')).toBeUndefined();
    expect(classes.y.domain).toEqual([1, 3]);
    expect([classes.classOf('a'), classes.classOf('c')]).toEqual([
      [0, 0],
      [2, 2],
    ]);
  });

  it('computes the classes once per values and settings', () => {
    const map = input();
    expect(bivariateClassesOf(map)).toBe(bivariateClassesOf({ ...map }));
    expect(bivariateClassesOf({ ...map, palette: 'pink-blue' }).colourOf('a')).toBe('#be64ac');
  });
});
