import { annotationName, type Annotation, type AnnotationType } from '@mapwright/core/document/annotations';
import type { MapDocument } from '@mapwright/core/document/schema';

/** An annotation as the (immutable) document holds it. */
export type DocAnnotation = MapDocument['annotations'][number];
export type DocAnnotationOf<T extends AnnotationType> = Extract<DocAnnotation, { type: T }>;

/**
 * The layers panel's name of an annotation (the core reads it; the document's copy is read-only);
 * `typeName` names an unnamed, textless one by its type in the interface's language.
 */
export function nameOf(
  annotation: DocAnnotation,
  typeName?: (type: DocAnnotation['type']) => string,
): string {
  return annotationName(annotation as Annotation, typeName);
}
