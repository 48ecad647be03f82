import { isColour, type Colour } from '../document/colour';
import type { MapDocument } from '../document/schema';
import { PALETTES } from './palettes';

/**
 * Fills for new areas of the map (a territory, the territories of a pasted table) that no area of it
 * has yet, so the legend never lists one colour twice for two meanings (issue 42, item 7; decision
 * "New fills come from colours the map does not use").
 */

/** The colours the map already shows as areas: every level's paint (shown or not), every territory's fill, the unpainted fill. */
export function coloursOnMap(doc: MapDocument): ReadonlySet<Colour> {
  const used = new Set<Colour>();
  for (const level of [1, 2] as const) {
    used.add(doc.levels[level].style.defaultFill);
    for (const fill of Object.values(doc.levels[level].fills)) if (isColour(fill)) used.add(fill);
  }
  for (const territory of doc.territories) if (isColour(territory.fill)) used.add(territory.fill);
  return used;
}

/**
 * `count` fills, none on the map and none twice: the preferred colour (the one the user paints with)
 * when the map does not use it yet, then the qualitative palettes' colours (colour-blind-safe ones
 * first) that are not close to any colour on the map or chosen before, then generated hues. Close means
 * a CIE76 distance under `FAR_ENOUGH`; when the palettes and hues run out the rule relaxes to "not
 * the same colour", so even a map of a thousand territories gets distinct fills.
 */
export function unusedFills(doc: MapDocument, count: number, preferred?: Colour): Colour[] {
  const used = coloursOnMap(doc);
  const chosen: Colour[] = [];
  const taken = new Set(used);
  if (count <= 0) return chosen;
  if (preferred !== undefined && isColour(preferred) && !taken.has(preferred.toLowerCase())) {
    chosen.push(preferred.toLowerCase());
    taken.add(preferred.toLowerCase());
  }
  const labs = [...taken].map(labOf);
  for (const distance of [FAR_ENOUGH, FAR_ENOUGH / 2, 0]) {
    for (const candidate of candidates()) {
      if (chosen.length >= count) return chosen;
      if (taken.has(candidate)) continue;
      const lab = labOf(candidate);
      if (distance > 0 && labs.some((other) => deltaE(lab, other) < distance)) continue;
      chosen.push(candidate);
      taken.add(candidate);
      labs.push(lab);
    }
  }
  // More areas than distinct generated colours (not reached below MAX_TERRITORIES): any unused hex.
  for (let n = 0; chosen.length < count && n <= 0xffffff; n++) {
    const candidate = `#${n.toString(16).padStart(6, '0')}`;
    if (!taken.has(candidate)) {
      chosen.push(candidate);
      taken.add(candidate);
    }
  }
  return chosen;
}

/** The first fill `unusedFills` gives: what one new territory is filled with. */
export function unusedFill(doc: MapDocument, preferred?: Colour): Colour {
  return unusedFills(doc, 1, preferred)[0] ?? preferred ?? '#56b4e9';
}

/** CIE76 distance under which two fills read as one colour in a legend's small swatches. */
const FAR_ENOUGH = 12;
/** Generated hues after the palettes: golden-angle steps in CIE LCh at three lightnesses. */
const GENERATED = 1500;

function* candidates(): Generator<Colour> {
  for (const palette of PALETTES) {
    if (palette.kind !== 'qualitative') continue;
    // Black hides an area's borders and names; greys read as unpainted.
    for (const colour of palette.colours) if (!isDarkOrGrey(colour)) yield colour;
  }
  for (let i = 0; i < GENERATED; i++) {
    const hue = (i * 137.508) % 360;
    const lightness = [62, 75, 48][i % 3] ?? 62;
    const chroma = [55, 40, 45][Math.floor(i / 3) % 3] ?? 45;
    yield hexOfLch(lightness, chroma, hue);
  }
}

function isDarkOrGrey(colour: Colour): boolean {
  const [l, a, b] = labOf(colour);
  return l < 20 || Math.hypot(a, b) < 8;
}

type Lab = readonly [number, number, number];

function deltaE(p: Lab, q: Lab): number {
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

// sRGB (D65) ⇄ CIE Lab: the few lines of arithmetic the rule needs, rather than a colour library in the core.
const WHITE = [0.95047, 1, 1.08883] as const;

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function gamma(value: number): number {
  const c = value <= 0.0031308 ? 12.92 * value : 1.055 * value ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
}

export function labOf(colour: Colour): Lab {
  const hex = colour.slice(1, 7);
  const [r, g, b] = [0, 2, 4].map((i) => linear(parseInt(hex.slice(i, i + 2), 16)));
  const x = ((r ?? 0) * 0.4124 + (g ?? 0) * 0.3576 + (b ?? 0) * 0.1805) / WHITE[0];
  const y = ((r ?? 0) * 0.2126 + (g ?? 0) * 0.7152 + (b ?? 0) * 0.0722) / WHITE[1];
  const z = ((r ?? 0) * 0.0193 + (g ?? 0) * 0.1192 + (b ?? 0) * 0.9505) / WHITE[2];
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

function hexOfLch(l: number, c: number, h: number): Colour {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const fy = (l + 16) / 116;
  const inverse = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (t - 16 / 116) / (24389 / 27 / 116));
  const x = inverse(fy + a / 500) * WHITE[0];
  const y = inverse(fy) * WHITE[1];
  const z = inverse(fy - b / 200) * WHITE[2];
  const rgb = [
    3.2406 * x - 1.5372 * y - 0.4986 * z,
    -0.9689 * x + 1.8758 * y + 0.0415 * z,
    0.0557 * x - 0.204 * y + 1.057 * z,
  ];
  return `#${rgb.map((v) => gamma(v).toString(16).padStart(2, '0')).join('')}`;
}
