import type { TextBlock } from '../document/text-block';
import { svgNode, type SvgNode } from './svg-tree';

/** A text block as a real <text> element (selectable, searchable, vector in PDF). */
export function renderTextBlock(block: TextBlock, key: string, text: string = block.text): SvgNode {
  const { position, style } = block;
  return svgNode(
    'text',
    key,
    {
      'data-element': key,
      x: position.x,
      y: position.y,
      'font-family': style.fontFamily,
      'font-size': style.fontSize,
      'font-weight': style.fontWeight,
      fill: style.color,
      'text-anchor': style.align,
    },
    text,
  );
}
