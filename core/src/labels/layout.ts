import type { LevelLabels } from '../document/labels';
import { measureLine } from './metrics';

/** Baseline to baseline, in em: two-line labels sit tight, as map labels do. */
const LABEL_LINE_HEIGHT = 1.15;

/** A label's lines measured: the box it needs (halo included) and where its first baseline sits in it. */
export interface LabelLayout {
  readonly lines: readonly string[];
  readonly width: number;
  readonly height: number;
  /** From the box's top to the first line's baseline. */
  readonly firstBaseline: number;
  readonly lineHeight: number;
  /** How far the halo reaches beyond the glyphs: the box less this on every side is the text's own. */
  readonly halo: number;
}

export function labelLayout(
  lines: readonly string[],
  style: Pick<LevelLabels, 'fontSize' | 'fontWeight' | 'fontFamily' | 'haloWidth'>,
): LabelLayout {
  const { fontSize, fontWeight, fontFamily } = style;
  let width = 0;
  let ascent = 0;
  let descent = 0;
  for (const line of lines) {
    const m = measureLine(line, fontSize, fontWeight, fontFamily);
    if (m.width > width) width = m.width;
    if (m.ascent > ascent) ascent = m.ascent;
    if (m.descent > descent) descent = m.descent;
  }
  // The halo is a stroke of twice its width centred on the outline: it reaches haloWidth beyond the
  // glyphs; a glyph's ink may overhang its advance by a little, kept in with a twentieth of an em.
  const pad = style.haloWidth + fontSize * 0.05;
  const lineHeight = fontSize * LABEL_LINE_HEIGHT;
  return {
    lines,
    width: width + 2 * pad,
    height: ascent + descent + (lines.length - 1) * lineHeight + 2 * pad,
    firstBaseline: pad + ascent,
    lineHeight,
    halo: style.haloWidth,
  };
}

/**
 * The ways a label may be set: as it is, then (for a one-line text with a space or hyphen) broken onto
 * two lines at the break nearest its middle, which fits tall narrow divisions.
 */
export function lineVariants(lines: readonly string[]): (readonly string[])[] {
  if (lines.length !== 1) return [lines];
  const line = lines[0] as string;
  let best = -1;
  for (let i = 1; i < line.length - 1; i++) {
    const ch = line[i];
    if (ch !== ' ' && ch !== '-') continue;
    if (best < 0 || Math.abs(i - line.length / 2) < Math.abs(best - line.length / 2)) best = i;
  }
  if (best < 0) return [lines];
  const cut = line[best] === '-' ? best + 1 : best;
  const first = line.slice(0, cut).trimEnd();
  const second = line.slice(cut).trimStart();
  return first === '' || second === '' ? [lines] : [lines, [first, second]];
}
