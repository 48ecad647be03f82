import type { SavedMapLink } from './savedMapTracker';

export interface SessionFlags {
  readonly loading: boolean;
  readonly userLoggedIn: boolean;
}

export type SavePlan =
  /** The session is still being read: nothing can be decided yet. */
  | { readonly kind: 'wait' }
  | { readonly kind: 'signIn' }
  /** First save: ask for a name, then create. */
  | { readonly kind: 'create' }
  /** Later saves: a versioned update based on the version the map was loaded or saved at. */
  | { readonly kind: 'update'; readonly id: string; readonly baseVersion: number };

/** What "Save to account" does now. */
export function planSave(session: SessionFlags, link: SavedMapLink | null): SavePlan {
  if (session.loading) return { kind: 'wait' };
  if (!session.userLoggedIn) return { kind: 'signIn' };
  if (!link) return { kind: 'create' };
  return { kind: 'update', id: link.id, baseVersion: link.version };
}

/** How the user settles a conflict (the account holds a newer copy); none of them overwrites it. */
export type ConflictChoice = 'reload' | 'copy' | 'cancel';
