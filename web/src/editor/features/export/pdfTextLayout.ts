import { fontWeightOf, type FontWeight } from '@mapwright/core/fonts/families';
import { parseFontFamilyList } from '@mapwright/core/fonts/font-stack';
import { itemizeText, type FaceCoverage, type FamilyCoverage } from '@mapwright/core/fonts/itemize';
import type { TextUse } from '@mapwright/core/fonts/text-uses';

/**
 * The texts of the export SVG laid out for the PDF: each <text> (and each <tspan> placed on its own)
 * becomes a chunk with its transform, style and anchor; each chunk is split into runs of one face and
 * one direction (Unicode bidi levels, bidi-js), shaped by HarfBuzz with the face's font (joining Arabic,
 * reordering and stacking Indic and Thai marks, as a browser does) and put in visual order.
 */
export type Matrix = readonly [number, number, number, number, number, number];

export interface TextChunk {
  readonly text: string;
  /** Start of the chunk in the element's coordinates; x undefined: right after the previous chunk. */
  readonly x: number | undefined;
  readonly y: number;
  readonly anchor: 'start' | 'middle' | 'end';
  readonly size: number;
  readonly families: readonly string[];
  readonly weight: FontWeight;
  /** font-style italic or oblique: drawn slanted (see SYNTHETIC_OBLIQUE). */
  readonly italic: boolean;
  readonly fill: string;
  readonly stroke: {
    readonly colour: string;
    readonly width: number;
    readonly first: boolean;
    /** The element's opacity times stroke-opacity (a halo's own transparency is in its colour). */
    readonly opacity: number;
  } | null;
  /** The element's opacity times fill-opacity. */
  readonly opacity: number;
  /** Element coordinates → frame coordinates (the SVG transforms of the text and its ancestors). */
  readonly matrix: Matrix;
}

function inherited(el: Element, name: string): string | null {
  for (let node: Element | null = el; node; node = node.parentElement) {
    const value = node.getAttribute(name);
    if (value !== null && value !== 'inherit') return value;
  }
  return null;
}

/** The element's and its ancestors' opacity times its fill- or stroke-opacity. */
function opacityOf(el: Element, paint: 'fill-opacity' | 'stroke-opacity'): number {
  let opacity = 1;
  for (let node: Element | null = el; node; node = node.parentElement) {
    const value = Number(node.getAttribute('opacity') ?? 1);
    if (Number.isFinite(value)) opacity *= value;
  }
  const own = Number(inherited(el, paint) ?? 1);
  return opacity * (Number.isFinite(own) ? own : 1);
}

function matrixOf(el: Element): Matrix {
  const chain: Element[] = [];
  for (let node: Element | null = el; node && node.nodeName !== 'svg'; node = node.parentElement)
    chain.unshift(node);
  const m = new DOMMatrix();
  for (const node of chain) {
    const transform = (node as SVGGraphicsElement).transform?.baseVal.consolidate();
    if (transform) m.multiplySelf(transform.matrix);
  }
  return [m.a, m.b, m.c, m.d, m.e, m.f];
}

const collapse = (text: string) => text.replace(/[\n\r\t]/g, ' ').replace(/ {2,}/g, ' ');

function number(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = parseFloat(value);
  return Number.isFinite(n) ? n : undefined;
}

/** The chunks of every <text> of an SVG document, in drawing order. */
export function collectTextChunks(svg: Element): TextChunk[] {
  const chunks: TextChunk[] = [];
  for (const text of svg.querySelectorAll('text')) {
    const matrix = matrixOf(text);
    let y = number(text.getAttribute('y')) ?? 0;
    const parts: { el: Element; content: string; x: number | undefined; y: number }[] = [];
    const x0 = number(text.getAttribute('x')) ?? 0;
    let first = true;
    for (const node of text.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) {
        parts.push({ el: text, content: node.textContent ?? '', x: first ? x0 : undefined, y });
      } else if (node instanceof Element && node.nodeName === 'tspan') {
        const x = number(node.getAttribute('x'));
        y = (number(node.getAttribute('y')) ?? y) + (number(node.getAttribute('dy')) ?? 0);
        parts.push({ el: node, content: node.textContent ?? '', x: x ?? (first ? x0 : undefined), y });
      } else continue;
      first = false;
    }
    for (const part of parts) {
      const content = collapse(part.content);
      if (content.trim() === '') continue;
      const el = part.el;
      const stroke = inherited(el, 'stroke');
      const strokeWidth = number(inherited(el, 'stroke-width')) ?? 1;
      chunks.push({
        text: part.x === undefined ? content : content.trim(),
        x: part.x,
        y: part.y,
        anchor: (inherited(el, 'text-anchor') as TextChunk['anchor'] | null) ?? 'start',
        size: number(inherited(el, 'font-size')) ?? 16,
        families: parseFontFamilyList(inherited(el, 'font-family') ?? ''),
        weight: fontWeightOf(inherited(el, 'font-weight') ?? 400),
        italic: /^(italic|oblique)/.test(inherited(el, 'font-style') ?? ''),
        fill: inherited(el, 'fill') ?? '#000000',
        stroke:
          stroke && stroke !== 'none' && strokeWidth > 0
            ? {
                colour: stroke,
                width: strokeWidth,
                first: /^\s*stroke/.test(inherited(el, 'paint-order') ?? ''),
                opacity: opacityOf(el, 'stroke-opacity'),
              }
            : null,
        opacity: opacityOf(el, 'fill-opacity'),
        matrix,
      });
    }
  }
  return chunks;
}

/**
 * Italic text is slanted upright glyphs, in every output alike: the shipped Noto families have no
 * italic faces and the screen and SVG declare only upright ones, so browsers (and so the screen, the
 * SVG and the PNG) slant the upright face themselves; the PDF does the same with its text matrix, by
 * Skia's (Chrome's) fake-italic skew of 1/4 (about 14°), so a PDF sets italic as the screen shows it.
 */
export const SYNTHETIC_OBLIQUE = 0.25;

/**
 * The text matrix (Tm operands) of a run starting at (x, y) in the chunk's own coordinates, whose y
 * axis points down (the SVG's): glyph space is y-up, so it is flipped, and slanted when italic (a
 * glyph's top leans right).
 */
export function runTextMatrix(x: number, y: number, italic: boolean): Matrix {
  return [1, 0, italic ? SYNTHETIC_OBLIQUE : 0, -1, x, y];
}

/**
 * The matrix (cm operands) drawing one glyph's outline, in font units scaled by `k` (size / upem),
 * at pen position `penX` plus the glyph's offsets, slanted like the text around it when italic.
 */
export function glyphOutlineMatrix(
  x: number,
  y: number,
  k: number,
  glyph: { readonly xOffset: number; readonly yOffset: number },
  penX: number,
  italic: boolean,
): Matrix {
  const skew = italic ? SYNTHETIC_OBLIQUE : 0;
  const rise = glyph.yOffset * k;
  return [k, 0, skew * k, -k, x + penX + glyph.xOffset * k + skew * rise, y - rise];
}

/**
 * The PDF's fill (ca) and stroke (CA) alpha of a chunk: each paint's own, from its opacity and its
 * colour's alpha (`#rrggbbaa`), so a see-through halo stays see-through under opaque text.
 */
export function chunkAlphas(
  chunk: Pick<TextChunk, 'opacity' | 'stroke'>,
  fillAlpha: number,
  strokeAlpha: number,
): { readonly fill: number; readonly stroke: number } {
  return { fill: chunk.opacity * fillAlpha, stroke: (chunk.stroke?.opacity ?? 1) * strokeAlpha };
}

export function chunkUses(chunks: readonly TextChunk[]): TextUse[] {
  return chunks.map((c) => ({ text: c.text, families: c.families, weight: c.weight }));
}

/** One shaped glyph: its id in the face, where it sits (font units) and the text it stands for. */
export interface Glyph {
  readonly gid: number;
  readonly advance: number;
  readonly xOffset: number;
  readonly yOffset: number;
  /** The characters of the glyph's cluster (on its first glyph; '' on the others). */
  readonly text: string;
}

interface GlyphRun {
  /** Offset of the run's first character in the chunk: the PDF writes runs in this (logical) order. */
  readonly start: number;
  readonly face: FaceCoverage;
  readonly weight: FontWeight;
  readonly upem: number;
  readonly glyphs: readonly Glyph[];
  /** Sum of the advances, in font units. */
  readonly width: number;
}

export interface LaidOutChunk {
  readonly chunk: TextChunk;
  /** Runs in visual order, left to right. */
  readonly runs: readonly GlyphRun[];
  /** Width in the element's units. */
  readonly width: number;
  /** Some of it runs right to left. */
  readonly rtl: boolean;
}

/** Shapes one run of text in one face and direction; the glyphs come back in visual order. */
export type Shaper = (
  text: string,
  face: FaceCoverage,
  weight: FontWeight,
  rtl: boolean,
) => { readonly upem: number; readonly glyphs: readonly Glyph[] };

/** Bidi embedding levels of the text's UTF-16 code units, paragraph left-to-right (SVG's default). */
export type BidiLevels = (text: string) => ArrayLike<number>;

/**
 * The chunk split into runs of one face and one bidi level, shaped, and ordered visually (UAX #9 rule
 * L2: from the highest level down to the lowest odd one, reverse every sequence at that level or above).
 * Characters no shipped face holds are left out (the browser would draw a missing-glyph box).
 */
export function layOutChunk(
  chunk: TextChunk,
  stack: readonly FamilyCoverage[],
  levelsOf: BidiLevels,
  shape: Shaper,
): LaidOutChunk {
  const levels = levelsOf(chunk.text);
  const pieces: { start: number; end: number; face: FaceCoverage; level: number }[] = [];
  for (const item of itemizeText(chunk.text, stack)) {
    const face = item.face;
    if (!face) continue;
    let start = item.start;
    for (let i = item.start + 1; i <= item.end; i++) {
      if (i === item.end || levels[i] !== levels[start]) {
        pieces.push({ start, end: i, face, level: levels[start] ?? 0 });
        start = i;
      }
    }
  }
  const runs: { run: GlyphRun; level: number }[] = pieces.map((piece) => {
    const shaped = shape(
      chunk.text.slice(piece.start, piece.end),
      piece.face,
      chunk.weight,
      piece.level % 2 === 1,
    );
    const width = shaped.glyphs.reduce((sum, g) => sum + g.advance, 0);
    return {
      run: {
        start: piece.start,
        face: piece.face,
        weight: chunk.weight,
        upem: shaped.upem,
        glyphs: shaped.glyphs,
        width,
      },
      level: piece.level,
    };
  });
  const maxLevel = Math.max(0, ...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1), Infinity);
  for (let level = maxLevel; level >= lowestOdd && level > 0; level--) {
    for (let i = 0; i < runs.length;) {
      if ((runs[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && (runs[j]?.level ?? 0) >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  const ordered = runs.map((r) => r.run);
  const width = ordered.reduce((sum, r) => sum + (r.width * chunk.size) / r.upem, 0);
  return { chunk, runs: ordered, width, rtl: runs.some((r) => r.level % 2 === 1) };
}

/**
 * Glyphs from HarfBuzz's output: glyph ids, positions, and the characters of each cluster (clusters are
 * UTF-16 offsets into `text`, kept per character: MONOTONE_CHARACTERS) on one glyph of the cluster, the
 * widest: the base letter rather than its dots or marks, which come first in right-to-left order.
 */
export function glyphsFromShaping(
  text: string,
  infos: readonly { codepoint: number; cluster: number }[],
  positions: readonly { xAdvance: number; xOffset: number; yOffset: number }[],
): Glyph[] {
  const starts = [...new Set(infos.map((i) => i.cluster))].sort((a, b) => a - b);
  const carrier = new Map<number, number>();
  infos.forEach((info, i) => {
    const best = carrier.get(info.cluster);
    if (best === undefined || (positions[i]?.xAdvance ?? 0) > (positions[best]?.xAdvance ?? 0)) {
      carrier.set(info.cluster, i);
    }
  });
  return infos.map((info, i) => {
    const position = positions[i];
    const next = starts[starts.indexOf(info.cluster) + 1] ?? text.length;
    return {
      gid: info.codepoint,
      advance: position?.xAdvance ?? 0,
      xOffset: position?.xOffset ?? 0,
      yOffset: position?.yOffset ?? 0,
      text: carrier.get(info.cluster) === i ? text.slice(info.cluster, next) : '',
    };
  });
}
