import type { AnchorConverter } from '../../document/anchor';
import type { Annotation } from '../../document/annotations';
import type { MapDocument } from '../../document/schema';
import { svgNode, type SvgNode } from '../svg-tree';
import { renderChartAnnotation } from './chart';
import { translate, type AnnotationContext } from './context';
import { renderDotAnnotation } from './dot';
import { renderEmojiAnnotation } from './emoji';
import { renderNoteAnnotation } from './note';
import { renderTextAnnotation } from './text';

export type { AnnotationContext } from './context';

/** The key of an annotation's group among the annotations group's children. */
function annotationKey(id: string): string {
  return `annotation:${id}`;
}

/**
 * One annotation as the group renderMap puts in the annotations group: translated to its anchor's
 * frame point, keyed `annotation:{id}`, with `data-annotation-id` and `data-annotation-type` for the
 * screen's hit tests. Undefined when it is hidden or its anchor cannot be placed (a map anchor before
 * the map's projection is known). The screen may call this for one annotation that changed.
 */
export function renderAnnotation(annotation: Annotation, context: AnnotationContext): SvgNode | undefined {
  if (annotation.hidden) return undefined;
  const at = context.converter.toFrame(annotation.anchor);
  if (!at) return undefined;
  let children: SvgNode[];
  switch (annotation.type) {
    case 'text':
      children = renderTextAnnotation(annotation, context);
      break;
    case 'dot':
      children = renderDotAnnotation(annotation, at, context);
      break;
    case 'note': {
      const target = context.converter.toFrame(annotation.target);
      children = renderNoteAnnotation(
        annotation,
        target && { x: target.x - at.x, y: target.y - at.y },
        context,
      );
      break;
    }
    case 'emoji':
      children = renderEmojiAnnotation(annotation, context);
      break;
    case 'chart':
      children = renderChartAnnotation(annotation, context);
      break;
  }
  if (children.length === 0) return undefined;
  return svgNode(
    'g',
    annotationKey(annotation.id),
    {
      'data-annotation-id': annotation.id,
      'data-annotation-type': annotation.type,
      'data-locked': annotation.locked ? 'true' : undefined,
      transform: translate(at),
    },
    children,
  );
}

/**
 * The annotations group (`data-element="annotations"`, keyed 'annotations'): every shown annotation in
 * the document's order, so the last is on top. `include: false` gives the empty group, for a screen
 * that draws the annotations one by one itself.
 */
export function renderAnnotationLayer(
  doc: MapDocument,
  converter: Pick<AnchorConverter, 'toFrame'>,
  options: Omit<AnnotationContext, 'converter' | 'frame' | 'country'> & { readonly include?: boolean },
): SvgNode {
  const context: AnnotationContext = {
    ...options,
    converter,
    frame: doc.frame,
    country: doc.country,
    language: doc.mapLanguage,
  };
  const children: SvgNode[] = [];
  if (options.include ?? true) {
    for (const annotation of doc.annotations) {
      const node = renderAnnotation(annotation as Annotation, context);
      if (node) children.push(node);
    }
  }
  return svgNode('g', 'annotations', { 'data-element': 'annotations' }, children);
}
