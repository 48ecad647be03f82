import { produce, type Draft } from 'immer';
import type { MapDocument, MapDocumentData } from '../schema';
import type { Operation } from './operation';

/** Applies one operation outside the editor (no history): returns the new document, sharing untouched parts. */
export function applyOperation<Args extends readonly unknown[]>(
  doc: MapDocument,
  operation: Operation<Args>,
  ...args: Args
): MapDocument {
  return produce(doc, (draft: Draft<MapDocument>) => {
    operation(draft as MapDocumentData, ...args);
  });
}
