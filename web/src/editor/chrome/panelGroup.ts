import { createContext } from 'react';

/**
 * Panels shown as one group where only one may be open at a time (a phone's sheet of several panels:
 * decision "A sheet opens as tall as its content"). The browser keeps the group to one open `<details>`
 * by their shared name; the group says which panel opens first and hears of each panel opened or closed,
 * so the sheet can open on it next time.
 */
export interface PanelGroup {
  /** The `<details>` elements' shared name. */
  readonly name: string;
  /** The id of the panel open when the group is shown, or null for none. */
  readonly open: string | null;
  /** A panel of the group (by id) was opened (true) or closed (false). */
  readonly toggled: (id: string, open: boolean) => void;
}

/** The group the panels below belong to; none on the desktop, where every panel opens on its own. */
export const PanelGroupContext = createContext<PanelGroup | null>(null);
