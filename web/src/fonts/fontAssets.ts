/**
 * The URLs of every map font file (core/src/fonts/families.ts) as the build emits them, keyed by file
 * name. Vite copies the WOFF2 files (the screen's) and the WOFF files (the exports', which need zlib
 * only to be read, core/src/fonts/woff.ts) of both weights; this module is only loaded once a text needs
 * a font beyond the first paint's Inter, or an export is made. unicode.json files load per family.
 */
const woff = import.meta.glob<string>(
  '../../../node_modules/@fontsource/{inter,noto-sans-arabic,noto-sans-hebrew,noto-sans-thai,noto-sans-lao,noto-sans-khmer,noto-sans-myanmar,noto-sans-bengali,noto-sans-devanagari,noto-sans-sinhala,noto-sans-tamil,noto-sans-jp,noto-sans-sc}/files/*-{400,700}-normal.{woff,woff2}',
  { query: '?url', import: 'default', eager: true },
);

const unicode = import.meta.glob<Record<string, string>>(
  '../../../node_modules/@fontsource/{inter,noto-sans-arabic,noto-sans-hebrew,noto-sans-thai,noto-sans-lao,noto-sans-khmer,noto-sans-myanmar,noto-sans-bengali,noto-sans-devanagari,noto-sans-sinhala,noto-sans-tamil,noto-sans-jp,noto-sans-sc}/unicode.json',
  { import: 'default' },
);

const urlsByFile = new Map(
  Object.entries(woff).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]),
);

/** The emitted URL of a font file by its name (core fontFileName), or undefined. */
export function fontFileUrl(fileName: string): string | undefined {
  return urlsByFile.get(fileName);
}

/** A package's unicode.json (subset → unicode-range), e.g. '@fontsource/noto-sans-thai'. */
export function loadUnicodeRanges(packageName: string): Promise<Record<string, string>> {
  const entry = Object.entries(unicode).find(([path]) => path.endsWith(`/${packageName}/unicode.json`));
  if (!entry) return Promise.reject(new Error(`No font ranges for ${packageName}`));
  return entry[1]();
}

export const FONT_FILE_COUNT = urlsByFile.size;
