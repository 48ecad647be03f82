import { requiredFaces, type FaceNeed } from '@mapwright/core/fonts/coverage';
import { familySpec } from '@mapwright/core/fonts/families';
import type { FamilyCoverage } from '@mapwright/core/fonts/itemize';
import { familiesUsed, type TextUse } from '@mapwright/core/fonts/text-uses';
import { formatUnicodeRange, parseUnicodeRange } from '@mapwright/core/fonts/unicode-range';
import { loadFamilyCoverage, loadFontSfnt } from '../../../fonts/fontData';
import { subsetFont } from '../../../fonts/subset';

/**
 * The fonts an export carries: for each face the text needs (core requiredFaces: every text itemized
 * over its font-family list, as the browser does), the face's TrueType file cut down to the characters
 * set in it. SVG files embed them as @font-face rules with data: URLs, under the same family names the
 * screen declares (fonts/screenFonts.ts), each face's range being the characters it sets, so an SVG opened anywhere and the PNG
 * (drawn from that SVG in an <img>, which may not load outside fonts) set text as the screen does, never
 * in the viewer's fonts. The PDF embeds the same faces (pdfText.ts).
 */
export interface ExportFace extends FaceNeed {
  /** The face's whole TrueType file (for shaping). */
  readonly sfnt: Uint8Array;
}

export interface ExportFonts {
  readonly faces: readonly ExportFace[];
  readonly coverage: ReadonlyMap<string, FamilyCoverage>;
  /** Characters no shipped face holds (drawn as the font's missing-glyph box). */
  readonly missing: ReadonlySet<number>;
}

/** The coverage of every shipped family the texts name, and the faces they need, loaded. */
export async function loadExportFonts(uses: readonly TextUse[], signal?: AbortSignal): Promise<ExportFonts> {
  const families = familiesUsed(uses).filter((f) => familySpec(f));
  const coverage = new Map(
    await Promise.all(families.map(async (f) => [f, await loadFamilyCoverage(f)] as const)),
  );
  const { faces, missing } = requiredFaces(uses, (f) => coverage.get(f));
  const loaded = await Promise.all(
    faces.map(async (need) => ({
      ...need,
      sfnt: await loadFontSfnt(need.face.family, need.face.subset, need.weight, signal),
    })),
  );
  return { faces: loaded, coverage, missing };
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    binary += String.fromCharCode(...bytes.subarray(i, i + step));
  }
  return btoa(binary);
}

/** @font-face rules with each face subset to its characters, inlined as data: URLs ('' without text). */
export async function embeddedFontCss(uses: readonly TextUse[], signal?: AbortSignal): Promise<string> {
  const fonts = await loadExportFonts(uses, signal);
  const rules = await Promise.all(
    fonts.faces.map(async (face) => {
      const subset = await subsetFont(face.sfnt, { codePoints: face.codePoints });
      return (
        `@font-face{font-family:'${face.face.family}';font-style:normal;font-weight:${face.weight};` +
        `src:url(data:font/ttf;base64,${bytesToBase64(subset)}) format('truetype');` +
        // Exactly the characters this subset sets: no two embedded faces of a family claim one.
        `unicode-range:${formatUnicodeRange(parseUnicodeRange([...face.codePoints].map((c) => `U+${c.toString(16)}`).join(',')))};}`
      );
    }),
  );
  return rules.join('\n');
}
