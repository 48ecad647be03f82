import { MAX_SHOWN_DIVISIONS } from '../shown-divisions';
import { DEFAULT_PLACEMENT } from '../placement';
import type { DocumentDraft } from './operation';

/**
 * Shows only these level-1 divisions (in the order given; none: every division), fitted anew: the
 * zoom and offset go back to the fit, as the new set is a new map to look at.
 */
export function setShownDivisions(draft: DocumentDraft, ids: readonly string[]): void {
  const unique = [...new Set(ids)];
  if (unique.some((id) => id === '')) throw new Error('A shown division needs an id');
  if (unique.length > MAX_SHOWN_DIVISIONS)
    throw new Error(`A map shows at most ${MAX_SHOWN_DIVISIONS} chosen divisions`);
  const same =
    unique.length === draft.shownDivisions.length && unique.every((id, i) => draft.shownDivisions[i] === id);
  if (same) return;
  draft.shownDivisions = unique;
  draft.placement = { ...DEFAULT_PLACEMENT };
}
