import { useCallback } from 'react';
import type { AnnotationOfType, AnnotationType } from '@mapwright/core/document/annotations';
import { updateAnnotation, type AnnotationPatch } from '@mapwright/core/document/operations/annotations';
import type { DocAnnotation } from '../../annotations/docAnnotation';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';

export type { DocAnnotation, DocAnnotationOf } from '../../annotations/docAnnotation';

/** Changes some properties of one annotation of a type (never its id or type). */
export type Update<T extends AnnotationType> = (
  changes: Partial<Omit<AnnotationOfType<T>, 'id' | 'type'>>,
) => void;

/** One annotation of the document (re-rendered only when it changes), or undefined once it is gone. */
export function useAnnotation(id: string): DocAnnotation | undefined {
  return useEditorSelector((s) => s.doc.annotations.find((a) => a.id === id));
}

/** An update function for an annotation: one operation per change, recorded for undo. */
export function useUpdate<T extends AnnotationType>(id: string): Update<T> {
  const { editor } = useEditorServices();
  return useCallback(
    (changes) => void editor.apply(updateAnnotation, id, changes as AnnotationPatch),
    [editor, id],
  );
}
