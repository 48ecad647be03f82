/**
 * The fonts of maps, one table for the screen, every export and the server. Inter (SIL OFL) sets every
 * text it covers (Latin with its extensions and Vietnamese, Greek, Cyrillic); for the scripts Inter lacks
 * a Noto Sans family (SIL OFL) of the same build style takes over. All come from the @fontsource packages
 * on npm, which ship each family cut into files by Unicode range (`unicode.json` in each package names
 * the ranges; files are `{stem}-{subset}-{weight}-normal.woff|woff2`, a numbered subset `[12]` is the
 * file `{stem}-12-…`). Which subsets of a package we declare decides which characters a family sets:
 * the Noto families only their own script's subset, so Latin text is always Inter's.
 */
export type FontWeight = 400 | 700;

export const FONT_WEIGHTS: readonly FontWeight[] = [400, 700];

export interface FontFamilySpec {
  /** The CSS family name, as written in font-family and declared in @font-face. */
  readonly family: string;
  /** The npm package holding the files. */
  readonly package: string;
  /** File names start with it. */
  readonly fileStem: string;
  /** Unicode scripts (`\p{Script=…}` names) this family is the fallback for; [] for the primary family. */
  readonly scripts: readonly string[];
  /** Subsets (keys of the package's unicode.json) declared: a list, every numbered slice, or all. */
  readonly subsets: readonly string[] | 'numbered' | 'all';
}

export const PRIMARY_FAMILY = 'Inter';

export const FONT_FAMILIES: readonly FontFamilySpec[] = [
  { family: 'Inter', package: '@fontsource/inter', fileStem: 'inter', scripts: [], subsets: 'all' },
  noto('Arabic', ['Arabic'], ['arabic']),
  noto('Hebrew', ['Hebrew'], ['hebrew']),
  noto('Thai', ['Thai'], ['thai']),
  noto('Lao', ['Lao'], ['lao']),
  noto('Khmer', ['Khmer'], ['khmer']),
  noto('Myanmar', ['Myanmar'], ['myanmar']),
  noto('Bengali', ['Bengali'], ['bengali']),
  noto('Devanagari', ['Devanagari'], ['devanagari']),
  noto('Sinhala', ['Sinhala'], ['sinhala']),
  noto('Tamil', ['Tamil'], ['tamil']),
  // Han characters are drawn differently in Japan and China: the country (or kana) picks the family.
  noto('JP', ['Hiragana', 'Katakana', 'Han'], 'numbered'),
  noto('SC', ['Han', 'Bopomofo'], 'numbered'),
];

function noto(name: string, scripts: readonly string[], subsets: FontFamilySpec['subsets']): FontFamilySpec {
  const stem = `noto-sans-${name.toLowerCase()}`;
  return { family: `Noto Sans ${name}`, package: `@fontsource/${stem}`, fileStem: stem, scripts, subsets };
}

export function familySpec(family: string): FontFamilySpec | undefined {
  return FONT_FAMILIES.find((f) => f.family === family);
}

/** Whether a package subset (a unicode.json key) is declared for the family. */
export function declaresSubset(spec: FontFamilySpec, subset: string): boolean {
  if (spec.subsets === 'all') return true;
  if (spec.subsets === 'numbered') return /^\[\d+\]$/.test(subset);
  return spec.subsets.includes(subset);
}

/** The file of one subset and weight in the family's package, under `files/`. */
export function fontFileName(
  spec: FontFamilySpec,
  subset: string,
  weight: FontWeight,
  format: 'woff' | 'woff2',
): string {
  return `${spec.fileStem}-${subset.replace(/^\[(\d+)\]$/, '$1')}-${weight}-normal.${format}`;
}

/** The weight file that sets a CSS font-weight: 600 and up are bold, the rest regular. */
export function fontWeightOf(weight: number | string | undefined): FontWeight {
  const n = typeof weight === 'string' ? (weight === 'bold' ? 700 : Number(weight)) : (weight ?? 400);
  return Number.isFinite(n) && n >= 600 ? 700 : 400;
}
