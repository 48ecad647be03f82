import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-ext-400.css';
import '@fontsource/inter/latin-ext-700.css';
import latin400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import latin700 from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import latinExt400 from '@fontsource/inter/files/inter-latin-ext-400-normal.woff2?url';
import latinExt700 from '@fontsource/inter/files/inter-latin-ext-700-normal.woff2?url';

/**
 * The one font of maps: Inter (SIL Open Font Licence), bundled from @fontsource/inter. The screen loads
 * it through the @font-face rules imported above (the default text style names 'Inter' first), and every
 * export embeds the same files as base64 @font-face rules, so an SVG opened anywhere, and the PNG (drawn
 * from that SVG in an <img>, which may not load outside fonts), show the text as on screen. Only the
 * weights and subsets the map's text uses are embedded (Latin always; Latin Extended for characters
 * past U+00FF). Scripts Inter lacks (e.g. Devanagari) fall back to the viewer's fonts.
 */
export const FONT_FAMILY = 'Inter';

interface FontFile {
  readonly weight: 400 | 700;
  readonly subset: 'latin' | 'latin-ext';
  readonly url: string;
  readonly unicodeRange: string;
}

const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT_RANGE =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const FILES: readonly FontFile[] = [
  { weight: 400, subset: 'latin', url: latin400, unicodeRange: LATIN_RANGE },
  { weight: 700, subset: 'latin', url: latin700, unicodeRange: LATIN_RANGE },
  { weight: 400, subset: 'latin-ext', url: latinExt400, unicodeRange: LATIN_EXT_RANGE },
  { weight: 700, subset: 'latin-ext', url: latinExt700, unicodeRange: LATIN_EXT_RANGE },
];

const base64Cache = new Map<string, Promise<string>>();

async function fileAsBase64(url: string, signal?: AbortSignal): Promise<string> {
  let cached = base64Cache.get(url);
  if (!cached) {
    cached = (async () => {
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(`The map font could not be loaded (HTTP ${response.status}).`);
      return bytesToBase64(new Uint8Array(await response.arrayBuffer()));
    })();
    cached.catch(() => base64Cache.delete(url));
    base64Cache.set(url, cached);
  }
  return cached;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    binary += String.fromCharCode(...bytes.subarray(i, i + step));
  }
  return btoa(binary);
}

export interface TextUse {
  readonly text: string;
  readonly weight: number;
}

/** Which font files the texts need: the weights used, Latin always, Latin Extended when a character needs it. */
export function fontFilesFor(uses: readonly TextUse[]): FontFile[] {
  const weights = new Set(uses.filter((u) => u.text.trim() !== '').map((u) => (u.weight >= 600 ? 700 : 400)));
  const extended = uses.some((u) => [...u.text].some((ch) => (ch.codePointAt(0) ?? 0) > 0xff));
  return FILES.filter((f) => weights.has(f.weight) && (f.subset === 'latin' || extended));
}

/** @font-face rules with the font files inlined as data: URLs ('' when no text is drawn). */
export async function embeddedFontCss(uses: readonly TextUse[], signal?: AbortSignal): Promise<string> {
  const files = fontFilesFor(uses);
  const rules = await Promise.all(
    files.map(
      async (f) =>
        `@font-face{font-family:'${FONT_FAMILY}';font-style:normal;font-weight:${f.weight};` +
        `src:url(data:font/woff2;base64,${await fileAsBase64(f.url, signal)}) format('woff2');` +
        `unicode-range:${f.unicodeRange};}`,
    ),
  );
  return rules.join('\n');
}
