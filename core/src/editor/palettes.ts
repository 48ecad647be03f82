import type { Colour } from '../document/colour';

export type PaletteKind = 'qualitative' | 'sequential' | 'diverging';

export interface Palette {
  readonly id: string;
  readonly name: string;
  readonly kind: PaletteKind;
  /** Distinguishable with the common colour-vision deficiencies; such palettes are offered first. */
  readonly colourBlindSafe: boolean;
  readonly colours: readonly Colour[];
}

/**
 * Palettes offered in the colour picker and for data maps, colour-blind-safe ones first.
 * Sources of the colour values: Okabe & Ito (2008) "Color Universal Design"; Paul Tol's notes on
 * qualitative and diverging schemes (2021); Brewer's ColorBrewer 2.0 schemes; matplotlib's viridis.
 */
export const PALETTES: readonly Palette[] = [
  {
    id: 'okabe-ito',
    name: 'Okabe-Ito',
    kind: 'qualitative',
    colourBlindSafe: true,
    colours: ['#e69f00', '#56b4e9', '#009e73', '#f0e442', '#0072b2', '#d55e00', '#cc79a7', '#000000'],
  },
  {
    id: 'tol-bright',
    name: 'Tol bright',
    kind: 'qualitative',
    colourBlindSafe: true,
    colours: ['#4477aa', '#ee6677', '#228833', '#ccbb44', '#66ccee', '#aa3377', '#bbbbbb'],
  },
  {
    id: 'tol-muted',
    name: 'Tol muted',
    kind: 'qualitative',
    colourBlindSafe: true,
    colours: [
      '#cc6677',
      '#332288',
      '#ddcc77',
      '#117733',
      '#88ccee',
      '#882255',
      '#44aa99',
      '#999933',
      '#aa4499',
    ],
  },
  {
    id: 'tol-vibrant',
    name: 'Tol vibrant',
    kind: 'qualitative',
    colourBlindSafe: true,
    colours: ['#ee7733', '#0077bb', '#33bbee', '#ee3377', '#cc3311', '#009988', '#bbbbbb'],
  },
  {
    id: 'viridis',
    name: 'Viridis',
    kind: 'sequential',
    colourBlindSafe: true,
    colours: [
      '#440154',
      '#482878',
      '#3e4989',
      '#31688e',
      '#26828e',
      '#1f9e89',
      '#35b779',
      '#6ece58',
      '#b5de2b',
      '#fde725',
    ],
  },
  {
    id: 'blues',
    name: 'Blues',
    kind: 'sequential',
    colourBlindSafe: true,
    colours: ['#eff3ff', '#c6dbef', '#9ecae1', '#6baed6', '#4292c6', '#2171b5', '#084594'],
  },
  {
    id: 'oranges',
    name: 'Oranges',
    kind: 'sequential',
    colourBlindSafe: true,
    colours: ['#feedde', '#fdd0a2', '#fdae6b', '#fd8d3c', '#f16913', '#d94801', '#8c2d04'],
  },
  {
    id: 'blue-red',
    name: 'Blue to red',
    kind: 'diverging',
    colourBlindSafe: true,
    colours: [
      '#2166ac',
      '#4393c3',
      '#92c5de',
      '#d1e5f0',
      '#f7f7f7',
      '#fddbc7',
      '#f4a582',
      '#d6604d',
      '#b2182b',
    ],
  },
  {
    id: 'purple-green',
    name: 'Purple to green',
    kind: 'diverging',
    colourBlindSafe: true,
    colours: [
      '#762a83',
      '#9970ab',
      '#c2a5cf',
      '#e7d4e8',
      '#f7f7f7',
      '#d9f0d3',
      '#a6dba0',
      '#5aae61',
      '#1b7837',
    ],
  },
  {
    id: 'set2',
    name: 'Soft',
    kind: 'qualitative',
    colourBlindSafe: false,
    colours: ['#66c2a5', '#fc8d62', '#8da0cb', '#e78ac3', '#a6d854', '#ffd92f', '#e5c494', '#b3b3b3'],
  },
  {
    id: 'classic',
    name: 'Classic',
    kind: 'qualitative',
    colourBlindSafe: false,
    colours: ['#e41a1c', '#377eb8', '#4daf4a', '#984ea3', '#ff7f00', '#ffff33', '#a65628', '#f781bf'],
  },
];

export function paletteById(id: string): Palette | undefined {
  return PALETTES.find((palette) => palette.id === id);
}

/** Palettes of one kind, colour-blind-safe first (the list order within each group is kept). */
export function palettesOfKind(kind: PaletteKind): readonly Palette[] {
  const ofKind = PALETTES.filter((palette) => palette.kind === kind);
  return [...ofKind.filter((p) => p.colourBlindSafe), ...ofKind.filter((p) => !p.colourBlindSafe)];
}
