import generated from './metrics.generated.json';

/**
 * Text measured without a DOM, from the map fonts' own advance widths (metrics.generated.json, written
 * by scripts/labelMetrics.ts from the @fontsource files every export embeds), so a label's box is an
 * upper bound of what the browser, resvg and the PDF draw (decision "Labels are placed greedily inside
 * their divisions, measured with the fonts' own widths"). Shaping only ever narrows Inter and the
 * simple scripts (kerning is negative, marks have no advance); the complex scripts' conjuncts and
 * contextual forms get a margin.
 */
export interface LabelMetricsData {
  readonly source: string;
  readonly families: readonly {
    readonly family: string;
    /** Em, the largest of the family's files. */
    readonly ascent: number;
    readonly descent: number;
    /** The widest advance of any glyph of the family's declared subsets, in em. */
    readonly widest: number;
    /** Runs of consecutive code points [first, count]; `advances` lists theirs in this order. */
    readonly runs: readonly (readonly [number, number])[];
    readonly advances: { readonly 400: readonly number[]; readonly 700: readonly number[] };
    /** Each code point's ink above and below the baseline (either weight's larger), in em. */
    readonly inkTop: readonly number[];
    readonly inkBottom: readonly number[];
  }[];
}

const DATA = generated as unknown as LabelMetricsData;

interface FamilyMetrics {
  readonly family: string;
  readonly ascent: number;
  readonly descent: number;
  readonly widest: number;
  /** Shaping margin: 1 for Inter and the simple scripts. */
  readonly margin: number;
}

/** Families whose shaping (conjuncts, contextual forms, stacked vowels) may widen a word. */
const COMPLEX = new Set([
  'Noto Sans Arabic',
  'Noto Sans Devanagari',
  'Noto Sans Bengali',
  'Noto Sans Sinhala',
  'Noto Sans Tamil',
  'Noto Sans Khmer',
  'Noto Sans Myanmar',
]);
/** A character no map font sets is drawn in some system font: a full em, as CJK is. */
const UNKNOWN: FamilyMetrics = { family: '', ascent: 1.1, descent: 0.35, widest: 1, margin: 1.15 };
/** Myanmar's medials and reordered vowels shape wider than their characters' own advances. */
const MYANMAR_MARGIN = 1.25;
/** Kerning in Inter tightens more than it loosens; this keeps the rare loosening pair inside. */
const LATIN_MARGIN = 1.02;

interface Glyph {
  readonly family: FamilyMetrics;
  readonly w400: number;
  readonly w700: number;
  /**
   * Its own ink above and below the baseline in em, for Inter's letters, digits and space; undefined
   * where shaping may stack or swap glyphs (the Noto scripts, marks, punctuation): there the family's
   * line extent.
   */
  readonly top?: number;
  readonly bottom?: number;
}

const byCodePoint = new Map<number, Glyph>();
const OWN_INK = /^[\p{L}\p{N} ]$/u;
let han: FamilyMetrics = UNKNOWN;
for (const f of DATA.families) {
  const metrics: FamilyMetrics = {
    family: f.family,
    ascent: f.ascent,
    descent: f.descent,
    widest: f.widest,
    margin:
      f.family === 'Inter'
        ? LATIN_MARGIN
        : f.family === 'Noto Sans Myanmar'
          ? MYANMAR_MARGIN
          : COMPLEX.has(f.family)
            ? 1.15
            : 1.05,
  };
  if (f.runs.length === 0) {
    // The Han families (JP, SC): only their widest ideograph or kana; the larger of both is used.
    han = {
      family: 'Han',
      ascent: Math.max(f.ascent, han === UNKNOWN ? 0 : han.ascent),
      descent: Math.max(f.descent, han === UNKNOWN ? 0 : han.descent),
      widest: Math.max(f.widest, han === UNKNOWN ? 0 : han.widest),
      margin: 1,
    };
    continue;
  }
  let k = 0;
  for (const [first, count] of f.runs) {
    for (let cp = first; cp < first + count; cp++, k++) {
      // The first family listed that sets a character sets it (Inter, then its script's Noto family).
      if (byCodePoint.has(cp)) continue;
      // Letters and digits keep their own ink; punctuation may be swapped by shaping (Inter raises
      // parentheses and dashes between capitals), so it counts the line's whole extent.
      const own = f.family === 'Inter' && OWN_INK.test(String.fromCodePoint(cp));
      byCodePoint.set(cp, {
        family: metrics,
        w400: f.advances[400][k] ?? f.widest,
        w700: f.advances[700][k] ?? f.widest,
        ...(own && { top: f.inkTop[k] ?? f.ascent, bottom: f.inkBottom[k] ?? f.descent }),
      });
    }
  }
}
const HAN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;

function glyphOf(cp: number, char: string): Glyph {
  const known = byCodePoint.get(cp);
  if (known) return known;
  const family = HAN.test(char) ? han : UNKNOWN;
  const glyph = { family, w400: family.widest, w700: family.widest };
  byCodePoint.set(cp, glyph);
  return glyph;
}

export interface LineMetrics {
  /** Frame pixels from the line's start to its end. */
  readonly width: number;
  /** How far its ink reaches above and below the baseline, frame pixels. */
  readonly ascent: number;
  readonly descent: number;
}

/**
 * A line's width and ink height at a font size and weight, upper bounds for our fonts. Latin, Greek and
 * Cyrillic (Inter) count each glyph's own ink, so "BAYERN" is as tall as its capitals; a line with a
 * script whose marks stack by shaping counts its family's whole line extent. A font-family that does
 * not start with Inter is some other font whose widths are unknown: Inter's get a fifth more.
 */
export function measureLine(
  text: string,
  fontSize: number,
  fontWeight: number,
  fontFamily = 'Inter',
): LineMetrics {
  const bold = fontWeight >= 600;
  const other = !INTER_FIRST.test(fontFamily);
  const key = `${bold ? 'b' : 'r'}${other ? 'o' : 'i'}${text}`;
  let em = measured.get(key);
  if (!em) {
    em = measureEm(text, bold, other);
    // Each re-placement measures the same names again: keep them, within bounds.
    if (measured.size >= MAX_MEASURED) measured.clear();
    measured.set(key, em);
  }
  return { width: em.width * fontSize, ascent: em.ascent * fontSize, descent: em.descent * fontSize };
}

const INTER_FIRST = /^\s*['"]?Inter\b/;
const MAX_MEASURED = 50_000;
const measured = new Map<string, LineMetrics>();

/** The line's metrics at 1 px. */
function measureEm(text: string, bold: boolean, other: boolean): LineMetrics {
  let width = 0;
  let ascent = 0;
  let descent = 0;
  for (const char of text) {
    const cp = char.codePointAt(0) as number;
    const glyph = glyphOf(cp, char);
    const f = glyph.family;
    width += (bold ? glyph.w700 : glyph.w400) * f.margin;
    const top = other ? f.ascent : (glyph.top ?? f.ascent);
    const bottom = other ? f.descent : (glyph.bottom ?? f.descent);
    if (top > ascent) ascent = top;
    if (bottom > descent) descent = bottom;
  }
  const scale = other ? 1.2 : 1;
  return { width: width * scale, ascent: ascent * scale, descent: descent * scale };
}
