import type { PanelGroup } from '../chrome/panelGroup';
import type { SheetName } from './MobileToolBar';

/**
 * The panel groups of the phone's sheets of several panels, one per sheet, each remembering which
 * panel was open last: a sheet reopens on the panel the user was working in, the first time on
 * `first`'s (null: none). A sheet not in `first` has no group (its one panel is always open).
 */
export class SheetPanels {
  readonly #first: Partial<Readonly<Record<SheetName, string | null>>>;
  readonly #last = new Map<SheetName, string | null>();
  readonly #groups = new Map<SheetName, PanelGroup>();

  constructor(first: Partial<Readonly<Record<SheetName, string | null>>>) {
    this.#first = first;
  }

  group(sheet: SheetName): PanelGroup | null {
    const first = this.#first[sheet];
    if (first === undefined) return null;
    let group = this.#groups.get(sheet);
    if (!group) {
      const last = this.#last;
      group = {
        name: `sheet-${sheet}`,
        get open() {
          return last.has(sheet) ? (last.get(sheet) ?? null) : first;
        },
        // The browser closes the open panel when another opens, in either order of their events.
        toggled(title, open) {
          if (open) last.set(sheet, title);
          else if (!last.has(sheet) || last.get(sheet) === title) last.set(sheet, null);
        },
      };
      this.#groups.set(sheet, group);
    }
    return group;
  }
}
