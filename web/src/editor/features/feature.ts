import type { EditorAction } from '../actions/types';
import type { PanelName } from './sidePanels';

/**
 * What a feature of the editor adds to it, registered once in features/index.ts (decision "The
 * editor by feature"): its actions (the help, the menu and the keys list them) and its sections of
 * the desktop's side panel. The phone arranges the same sections in its sheets (mobile/).
 */
export interface Feature {
  readonly name: string;
  /** Its actions, in the order they are listed within their group. */
  readonly actions: readonly EditorAction[];
  /**
   * Its sections of the desktop's side panel, in the order they stand there, by their name in
   * sidePanels.ts: the sections' code loads after the map's first paint, the registration with the editor.
   */
  readonly panels: readonly PanelName[];
}
