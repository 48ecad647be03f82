import type { PDFDocument, PDFRef } from 'pdf-lib';
import type { FamilyCoverage } from '@mapwright/core/fonts/itemize';
import { subsetFont } from '../../../fonts/subset';
import type { ExportFace, ExportFonts } from './fonts';
import {
  chunkAlphas,
  glyphOutlineMatrix,
  glyphsFromShaping,
  layOutChunk,
  runTextMatrix,
  type BidiLevels,
  type Glyph,
  type LaidOutChunk,
  type Matrix,
  type Shaper,
  type TextChunk,
} from './pdfTextLayout';

/**
 * The PDF's text: every chunk shaped with HarfBuzz in the export's own fonts and written as real PDF
 * text, so it is selectable, searchable and set exactly as on screen. Each face is embedded once as a
 * CID-keyed TrueType font cut down to the glyphs shown (their ids kept). Each (glyph, characters) pair
 * gets its own code, and the ToUnicode map gives every code its characters, so a glyph that stands for
 * different text in different words still copies right; the runs of a chunk are written in logical
 * order, each at its visual place, so extraction reads right-to-left text in reading order. A glyph that
 * is only part of its characters' drawing (Arabic dots, the second half of a split Indic vowel, Thai
 * SARA AM's ring) is drawn as an outline, not as text, so it adds nothing to the text. Each left-to-right
 * chunk is also wrapped in an /ActualText span with its exact string, for readers that use it.
 */

/** Frame coordinates → PDF page coordinates (points, y up): the SVG's placement on the page. */
export interface PagePlacement {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
  readonly pageHeight: number;
}

interface EmbeddedFace {
  readonly name: string;
  readonly face: ExportFace;
  readonly upem: number;
  /** Code (CID) of each `${gid}|${characters}` shown; code 0 is the missing glyph. */
  readonly codes: Map<string, number>;
  /** Glyph id of each code. */
  readonly gids: number[];
  /** Advance of each code's glyph, font units. */
  readonly widths: number[];
  /** Characters of each code. */
  readonly unicode: string[];
}

const fmt = (n: number) => {
  const s = n.toFixed(3).replace(/\.?0+$/, '');
  return s === '-0' ? '0' : s;
};

const hex4 = (n: number) => n.toString(16).padStart(4, '0');

/** The six capital letters that mark an embedded font as a subset (PDF 32000 9.6.4), one per face. */
function subsetTag(index: number): string {
  let tag = '';
  for (let i = 0, n = index; i < 3; i++, n = Math.floor(n / 26))
    tag = String.fromCharCode(65 + (n % 26)) + tag;
  return `MWF${tag}`;
}

function utf16Hex(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += hex4(text.charCodeAt(i));
  return out;
}

function faceKey(family: string, subset: string, weight: number): string {
  return `${family}|${subset}|${weight}`;
}

/** '#rrggbb' or an rgba() colour as PDF's 0..1 components and alpha (via the canvas's colour parser). */
function parseColour(value: string): { rgb: [number, number, number]; alpha: number } | null {
  if (value === 'none' || value === 'transparent') return null;
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return { rgb: [0, 0, 0], alpha: 1 };
  context.fillStyle = '#000000';
  context.fillStyle = value;
  const parsed = String(context.fillStyle);
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(parsed);
  if (hex)
    return {
      rgb: [1, 2, 3].map((i) => parseInt(hex[i] ?? '0', 16) / 255) as [number, number, number],
      alpha: 1,
    };
  const rgba = /rgba?\(([^)]+)\)/.exec(parsed);
  const parts = (rgba?.[1] ?? '0,0,0').split(',').map((p) => Number(p.trim()));
  return {
    rgb: [(parts[0] ?? 0) / 255, (parts[1] ?? 0) / 255, (parts[2] ?? 0) / 255],
    alpha: parts[3] ?? 1,
  };
}

function readInt16(table: Uint8Array | undefined, offset: number): number {
  if (!table || offset + 2 > table.length) return 0;
  const v = ((table[offset] ?? 0) << 8) | (table[offset + 1] ?? 0);
  return v >= 0x8000 ? v - 0x10000 : v;
}

function toUnicodeCMap(unicode: readonly string[]): string {
  const entries = unicode.map((text, code) => [code, text] as const).filter(([, text]) => text !== '');
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(
      `${block.length} beginbfchar\n${block.map(([gid, text]) => `<${hex4(gid)}> <${utf16Hex(text)}>`).join('\n')}\nendbfchar`,
    );
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/**
 * Shapes and writes every chunk onto the first page of `pdf`, above its vector drawing. `fonts` are the
 * export's faces (fonts.ts), loaded for these chunks.
 */
export async function writeTextLayer(
  pdf: PDFDocument,
  chunks: readonly TextChunk[],
  fonts: ExportFonts,
  placement: PagePlacement,
): Promise<void> {
  if (chunks.length === 0) return;
  const [hb, { default: bidiFactory }, lib] = await Promise.all([
    import('harfbuzzjs'),
    import('bidi-js'),
    import('pdf-lib'),
  ]);
  const bidi = bidiFactory();
  const levelsOf: BidiLevels = (text) => bidi.getEmbeddingLevels(text, 'ltr').levels;

  const faces = new Map(fonts.faces.map((f) => [faceKey(f.face.family, f.face.subset, f.weight), f]));
  const hbFonts = new Map<
    string,
    { font: InstanceType<typeof hb.Font>; upem: number; face: InstanceType<typeof hb.Face> }
  >();
  const hbFontOf = (key: string, face: ExportFace) => {
    let entry = hbFonts.get(key);
    if (!entry) {
      const hbFace = new hb.Face(new hb.Blob(face.sfnt));
      entry = { font: new hb.Font(hbFace), upem: hbFace.upem, face: hbFace };
      hbFonts.set(key, entry);
    }
    return entry;
  };
  const shape: Shaper = (text, face, weight, rtl) => {
    const key = faceKey(face.family, face.subset, weight);
    const exportFace = faces.get(key);
    if (!exportFace) return { upem: 1000, glyphs: [] };
    const { font, upem } = hbFontOf(key, exportFace);
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
    if (face.family === 'Noto Sans JP') buffer.setLanguage('ja');
    if (face.family === 'Noto Sans SC') buffer.setLanguage('zh-Hans');
    buffer.guessSegmentProperties();
    buffer.setClusterLevel(hb.ClusterLevel.MONOTONE_CHARACTERS);
    hb.shape(font, buffer);
    return { upem, glyphs: glyphsFromShaping(text, buffer.getGlyphInfos(), buffer.getGlyphPositions()) };
  };

  const stacks = new Map<string, FamilyCoverage[]>();
  const stackOf = (families: readonly string[]) => {
    const key = families.join('|');
    let stack = stacks.get(key);
    if (!stack) {
      stack = families.flatMap((f) => {
        const coverage = fonts.coverage.get(f);
        return coverage ? [coverage] : [];
      });
      stacks.set(key, stack);
    }
    return stack;
  };

  const laidOut: LaidOutChunk[] = chunks.map((chunk) =>
    layOutChunk(chunk, stackOf(chunk.families), levelsOf, shape),
  );

  // The faces the glyphs use, named for the page's font resources, with a code per glyph and text.
  const embedded = new Map<string, EmbeddedFace>();
  for (const { runs } of laidOut) {
    for (const run of runs) {
      const key = faceKey(run.face.family, run.face.subset, run.weight);
      const face = faces.get(key);
      if (!face) continue;
      const { font, upem } = hbFontOf(key, face);
      let entry = embedded.get(key);
      if (!entry) {
        entry = {
          name: `MWF${embedded.size}`,
          face,
          upem,
          codes: new Map(),
          gids: [0],
          widths: [font.glyphHAdvance(0)],
          unicode: [''],
        };
        embedded.set(key, entry);
      }
      for (const glyph of run.glyphs) {
        const code = `${glyph.gid}|${glyph.text}`;
        if (glyph.text === '' || entry.codes.has(code)) continue;
        entry.codes.set(code, entry.gids.length);
        entry.gids.push(glyph.gid);
        entry.widths.push(font.glyphHAdvance(glyph.gid));
        entry.unicode.push(glyph.text);
      }
    }
  }

  const context = pdf.context;
  const page = pdf.getPage(0);
  page.node.normalize();
  const { PDFName, PDFString } = lib;

  let index = 0;
  for (const [key, entry] of embedded) {
    const hbEntry = hbFonts.get(key);
    const head = hbEntry?.face.referenceTable('head');
    const hhea = hbEntry?.face.referenceTable('hhea');
    const os2 = hbEntry?.face.referenceTable('OS/2');
    const k = 1000 / entry.upem;
    const baseName = `${subsetTag(index++)}+${entry.face.face.family.replace(/\s+/g, '')}-${entry.face.weight === 700 ? 'Bold' : 'Regular'}`;
    const subset = await subsetFont(entry.face.sfnt, { glyphs: entry.gids, dropLayout: true });
    const fontFile = context.register(context.flateStream(subset, { Length1: subset.length }));
    const descriptor = context.register(
      context.obj({
        Type: 'FontDescriptor',
        FontName: baseName,
        Flags: 4,
        FontBBox: [36, 38, 40, 42].map((o) => Math.round(readInt16(head, o) * k)),
        ItalicAngle: 0,
        Ascent: Math.round(readInt16(hhea, 4) * k),
        Descent: Math.round(readInt16(hhea, 6) * k),
        CapHeight: Math.round((readInt16(os2, 0) >= 2 ? readInt16(os2, 88) : readInt16(hhea, 4) * 0.7) * k),
        StemV: entry.face.weight === 700 ? 140 : 80,
        FontFile2: fontFile,
      }),
    );
    const cidToGid = new Uint8Array(entry.gids.length * 2);
    entry.gids.forEach((gid, cid) => {
      cidToGid[2 * cid] = gid >> 8;
      cidToGid[2 * cid + 1] = gid & 0xff;
    });
    const cidFont = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: baseName,
        CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
        FontDescriptor: descriptor,
        DW: 0,
        W: [0, entry.widths.map((w) => Math.round(w * k))],
        CIDToGIDMap: context.register(context.flateStream(cidToGid)),
      }),
    );
    const toUnicode = context.register(context.flateStream(toUnicodeCMap(entry.unicode)));
    const type0: PDFRef = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: baseName,
        Encoding: 'Identity-H',
        DescendantFonts: [cidFont],
        ToUnicode: toUnicode,
      }),
    );
    page.node.setFontDictionary(PDFName.of(entry.name), type0);
  }

  const alphas = new Map<string, string>();
  const alphaState = (fill: number, stroke: number) => {
    const key = `${fmt(fill)}|${fmt(stroke)}`;
    let name = alphas.get(key);
    if (!name) {
      name = `MWGS${alphas.size}`;
      page.node.setExtGState(PDFName.of(name), context.obj({ Type: 'ExtGState', ca: fill, CA: stroke }));
      alphas.set(key, name);
    }
    return name;
  };

  const ops: string[] = [];
  let penX = 0;
  for (const { chunk, runs, width, rtl } of laidOut) {
    const startX =
      chunk.x === undefined
        ? penX
        : chunk.x - (chunk.anchor === 'middle' ? width / 2 : chunk.anchor === 'end' ? width : 0);
    penX = startX + width;
    const fill = parseColour(chunk.fill);
    const stroke = chunk.stroke && parseColour(chunk.stroke.colour);
    if (!fill && !stroke) continue;
    const [a, b, c, d, e, f] = chunk.matrix;
    const s = placement.scale;
    const cm: Matrix = [
      s * a,
      -s * b,
      s * c,
      -s * d,
      placement.x + s * e,
      placement.pageHeight - placement.y - s * f,
    ];
    ops.push('q', `${cm.map(fmt).join(' ')} cm`);
    const alpha = chunkAlphas(chunk, fill?.alpha ?? 1, stroke?.alpha ?? 1);
    if (alpha.fill < 1 || alpha.stroke < 1) ops.push(`/${alphaState(alpha.fill, alpha.stroke)} gs`);
    // Not for right-to-left text: poppler reverses an ActualText as if it were in visual order, while
    // the glyphs' own characters, in their places, read right.
    if (!rtl) ops.push(`/Span <</ActualText <FEFF${utf16Hex(chunk.text)}>>> BDC`);
    const passes: { mode: number; setup: string }[] = [];
    if (fill) passes.push({ mode: 0, setup: `${fill.rgb.map(fmt).join(' ')} rg` });
    if (stroke && chunk.stroke) {
      const pass = {
        mode: 1,
        setup: `${stroke.rgb.map(fmt).join(' ')} RG ${fmt(chunk.stroke.width)} w 1 j 1 J`,
      };
      if (chunk.stroke.first) passes.unshift(pass);
      else passes.push(pass);
    }
    // Runs sit left to right in visual order; they are written in logical order.
    const placed: { run: (typeof runs)[number]; x: number }[] = [];
    let runX = startX;
    for (const run of runs) {
      placed.push({ run, x: runX });
      runX += (run.width * chunk.size) / run.upem;
    }
    placed.sort((p, q) => p.run.start - q.run.start);
    for (const pass of passes) {
      ops.push('BT', pass.setup, `${pass.mode} Tr`);
      for (const { run, x } of placed) {
        const entry = embedded.get(faceKey(run.face.family, run.face.subset, run.weight));
        if (!entry) continue;
        const tm = runTextMatrix(x, chunk.y, chunk.italic);
        ops.push(`/${entry.name} ${fmt(chunk.size)} Tf`, `${tm.map(fmt).join(' ')} Tm`);
        ops.push(...showGlyphs(run.glyphs, entry, chunk.size));
      }
      ops.push('ET');
      for (const { run, x } of placed) {
        const entry = embedded.get(faceKey(run.face.family, run.face.subset, run.weight));
        const hbEntry = entry && hbFonts.get(faceKey(run.face.family, run.face.subset, run.weight));
        if (!entry || !hbEntry) continue;
        const strokeWidth = pass.mode === 1 ? (chunk.stroke?.width ?? 1) : null;
        ops.push(...outlineGlyphs(run.glyphs, entry, hbEntry.font, chunk, x, strokeWidth));
      }
    }
    if (!rtl) ops.push('EMC');
    ops.push('Q');
  }
  const start = context.register(context.flateStream('q\n'));
  const end = context.register(context.flateStream('\nQ\n'));
  page.node.wrapContentStreams(start, end);
  page.node.addContentStream(context.register(context.flateStream(ops.join('\n'))));
}

/**
 * TJ arrays placing each glyph where HarfBuzz put it: the font's advance moves the pen by the width
 * the PDF knows (the font's hmtx, in /W), a number before a glyph makes up any difference (kerning,
 * marks with zero advance, offsets), and a change of vertical offset (a stacked mark) sets the rise.
 * Glyphs that stand for no characters of their own are left to outlineGlyphs.
 */
function showGlyphs(glyphs: readonly Glyph[], entry: EmbeddedFace, size: number): string[] {
  const k = size / entry.upem;
  const ops: string[] = [];
  let parts: string[] = [];
  let rise = 0;
  let pen = 0;
  let cur = 0;
  const flush = () => {
    if (parts.length > 0) ops.push(`[${parts.join(' ')}] TJ`);
    parts = [];
  };
  for (const glyph of glyphs) {
    const code = entry.codes.get(`${glyph.gid}|${glyph.text}`);
    if (glyph.text !== '' && code !== undefined) {
      const y = glyph.yOffset * k;
      if (Math.abs(y - rise) > 1e-6) {
        flush();
        ops.push(`${fmt(y)} Ts`);
        rise = y;
      }
      const x = pen + glyph.xOffset * k;
      if (Math.abs(x - cur) > 1e-4) parts.push(fmt((-(x - cur) * 1000) / size));
      parts.push(`<${hex4(code)}>`);
      cur = x + (entry.widths[code] ?? 0) * k;
    }
    pen += glyph.advance * k;
  }
  flush();
  if (rise !== 0) ops.push('0 Ts');
  return ops;
}

interface OutlineFont {
  glyphToJson(glyphId: number): { type: string; values: number[] }[];
}

/** Path operators of a glyph's outline, in font units (y up). Quadratic curves become cubic ones. */
function glyphPath(font: OutlineFont, gid: number): string {
  const ops: string[] = [];
  let x = 0;
  let y = 0;
  for (const { type, values: v } of font.glyphToJson(gid)) {
    if (type === 'M' || type === 'L') {
      [x = 0, y = 0] = v;
      ops.push(`${fmt(x)} ${fmt(y)} ${type === 'M' ? 'm' : 'l'}`);
    } else if (type === 'Q') {
      const [qx = 0, qy = 0, ex = 0, ey = 0] = v;
      const c1 = [x + ((qx - x) * 2) / 3, y + ((qy - y) * 2) / 3];
      const c2 = [ex + ((qx - ex) * 2) / 3, ey + ((qy - ey) * 2) / 3];
      ops.push(`${[...c1, ...c2, ex, ey].map(fmt).join(' ')} c`);
      [x, y] = [ex, ey];
    } else if (type === 'C') {
      ops.push(`${v.map(fmt).join(' ')} c`);
      [x = 0, y = 0] = v.slice(4);
    } else if (type === 'Z') ops.push('h');
  }
  return ops.join(' ');
}

/** The glyphs of a run that stand for no characters of their own, drawn as filled (or stroked) outlines. */
function outlineGlyphs(
  glyphs: readonly Glyph[],
  entry: EmbeddedFace,
  font: OutlineFont,
  chunk: TextChunk,
  x: number,
  strokeWidth: number | null,
): string[] {
  const k = chunk.size / entry.upem;
  const ops: string[] = [];
  let pen = 0;
  for (const glyph of glyphs) {
    if (glyph.text === '') {
      const path = glyphPath(font, glyph.gid);
      if (path !== '') {
        const cm = glyphOutlineMatrix(x, chunk.y, k, glyph, pen, chunk.italic);
        ops.push('q', `${cm.map(fmt).join(' ')} cm`);
        // The stroke width is in the element's units; the outline's space is scaled by k.
        if (strokeWidth !== null) ops.push(`${fmt(strokeWidth / k)} w`);
        ops.push(path, strokeWidth !== null ? 'S' : 'f', 'Q');
      }
    }
    pen += glyph.advance * k;
  }
  return ops;
}
