import { rangesCover, type CodePointRanges } from './unicode-range';

/** One declared face of a family: a subset file's code points (its @font-face unicode-range). */
export interface FaceCoverage {
  readonly family: string;
  readonly subset: string;
  readonly ranges: CodePointRanges;
}

export interface FamilyCoverage {
  readonly family: string;
  readonly faces: readonly FaceCoverage[];
}

/** A stretch of a text set in one face (UTF-16 offsets); `face` undefined: no declared face has it. */
export interface TextItem {
  readonly start: number;
  readonly end: number;
  readonly face: FaceCoverage | undefined;
}

// Made on first use: building a segmenter loads the engine's break data, which
// every editor chunk that imports this module would otherwise pay while the map loads.
let graphemes: Intl.Segmenter | undefined;

/**
 * The face that sets a character: the first family, in stack order, with a face whose ranges hold it;
 * within a family the faces declared last are tried first, as CSS does with overlapping unicode-ranges
 * (Inter's Latin and Latin Extended files both claim Œ; only the Latin one, declared last, has it).
 */
function faceFor(codePoint: number, stack: readonly FamilyCoverage[]): FaceCoverage | undefined {
  for (const family of stack) {
    for (let i = family.faces.length - 1; i >= 0; i--) {
      const face = family.faces[i];
      if (face && rangesCover(face.ranges, codePoint)) return face;
    }
  }
  return undefined;
}

/**
 * Splits a text into stretches set in one face, the way a browser matches @font-face rules with
 * unicode-range: each grapheme cluster (a letter with its marks, a conjunct's joiners) is set in the
 * first face of the font-family list that holds its first character. Exports use it to embed exactly the
 * faces the browser draws with, and the PDF to shape each stretch with its font.
 */
export function itemizeText(text: string, stack: readonly FamilyCoverage[]): TextItem[] {
  const items: { start: number; end: number; face: FaceCoverage | undefined }[] = [];
  graphemes ??= new Intl.Segmenter('und', { granularity: 'grapheme' });
  for (const { segment, index } of graphemes.segment(text)) {
    const face = faceFor(segment.codePointAt(0) ?? 0, stack);
    const last = items[items.length - 1];
    if (last && last.face === face && last.end === index) last.end = index + segment.length;
    else items.push({ start: index, end: index + segment.length, face });
  }
  return items;
}
