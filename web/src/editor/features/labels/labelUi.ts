import type { DivisionRef } from '@mapwright/core/document/division-ref';
import { useSyncExternalStore } from 'react';
import type { Level } from '@mapwright/core/document/schema';
import type { Editor } from '@mapwright/core/editor/editor';

/**
 * What the screen alone knows about labels, beside the document: whether clicks on the map pick
 * divisions for a level's labels instead of painting them, and the label last pressed on the map
 * (the Labels section edits its text, hides or resets it). Kept per Editor, so the desktop and the
 * phone editor (swapped at the breakpoint on the same Editor) share it.
 */
export interface LabelUiState {
  readonly picking: Level | null;
  readonly selected: DivisionRef | null;
}

export class LabelUi {
  #state: LabelUiState = { picking: null, selected: null };
  readonly #listeners = new Set<() => void>();

  get state(): LabelUiState {
    return this.#state;
  }

  setPicking(picking: Level | null): void {
    this.#set({ ...this.#state, picking });
  }

  select(selected: DivisionRef | null): void {
    const now = this.#state.selected;
    if (now?.level === selected?.level && now?.id === selected?.id) return;
    this.#set({ ...this.#state, selected });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #set(state: LabelUiState): void {
    this.#state = state;
    for (const listener of this.#listeners) listener();
  }
}

const byEditor = new WeakMap<Editor, LabelUi>();

export function labelUiOf(editor: Editor): LabelUi {
  let ui = byEditor.get(editor);
  if (!ui) {
    ui = new LabelUi();
    byEditor.set(editor, ui);
  }
  return ui;
}

export function useLabelUi(editor: Editor): LabelUiState {
  const ui = labelUiOf(editor);
  return useSyncExternalStore(ui.subscribe, () => ui.state);
}
