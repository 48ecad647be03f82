import { PLACED_KEYS, type PlacedKey } from '../hand-placed';
import type { DocumentDraft } from './operation';

/** The user placed this key: it stays where it is stored (kept in PLACED_KEYS' order). */
export function markHandPlaced(draft: DocumentDraft, key: PlacedKey): void {
  if (draft.handPlaced.includes(key)) return;
  draft.handPlaced = PLACED_KEYS.filter((k) => k === key || draft.handPlaced.includes(k));
}

/**
 * "Place automatically": the editor places this key again, clear of the map's other elements, as
 * near as it can to where it is now (its stored position is where it would like to be).
 */
export function placeAutomatically(draft: DocumentDraft, key: PlacedKey): void {
  const at = draft.handPlaced.indexOf(key);
  if (at >= 0) draft.handPlaced.splice(at, 1);
}
