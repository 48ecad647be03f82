import { createDocument } from '../defaults';
import type { DocumentDraft } from './operation';

/**
 * Starts over on the same country: the default document, keeping the frame and margins the user chose
 * (they are properties of where the map will go, not of its content). As an operation it is undoable.
 */
export function newMap(draft: DocumentDraft): void {
  const { preset, width, height } = draft.frame;
  const margins = { ...draft.margins };
  const fresh = createDocument(draft.country, { frame: preset, width, height });
  Object.assign(draft, fresh, { margins });
}
