import { mapProjectionSchema, type MapProjectionChoice } from '../map-projection';
import { DEFAULT_PLACEMENT } from '../placement';
import type { DocumentDraft } from './operation';

/**
 * Draws the world in this projection and central meridian (null: the map's own), fitted anew: the zoom
 * and offset go back to the fit, as the map is drawn anew.
 */
export function setMapProjection(draft: DocumentDraft, choice: MapProjectionChoice | null): void {
  const next = mapProjectionSchema.parse(choice);
  const now = draft.projection;
  if (now === next || (now && next && now.type === next.type && now.centralMeridian === next.centralMeridian))
    return;
  draft.projection = next;
  draft.placement = { ...DEFAULT_PLACEMENT };
}
