import { FONT_FAMILIES } from './families';

/**
 * Which fallback families a text needs, and the font-family list the renderer writes for it. The list is
 * the text style's own (Inter first by default) with the Noto families of the scripts in the text put
 * right after its first family, so a browser, the SVG and PNG exports (which embed exactly these
 * families) and the PDF (which picks fonts the same way, itemize.ts) all set the text alike.
 */

const SCRIPT_FAMILIES: readonly {
  readonly test: RegExp;
  readonly family: string;
  readonly script: string;
}[] = FONT_FAMILIES.flatMap((spec) =>
  spec.scripts.map((script) => ({
    test: new RegExp(`\\p{Script=${script}}`, 'u'),
    family: spec.family,
    script,
  })),
);

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Han is set in Noto Sans JP on maps of Japan and in text with kana, else in Noto Sans SC. */
function hanFamily(text: string, country: string | undefined): string {
  return country === 'Japan' || KANA.test(text) ? 'Noto Sans JP' : 'Noto Sans SC';
}

/** The Noto families the scripts of `text` need, in order of first appearance. */
export function fallbackFamilies(text: string, country?: string): string[] {
  const families: string[] = [];
  for (const char of text) {
    if (char.charCodeAt(0) < 0x0370) continue; // Latin and its marks: Inter's
    const match = SCRIPT_FAMILIES.find((s) => s.test.test(char));
    if (!match) continue;
    const family = match.script === 'Han' ? hanFamily(text, country) : match.family;
    if (!families.includes(family)) families.push(family);
  }
  return families;
}

const GENERIC = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'emoji',
  'math',
  'fangsong',
]);

/** The family names of a CSS font-family list, unquoted. */
export function parseFontFamilyList(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim().replace(/^(['"])(.*)\1$/, '$2'))
    .filter((name) => name !== '');
}

export function formatFontFamilyList(families: readonly string[]): string {
  return families
    .map((name) =>
      GENERIC.has(name) || /^[A-Za-z][\w-]*$/.test(name) ? name : `"${name.replace(/"/g, '')}"`,
    )
    .join(', ');
}

/**
 * The font-family to write for `text` in a style whose font-family is `cssFamily`: unchanged when the
 * text needs no fallback (so Latin maps render as before), else with the needed Noto families after the
 * first family.
 */
export function fontStack(cssFamily: string, text: string, country?: string): string {
  const families = parseFontFamilyList(cssFamily);
  const extra = fallbackFamilies(text, country).filter((f) => !families.includes(f));
  if (extra.length === 0) return cssFamily;
  return formatFontFamilyList([...families.slice(0, 1), ...extra, ...families.slice(1)]);
}
