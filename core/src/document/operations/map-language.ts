import { mapLanguageSchema, type MapLanguage } from '../map-language';
import type { DocumentDraft } from './operation';

/** Writes the map's names and numbers in this language (one undo step; an unknown code throws). */
export function setMapLanguage(draft: DocumentDraft, language: MapLanguage): void {
  const next = mapLanguageSchema.parse(language);
  if (draft.mapLanguage !== next) draft.mapLanguage = next;
}
