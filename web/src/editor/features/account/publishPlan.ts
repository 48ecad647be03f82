import type { MapDocument } from '@mapwright/core/document/schema';
import type { Publication } from '../../../auth/publications';
import type { AccountState } from './savedMapTracker';

/** What "Publish" must do first so that what is published is what the user sees. */
export type PublishStep =
  /** Never saved to the account: save under a name (asked in the dialog), then publish version 1. */
  | { readonly kind: 'create' }
  /** Saved, with changes since: save them (versioned), then publish the new version. */
  | { readonly kind: 'save'; readonly id: string; readonly baseVersion: number }
  /** The account holds exactly this: publish that version. */
  | { readonly kind: 'publish'; readonly id: string; readonly mapVersion: number };

export function planPublish(state: AccountState, doc: MapDocument): PublishStep {
  const link = state.link;
  if (!link) return { kind: 'create' };
  if (doc !== state.savedDoc) return { kind: 'save', id: link.id, baseVersion: link.version };
  return { kind: 'publish', id: link.id, mapVersion: link.version };
}

/** Whether the public page shows what the editor shows now. */
export function publicationIsCurrent(
  publication: Publication,
  state: AccountState,
  doc: MapDocument,
): boolean {
  return state.link !== null && doc === state.savedDoc && publication.mapVersion === state.link.version;
}
