import '@fontsource/inter/400.css';
import '@fontsource/inter/700.css';
import { familySpec, FONT_WEIGHTS, PRIMARY_FAMILY } from '@mapwright/core/fonts/families';
import { formatUnicodeRange } from '@mapwright/core/fonts/unicode-range';
import { fontUrl, loadFamilyCoverage } from './fontData';

/**
 * The map fonts on screen. Inter's @font-face rules (every subset, both weights) come with the editor:
 * the browser fetches only the files whose unicode-range the text uses. The Noto families are declared
 * when a text first needs one (the renderer names them in its font-family lists, core/src/fonts), with
 * the same faces and ranges the exports embed, so screen and file set text in the same fonts.
 */
const declared = new Set<string>([PRIMARY_FAMILY]);

export function ensureScreenFonts(families: readonly string[]): Promise<void> {
  const wanted = families.filter((f) => !declared.has(f) && familySpec(f));
  for (const family of wanted) declared.add(family);
  return Promise.all(
    wanted.map(async (family) => {
      try {
        const coverage = await loadFamilyCoverage(family);
        const rules = await Promise.all(
          coverage.faces.flatMap((face) =>
            FONT_WEIGHTS.map(async (weight) => {
              const [woff2, woff] = await Promise.all([
                fontUrl(family, face.subset, weight, 'woff2'),
                fontUrl(family, face.subset, weight, 'woff'),
              ]);
              return (
                `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};` +
                `src:url(${woff2}) format('woff2'),url(${woff}) format('woff');` +
                `unicode-range:${formatUnicodeRange(face.ranges)};}`
              );
            }),
          ),
        );
        const style = document.createElement('style');
        style.dataset.mapFont = family;
        style.textContent = rules.join('\n');
        document.head.appendChild(style);
      } catch {
        declared.delete(family); // tried again with the next text that needs it
      }
    }),
  ).then(() => undefined);
}
