import type { EmojiAnnotation } from '../../document/annotations';
import type { SvgNode } from '../svg-tree';
import { svgNode } from '../svg-tree';
import { px, type AnnotationContext } from './context';

/**
 * An emoji as vector shapes from the bundled set, centred on its anchor, `size` px wide, turned by its
 * rotation. Ids inside the glyph (its clip paths) get the annotation's prefix, so two emojis in one
 * document never share an id. While its glyph is not loaded the screen shows a dashed square.
 */
export function renderEmojiAnnotation(emoji: EmojiAnnotation, context: AnnotationContext): SvgNode[] {
  const glyph = context.emoji?.(emoji.emoji);
  const half = emoji.size / 2;
  if (!glyph) {
    if (context.forExport) return [];
    return [
      svgNode('rect', 'loading', {
        x: px(-half),
        y: px(-half),
        width: px(emoji.size),
        height: px(emoji.size),
        fill: 'none',
        stroke: '#999999',
        'stroke-dasharray': '4 3',
        'data-emoji-loading': emoji.emoji,
      }),
    ];
  }
  const { viewBox } = glyph;
  const scale = emoji.size / Math.max(viewBox.width, viewBox.height);
  const rotate = emoji.rotation === 0 ? '' : `rotate(${px(emoji.rotation)}) `;
  const cx = viewBox.x + viewBox.width / 2;
  const cy = viewBox.y + viewBox.height / 2;
  const prefix = `${idSafe(emoji.id)}-`;
  return [
    svgNode(
      'g',
      'glyph',
      {
        transform: `${rotate}scale(${Number(scale.toPrecision(6))}) translate(${px(-cx)} ${px(-cy)})`,
        'data-emoji': emoji.emoji,
      },
      glyph.nodes.map((node) => withIdPrefix(node, prefix)),
    ),
  ];
}

function idSafe(id: string): string {
  return `emoji-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

function withIdPrefix(node: SvgNode, prefix: string): SvgNode {
  const { id, 'clip-path': clip } = node.attrs;
  const children = node.children?.map((child) => withIdPrefix(child, prefix));
  if (id === undefined && clip === undefined && children === node.children) return node;
  const attrs = {
    ...node.attrs,
    ...(id !== undefined && { id: `${prefix}${id}` }),
    ...(typeof clip === 'string' && { 'clip-path': clip.replace('url(#', `url(#${prefix}`) }),
  };
  return children ? { ...node, attrs, children } : { ...node, attrs };
}
