import type { MapDocumentData } from '../schema';

/**
 * An operation changes a document in place. It is called on an immer draft (the editor records the
 * patches; `applyOperation` for one-off use), so it may simply assign. Operations keep every schema
 * invariant; invalid arguments (a bad colour, an unusable id) throw before anything changes.
 */
export type Operation<Args extends readonly unknown[] = never[]> = (
  draft: MapDocumentData,
  ...args: Args
) => void;

export type DocumentDraft = MapDocumentData;
