import type { MapDocument } from '@mapwright/core/document/schema';
import type { SavedMapSummary } from '../../../auth/savedMaps';

/** The saved map this editor tab is editing: which one, and the version its next save is based on. */
export interface SavedMapLink {
  readonly id: string;
  readonly name: string;
  readonly version: number;
}

export interface AccountState {
  readonly link: SavedMapLink | null;
  /** The document as last loaded from or saved to the account (documents are immutable). */
  readonly savedDoc: MapDocument | null;
  /** A request to the account is under way. */
  readonly busy: boolean;
}

/**
 * Session state of the editor's link to a saved map: not part of the document (a .json file or a draft
 * never carries it), kept per tab. A tiny store so React components and callbacks read the same value.
 */
export class SavedMapTracker {
  #state: AccountState = { link: null, savedDoc: null, busy: false };
  readonly #listeners = new Set<() => void>();

  get state(): AccountState {
    return this.#state;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The account now holds `doc` as `map` (after a create, save, open or reload). */
  saved(map: Pick<SavedMapSummary, 'id' | 'name' | 'version'>, doc: MapDocument): void {
    this.#set({ link: { id: map.id, name: map.name, version: map.version }, savedDoc: doc });
  }

  /** The saved map is gone (deleted elsewhere): the next save creates a new one. */
  forget(): void {
    this.#set({ link: null, savedDoc: null });
  }

  setBusy(busy: boolean): void {
    if (busy !== this.#state.busy) this.#set({ busy });
  }

  #set(patch: Partial<AccountState>): void {
    this.#state = { ...this.#state, ...patch };
    for (const listener of this.#listeners) listener();
  }
}

export interface AccountStatusView {
  readonly status: 'saving' | 'saved' | 'changed';
  readonly text: string;
}

/** What the top bar says about the account copy; null when the map was never saved to the account. */
export function accountStatus(state: AccountState, doc: MapDocument): AccountStatusView | null {
  if (state.busy) return { status: 'saving', text: 'Saving to your account…' };
  if (!state.link) return null;
  return doc === state.savedDoc
    ? { status: 'saved', text: `Saved to account as "${state.link.name}"` }
    : { status: 'changed', text: `Unsaved changes to "${state.link.name}"` };
}
