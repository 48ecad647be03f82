import type { Colour } from '../document/colour';

/**
 * A 3 × 3 palette of a bivariate map. `colours` are row by row from the lowest class of y, each row
 * from the lowest class of x: colours[0] is x low and y low, colours[2] x high and y low, colours[6]
 * x low and y high, colours[8] both high (the index of classes (x, y) is y * 3 + x).
 */
export interface BivariatePalette {
  readonly id: string;
  readonly name: string;
  /** The hue x's classes add, and y's, for the palette picker's words. */
  readonly xHue: string;
  readonly yHue: string;
  readonly colours: readonly Colour[];
}

/** Classes per axis: three, so nine colours a reader can still tell apart. */
export const BIVARIATE_CLASSES = 3;

/**
 * Joshua Stevens' four 3 × 3 palettes ("Bivariate Choropleth Maps: A How-to Guide", 2015), each two
 * sequential hues mixed, blue-red first (the schema's default): light grey where both are low, the
 * darkest mix where both are high.
 */
export const BIVARIATE_PALETTES: readonly BivariatePalette[] = [
  {
    id: 'blue-red',
    name: 'Blue and red',
    xHue: 'red',
    yHue: 'blue',
    colours: [
      '#e8e8e8',
      '#e4acac',
      '#c85a5a',
      '#b0d5df',
      '#ad9ea5',
      '#985356',
      '#64acbe',
      '#627f8c',
      '#574249',
    ],
  },
  {
    id: 'pink-blue',
    name: 'Pink and blue',
    xHue: 'turquoise',
    yHue: 'pink',
    colours: [
      '#e8e8e8',
      '#ace4e4',
      '#5ac8c8',
      '#dfb0d6',
      '#a5add3',
      '#5698b9',
      '#be64ac',
      '#8c62aa',
      '#3b4994',
    ],
  },
  {
    id: 'green-blue',
    name: 'Green and blue',
    xHue: 'blue',
    yHue: 'green',
    colours: [
      '#e8e8e8',
      '#b5c0da',
      '#6c83b5',
      '#b8d6be',
      '#90b2b3',
      '#567994',
      '#73ae80',
      '#5a9178',
      '#2a5a5b',
    ],
  },
  {
    id: 'purple-gold',
    name: 'Purple and gold',
    xHue: 'gold',
    yHue: 'purple',
    colours: [
      '#e8e8e8',
      '#e4d9ac',
      '#c8b35a',
      '#cbb8d7',
      '#c8ada0',
      '#af8e53',
      '#9972af',
      '#976b82',
      '#804d36',
    ],
  },
];

/** The palette of an id; an unknown id (a palette since removed) draws the first. */
export function bivariatePaletteById(id: string): BivariatePalette {
  return (
    BIVARIATE_PALETTES.find((palette) => palette.id === id) ?? (BIVARIATE_PALETTES[0] as BivariatePalette)
  );
}

/** The colour of the pair of classes (x, y), each 0 (low) to 2 (high). */
export function bivariateColour(palette: BivariatePalette, x: number, y: number): Colour {
  return palette.colours[y * BIVARIATE_CLASSES + x] as Colour;
}
