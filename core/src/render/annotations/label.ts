import { fontStack } from '../../fonts/font-stack';
import { svgNode, type SvgNode } from '../svg-tree';
import { px } from './context';

export interface LabelStyle {
  readonly fontFamily: string;
  readonly fontSize: number;
  readonly fontWeight: 400 | 700;
  readonly italic: boolean;
  readonly color: string;
  readonly haloColor: string;
  readonly haloWidth: number;
  readonly align: 'start' | 'middle' | 'end';
}

export const LINE_HEIGHT = 1.25;

/**
 * Lines of text as one real <text> (selectable in SVG, a text layer in PDF), one <tspan> per line at
 * its own absolute y so empty lines keep their place. The halo is a stroke drawn under the fill
 * (paint-order), `haloWidth` px beyond the glyphs, which the PDF text layer reads the same way.
 */
export function textNode(
  key: string,
  lines: readonly string[],
  x: number,
  y: number,
  style: LabelStyle,
  country?: string,
  extra: Readonly<Record<string, string | number | undefined>> = {},
): SvgNode {
  const text = lines.join('\n');
  const halo = style.haloWidth > 0;
  const lineHeight = style.fontSize * LINE_HEIGHT;
  const attrs = {
    x: px(x),
    y: px(y),
    'font-family': fontStack(style.fontFamily, text, country),
    'font-size': style.fontSize,
    'font-weight': style.fontWeight,
    'font-style': style.italic ? 'italic' : undefined,
    fill: style.color,
    'text-anchor': style.align,
    stroke: halo ? style.haloColor : undefined,
    'stroke-width': halo ? px(style.haloWidth * 2) : undefined,
    'stroke-linejoin': halo ? 'round' : undefined,
    'paint-order': halo ? 'stroke' : undefined,
    ...extra,
  };
  if (lines.length === 1) return svgNode('text', key, attrs, lines[0] ?? '');
  const tspans = lines.flatMap((line, i) =>
    line.trim() === ''
      ? []
      : [svgNode('tspan', `${key}:${i}`, { x: px(x), y: px(y + i * lineHeight) }, line)],
  );
  return svgNode('text', key, attrs, tspans);
}
