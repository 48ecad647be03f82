import { annotationSchema, MAX_ANNOTATIONS, type Annotation } from '../annotations';
import type { DocumentDraft } from './operation';
import { round2 } from './positions';

/** Adds an annotation (validated against the schema; its id must be new). */
export function addAnnotation(draft: DocumentDraft, annotation: Annotation): void {
  const parsed = annotationSchema.parse(annotation);
  if (draft.annotations.some((a) => a.id === parsed.id))
    throw new RangeError(`Annotation ${parsed.id} exists`);
  if (draft.annotations.length >= MAX_ANNOTATIONS) throw new RangeError('Too many annotations');
  draft.annotations.push(parsed);
}

export function removeAnnotation(draft: DocumentDraft, id: string): void {
  const index = draft.annotations.findIndex((a) => a.id === id);
  if (index >= 0) draft.annotations.splice(index, 1);
}

/** Moves an annotation by a delta in frame pixels; a note's leader-line target stays where it points. */
export function moveAnnotation(draft: DocumentDraft, id: string, dx: number, dy: number): void {
  const annotation = draft.annotations.find((a) => a.id === id);
  if (!annotation) return;
  annotation.position.x = round2(annotation.position.x + dx);
  annotation.position.y = round2(annotation.position.y + dy);
}
