import { createDocument } from '../defaults';
import type { DocumentDraft } from './operation';

/**
 * Starts over on the same country: the default document, keeping the frame and margins the user chose
 * (they are properties of where the map will go, not of its content). As an operation it is undoable.
 */
export function newMap(draft: DocumentDraft): void {
  const { preset, width, height } = draft.frame;
  const margins = { ...draft.margins };
  // The map's language is where the map will go too (its readers), so it is kept.
  const fresh = createDocument(draft.country, {
    frame: preset,
    width,
    height,
    mapLanguage: draft.mapLanguage,
  });
  Object.assign(draft, fresh, { margins });
}
