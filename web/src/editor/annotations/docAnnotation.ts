import { annotationName, type Annotation, type AnnotationType } from '@mapwright/core/document/annotations';
import type { MapDocument } from '@mapwright/core/document/schema';

/** An annotation as the (immutable) document holds it. */
export type DocAnnotation = MapDocument['annotations'][number];
export type DocAnnotationOf<T extends AnnotationType> = Extract<DocAnnotation, { type: T }>;

/** The layers panel's name of an annotation (the core reads it; the document's copy is read-only). */
export function nameOf(annotation: DocAnnotation): string {
  return annotationName(annotation as Annotation);
}
