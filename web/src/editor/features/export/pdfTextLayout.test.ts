import { describe, expect, it } from 'vitest';
import type { FamilyCoverage } from '@mapwright/core/fonts/itemize';
import { parseUnicodeRange } from '@mapwright/core/fonts/unicode-range';
import {
  chunkAlphas,
  glyphOutlineMatrix,
  glyphsFromShaping,
  layOutChunk,
  runTextMatrix,
  SYNTHETIC_OBLIQUE,
  type Matrix,
  type BidiLevels,
  type Shaper,
  type TextChunk,
} from './pdfTextLayout';

const stack: FamilyCoverage[] = [
  {
    family: 'Inter',
    faces: [{ family: 'Inter', subset: 'latin', ranges: parseUnicodeRange('U+0000-00FF') }],
  },
  {
    family: 'Noto Sans Hebrew',
    faces: [{ family: 'Noto Sans Hebrew', subset: 'hebrew', ranges: parseUnicodeRange('U+0590-05FF') }],
  },
];

const chunk = (text: string): TextChunk => ({
  text,
  x: 0,
  y: 0,
  anchor: 'start',
  size: 10,
  families: ['Inter', 'Noto Sans Hebrew'],
  weight: 400,
  italic: false,
  fill: '#000',
  stroke: null,
  opacity: 1,
  matrix: [1, 0, 0, 1, 0, 0],
});

/** One glyph per character, 500 units wide, its text the character; right-to-left runs reversed. */
const shape: Shaper = (text, _face, _weight, rtl) => {
  const glyphs = [...text].map((ch) => ({
    gid: ch.codePointAt(0) ?? 0,
    advance: 500,
    xOffset: 0,
    yOffset: 0,
    text: ch,
  }));
  return { upem: 1000, glyphs: rtl ? glyphs.reverse() : glyphs };
};

/** Hebrew letters at level 1, the rest at 0 (enough for these cases). */
const levels: BidiLevels = (text) => [...text].map((ch) => (/[\u0590-\u05ff]/.test(ch) ? 1 : 0));

describe('PDF text layout', () => {
  it('splits a chunk into runs of one face and direction and orders them visually', () => {
    const laid = layOutChunk(chunk('ab אב cd'), stack, levels, shape);
    const visual = laid.runs.map((r) => r.glyphs.map((g) => String.fromCodePoint(g.gid)).join(''));
    expect(visual).toEqual(['ab ', 'בא', ' cd']);
    expect(laid.runs.map((r) => r.start)).toEqual([0, 3, 5]);
    expect(laid.width).toBeCloseTo(8 * 5, 6);
    expect(laid.rtl).toBe(true);
    expect(layOutChunk(chunk('abc'), stack, levels, shape).rtl).toBe(false);
  });

  it('reverses a sequence of right-to-left runs as a whole', () => {
    // Two Hebrew runs split by a face change stay in right-to-left order.
    const rtlStack: FamilyCoverage[] = [
      stack[1] as FamilyCoverage,
      { family: 'X', faces: [{ family: 'X', subset: 'x', ranges: parseUnicodeRange('U+05D3') }] },
    ];
    const laid = layOutChunk(
      { ...chunk('אבד'), families: ['Noto Sans Hebrew', 'X'] },
      rtlStack,
      levels,
      shape,
    );
    expect(laid.runs.map((r) => r.start)).toEqual([0]);
    const twoFaces = layOutChunk(
      { ...chunk('אבד'), families: ['X', 'Noto Sans Hebrew'] },
      [rtlStack[1] as FamilyCoverage, rtlStack[0] as FamilyCoverage],
      levels,
      shape,
    );
    expect(twoFaces.runs.map((r) => r.start)).toEqual([2, 0]);
  });

  it('gives a cluster its characters on its widest glyph, not on its marks', () => {
    // Right to left, as HarfBuzz returns it: a dot (no advance) before its base letter, then a ligature.
    const glyphs = glyphsFromShaping(
      'نلا',
      [
        { codepoint: 7, cluster: 1 },
        { codepoint: 261, cluster: 0 },
        { codepoint: 83, cluster: 0 },
      ],
      [
        { xAdvance: 600, xOffset: 0, yOffset: 0 },
        { xAdvance: 0, xOffset: 105, yOffset: 149 },
        { xAdvance: 556, xOffset: 0, yOffset: 0 },
      ],
    );
    expect(glyphs.map((g) => [g.gid, g.text])).toEqual([
      [7, 'لا'],
      [261, ''],
      [83, 'ن'],
    ]);
  });
});

/** A point through a PDF matrix [a b c d e f]. */
const apply = ([a, b, c, d, e, f]: Matrix, x: number, y: number) => [a * x + c * y + e, b * x + d * y + f];

describe('italic text in the PDF', () => {
  it('flips glyph space into the y-down chunk space and slants it by the fake-italic skew', () => {
    expect(runTextMatrix(12, 30, false)).toEqual([1, 0, 0, -1, 12, 30]);
    // A glyph's top (y up in glyph space) leans right; its baseline stays put.
    expect(apply(runTextMatrix(12, 30, true), 0, 10)).toEqual([12 + 10 * SYNTHETIC_OBLIQUE, 20]);
    expect(apply(runTextMatrix(12, 30, true), 5, 0)).toEqual([17, 30]);
    expect(Math.atan(SYNTHETIC_OBLIQUE) * (180 / Math.PI)).toBeCloseTo(14, 0);
  });

  it('draws an outlined glyph where the slanted text would put it, offsets included', () => {
    const k = 0.01;
    const glyph = { xOffset: 40, yOffset: 200 };
    for (const italic of [false, true]) {
      const tm = runTextMatrix(12, 30, italic);
      const cm = glyphOutlineMatrix(12, 30, k, glyph, 6, italic);
      // A font-unit point (u, v) of the glyph is, in text space, pen + offsets + (u, v) × k.
      for (const [u, v] of [
        [0, 0],
        [300, 700],
      ] as const) {
        const viaText = apply(tm, 6 + (glyph.xOffset + u) * k, (glyph.yOffset + v) * k);
        const viaOutline = apply(cm, u, v);
        expect(viaOutline[0]).toBeCloseTo(viaText[0] ?? NaN, 9);
        expect(viaOutline[1]).toBeCloseTo(viaText[1] ?? NaN, 9);
      }
    }
  });
});

describe('transparency in the PDF text layer', () => {
  it("gives the fill and the halo each its own alpha, times the element's opacity", () => {
    const halo = { colour: '#ffffff80', width: 6, first: true, opacity: 0.8 };
    expect(chunkAlphas({ opacity: 0.8, stroke: halo }, 1, 0.5)).toEqual({ fill: 0.8, stroke: 0.4 });
    expect(chunkAlphas({ opacity: 1, stroke: { ...halo, opacity: 1 } }, 0.25, 1)).toEqual({
      fill: 0.25,
      stroke: 1,
    });
    expect(chunkAlphas({ opacity: 0.5, stroke: null }, 1, 1)).toEqual({ fill: 0.5, stroke: 1 });
  });
});
