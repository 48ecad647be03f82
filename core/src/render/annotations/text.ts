import type { TextAnnotation } from '../../document/annotations';
import type { SvgNode } from '../svg-tree';
import { px, type AnnotationContext } from './context';
import { textNode } from './label';

/** Shown on screen for a text annotation with no text, so it can still be found and typed into. */
const TEXT_PLACEHOLDER = 'Text';

/**
 * A text annotation, in coordinates whose origin is its anchor (the first line's baseline at its
 * alignment), turned by its rotation. Empty text draws nothing in an export and a faint placeholder
 * on screen.
 */
export function renderTextAnnotation(annotation: TextAnnotation, context: AnnotationContext): SvgNode[] {
  const empty = annotation.text.trim() === '';
  if (empty && context.forExport) return [];
  const lines = empty ? [TEXT_PLACEHOLDER] : annotation.text.split('\n');
  return [
    textNode('text', lines, 0, 0, annotation, context.country, {
      transform: annotation.rotation === 0 ? undefined : `rotate(${px(annotation.rotation)})`,
      opacity: empty ? 0.45 : undefined,
    }),
  ];
}
