import * as chromatic from 'd3-scale-chromatic';

/**
 * Heat-map palettes: ColorBrewer's sequential and diverging schemes and the viridis family, from
 * d3-scale-chromatic. Colour-blind safety follows ColorBrewer's own marks (every sequential scheme;
 * of the diverging ones BrBG, PiYG, PRGn, PuOr, RdBu and RdYlBu) and viridis' design; safe ones are
 * offered first.
 */
export type HeatPaletteKind = 'sequential' | 'diverging';

export interface HeatPalette {
  readonly id: string;
  readonly name: string;
  readonly kind: HeatPaletteKind;
  readonly colourBlindSafe: boolean;
  /** t in 0..1 → a CSS colour. */
  readonly interpolate: (t: number) => string;
  /** ColorBrewer's hand-picked colours for n classes (index n), where the scheme has them. */
  readonly scheme?: ReadonlyArray<readonly string[]>;
}

function palette(
  id: string,
  name: string,
  kind: HeatPaletteKind,
  colourBlindSafe: boolean,
  interpolate: (t: number) => string,
  scheme?: ReadonlyArray<readonly string[]>,
): HeatPalette {
  return scheme
    ? { id, name, kind, colourBlindSafe, interpolate, scheme }
    : { id, name, kind, colourBlindSafe, interpolate };
}

const c = chromatic;

const HEAT_PALETTES: readonly HeatPalette[] = [
  palette('viridis', 'Viridis', 'sequential', true, c.interpolateViridis),
  palette('cividis', 'Cividis', 'sequential', true, c.interpolateCividis),
  palette('magma', 'Magma', 'sequential', true, c.interpolateMagma),
  palette('inferno', 'Inferno', 'sequential', true, c.interpolateInferno),
  palette('plasma', 'Plasma', 'sequential', true, c.interpolatePlasma),
  palette('blues', 'Blues', 'sequential', true, c.interpolateBlues, c.schemeBlues),
  palette('greens', 'Greens', 'sequential', true, c.interpolateGreens, c.schemeGreens),
  palette('greys', 'Greys', 'sequential', true, c.interpolateGreys, c.schemeGreys),
  palette('oranges', 'Oranges', 'sequential', true, c.interpolateOranges, c.schemeOranges),
  palette('purples', 'Purples', 'sequential', true, c.interpolatePurples, c.schemePurples),
  palette('reds', 'Reds', 'sequential', true, c.interpolateReds, c.schemeReds),
  palette('bugn', 'Blue–green', 'sequential', true, c.interpolateBuGn, c.schemeBuGn),
  palette('bupu', 'Blue–purple', 'sequential', true, c.interpolateBuPu, c.schemeBuPu),
  palette('gnbu', 'Green–blue', 'sequential', true, c.interpolateGnBu, c.schemeGnBu),
  palette('orrd', 'Orange–red', 'sequential', true, c.interpolateOrRd, c.schemeOrRd),
  palette('pubugn', 'Purple–blue–green', 'sequential', true, c.interpolatePuBuGn, c.schemePuBuGn),
  palette('pubu', 'Purple–blue', 'sequential', true, c.interpolatePuBu, c.schemePuBu),
  palette('purd', 'Purple–red', 'sequential', true, c.interpolatePuRd, c.schemePuRd),
  palette('rdpu', 'Red–purple', 'sequential', true, c.interpolateRdPu, c.schemeRdPu),
  palette('ylgnbu', 'Yellow–green–blue', 'sequential', true, c.interpolateYlGnBu, c.schemeYlGnBu),
  palette('ylgn', 'Yellow–green', 'sequential', true, c.interpolateYlGn, c.schemeYlGn),
  palette('ylorbr', 'Yellow–orange–brown', 'sequential', true, c.interpolateYlOrBr, c.schemeYlOrBr),
  palette('ylorrd', 'Yellow–orange–red', 'sequential', true, c.interpolateYlOrRd, c.schemeYlOrRd),
  palette('rdbu', 'Red–blue', 'diverging', true, c.interpolateRdBu, c.schemeRdBu),
  palette('rdylbu', 'Red–yellow–blue', 'diverging', true, c.interpolateRdYlBu, c.schemeRdYlBu),
  palette('brbg', 'Brown–teal', 'diverging', true, c.interpolateBrBG, c.schemeBrBG),
  palette('prgn', 'Purple–green', 'diverging', true, c.interpolatePRGn, c.schemePRGn),
  palette('piyg', 'Pink–green', 'diverging', true, c.interpolatePiYG, c.schemePiYG),
  palette('puor', 'Orange–purple', 'diverging', true, c.interpolatePuOr, c.schemePuOr),
  palette('rdgy', 'Red–grey', 'diverging', false, c.interpolateRdGy, c.schemeRdGy),
  palette('rdylgn', 'Red–yellow–green', 'diverging', false, c.interpolateRdYlGn, c.schemeRdYlGn),
  palette('spectral', 'Spectral', 'diverging', false, c.interpolateSpectral, c.schemeSpectral),
];

const DEFAULT_HEAT_PALETTE = 'viridis';

/** A palette by id; an unknown id (a file from elsewhere) draws the default. */
export function heatPaletteById(id: string): HeatPalette {
  return (
    HEAT_PALETTES.find((p) => p.id === id) ??
    (HEAT_PALETTES.find((p) => p.id === DEFAULT_HEAT_PALETTE) as HeatPalette)
  );
}

/** Palettes of a kind, colour-blind-safe first. */
export function heatPalettesOfKind(kind: HeatPaletteKind): readonly HeatPalette[] {
  const ofKind = HEAT_PALETTES.filter((p) => p.kind === kind);
  return [...ofKind.filter((p) => p.colourBlindSafe), ...ofKind.filter((p) => !p.colourBlindSafe)];
}

/** A CSS colour from d3 ("#abcdef" or "rgb(1, 2, 3)") as stored hex. */
export function toHex(colour: string): string {
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour.toLowerCase();
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)/i.exec(colour);
  if (!rgb) return '#000000';
  const part = (v: string | undefined) =>
    Math.max(0, Math.min(255, Math.round(Number(v ?? 0))))
      .toString(16)
      .padStart(2, '0');
  return `#${part(rgb[1])}${part(rgb[2])}${part(rgb[3])}`;
}

/**
 * n colours evenly along a palette (ColorBrewer's own n-class scheme where it has one), from the
 * low end to the high end, or the other way round when reversed.
 */
export function paletteColours(palette: HeatPalette, n: number, reverse = false): string[] {
  const scheme = palette.scheme?.[n];
  const colours =
    scheme && scheme.length === n
      ? scheme.map(toHex)
      : Array.from({ length: n }, (_, i) => toHex(palette.interpolate(n === 1 ? 0.5 : i / (n - 1))));
  return reverse ? colours.reverse() : colours;
}
