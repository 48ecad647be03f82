import type { Editor } from '@mapwright/core/editor/editor';
import { SavedMapTracker } from '../features/account/savedMapTracker';
import { PanelNotifier } from '../state/idleNotify';

/**
 * What the web editor keeps beside one headless Editor, for as long as that Editor lives: made with
 * it when a map loads (useEditorLoad), handed to whichever editor UI is mounted. Crossing the 768 px
 * breakpoint swaps the desktop and phone editors over the same Editor, so what must survive the swap
 * lives here, in plain fields, rather than in either UI's React state.
 */
export class WorkspaceState {
  readonly editor: Editor;
  /** The saved map this tab edits (session state, never in the document): it must stay linked across the swap. */
  readonly savedMap = new SavedMapTracker();
  /** The panels' one subscription to the editor (useEditorSelector). */
  readonly panels: PanelNotifier;
  #loadNoticeShown = false;

  constructor(editor: Editor) {
    this.editor = editor;
    this.panels = new PanelNotifier(editor);
  }

  /** The load's notice (a draft that could not be read) has been shown: it is said once per loaded map. */
  get loadNoticeShown(): boolean {
    return this.#loadNoticeShown;
  }

  /** True the first time only: the load's notice is to be said now, and never again for this map. */
  takeLoadNotice(): boolean {
    if (this.#loadNoticeShown) return false;
    this.#loadNoticeShown = true;
    return true;
  }
}
