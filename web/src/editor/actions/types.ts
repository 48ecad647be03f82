import type { Editor } from '@mapwright/core/editor/editor';
import type { CountryGeometry } from '../data/countryGeometry';
import type { EditorUi } from '../state/editorUi';
import type { IconName } from '../chrome/icons';

export interface ActionContext {
  readonly editor: Editor;
  readonly geometry: CountryGeometry;
  readonly ui: EditorUi;
}

/** How an action was triggered; Shift makes a nudge larger. */
export interface ActionTrigger {
  readonly shiftKey?: boolean;
}

export type ActionGroup = 'history' | 'tools' | 'levels' | 'map' | 'file' | 'view' | 'selection' | 'help';

/**
 * Where an action's keys work: everywhere in the editor (no scope), or only while the map itself has
 * keyboard focus ('map'), where they come before the editor-wide ones (arrows move between divisions
 * there instead of nudging).
 */
export type ActionScope = 'map';

/**
 * One user action, declared once: the toolbar, the menu, the keyboard handler and the help panel all
 * read this, so a shortcut shown in a tooltip is the shortcut that works.
 */
export interface EditorAction {
  readonly name: string;
  readonly label: string;
  /** The label in the phone editor, where it must speak of taps rather than clicks (issue 31). */
  readonly touchLabel?: string;
  readonly icon: IconName;
  readonly group: ActionGroup;
  /** e.g. 'Mod+Z' (Ctrl, or Cmd on a Mac), 'Shift+Mod+Z', 'Ctrl+Y', 'B', 'ArrowUp', '?'. */
  readonly shortcuts?: readonly string[];
  readonly scope?: ActionScope;
  enabled?(ctx: ActionContext): boolean;
  /**
   * When this says true, the action's keys answer before the map scope's own: with annotations
   * selected, arrows nudge them and Delete removes them instead of acting on the keyboard's division.
   */
  takesKeysFirst?(ctx: ActionContext): boolean;
  /**
   * The shortcut is the browser's own (Ctrl/Cmd+C, +V): the keyboard handler lets it through so the
   * browser fires its copy or paste event, which carries the clipboard without asking permission.
   */
  readonly nativeKeys?: boolean;
  /** For toggles (tool, level shown): whether it is on now. */
  active?(ctx: ActionContext): boolean;
  perform(ctx: ActionContext, trigger?: ActionTrigger): void;
}
