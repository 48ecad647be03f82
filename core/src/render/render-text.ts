import type { TextBlock } from '../document/text-block';
import { fontStack } from '../fonts/font-stack';
import { svgNode, type SvgNode } from './svg-tree';
import { wrapText } from './wrap-text';

/**
 * A text block as a real <text> element (selectable, searchable, vector in PDF). Its font-family is the
 * style's with the Noto families its scripts need (fonts/font-stack.ts); `country` picks the Han style.
 */
export function renderTextBlock(
  block: TextBlock,
  key: string,
  text: string = block.text,
  content: string | readonly SvgNode[] = text,
  country?: string,
): SvgNode {
  const { position, style } = block;
  return svgNode(
    'text',
    key,
    {
      'data-element': key,
      x: position.x,
      y: position.y,
      'font-family': fontStack(style.fontFamily, text, country),
      'font-size': style.fontSize,
      'font-weight': style.fontWeight,
      fill: style.color,
      'text-anchor': style.align,
    },
    content,
  );
}

/** Room for a line of text anchored at x in a frame `width` wide, with the same margin on both sides. */
export function lineRoom(x: number, anchor: TextBlock['style']['align'], width: number): number {
  const margin = anchor === 'middle' ? 0 : anchor === 'end' ? width - x : x;
  const room = anchor === 'middle' ? 2 * Math.min(x, width - x) : width - 2 * margin;
  return Math.max(room, width / 4);
}

/**
 * A text block that wraps to the frame instead of running off it (the credit line: attributions can be
 * long, and the licences need them readable in full). Lines grow upwards from the block's baseline, so a
 * credit at the bottom of the frame stays inside it.
 */
export function renderWrappedTextBlock(
  block: TextBlock,
  key: string,
  text: string,
  frameWidth: number,
  country?: string,
): SvgNode {
  const { position, style } = block;
  const lines = wrapText(text, lineRoom(position.x, style.align, frameWidth), style.fontSize);
  if (lines.length === 1) return renderTextBlock(block, key, text, text, country);
  const lineHeight = Math.round(style.fontSize * 1.25 * 100) / 100;
  const tspans = lines.map((line, i) =>
    svgNode(
      'tspan',
      `${key}:line:${i}`,
      { x: position.x, dy: i === 0 ? -(lines.length - 1) * lineHeight : lineHeight },
      line,
    ),
  );
  return renderTextBlock(block, key, text, tspans, country);
}
