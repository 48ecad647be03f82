/**
 * The Noto faces the interface needs for a script the reader's system may lack. Each package's CSS
 * declares every subset with its unicode-range, so the browser fetches only the files the text uses;
 * and a language's CSS is imported only when that language is shown, so no one else downloads it.
 */
const FONT_CSS: Readonly<Record<string, () => Promise<unknown>>> = {
  'Noto Sans Arabic': () =>
    Promise.all([
      import('@fontsource/noto-sans-arabic/400.css'),
      import('@fontsource/noto-sans-arabic/700.css'),
    ]),
  'Noto Sans Devanagari': () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/400.css'),
      import('@fontsource/noto-sans-devanagari/700.css'),
    ]),
  'Noto Sans Sinhala': () =>
    Promise.all([
      import('@fontsource/noto-sans-sinhala/400.css'),
      import('@fontsource/noto-sans-sinhala/700.css'),
    ]),
  'Noto Sans Thai': () =>
    Promise.all([import('@fontsource/noto-sans-thai/400.css'), import('@fontsource/noto-sans-thai/700.css')]),
  'Noto Sans SC': () =>
    Promise.all([import('@fontsource/noto-sans-sc/400.css'), import('@fontsource/noto-sans-sc/700.css')]),
  'Noto Sans JP': () =>
    Promise.all([import('@fontsource/noto-sans-jp/400.css'), import('@fontsource/noto-sans-jp/700.css')]),
};

const loaded = new Set<string>();

export function loadLanguageFont(family: string): void {
  const load = FONT_CSS[family];
  if (!load || loaded.has(family)) return;
  loaded.add(family);
  load().catch(() => loaded.delete(family)); // tried again at the next change of language
}
