import type { Level } from '../../../../core/src/document/schema';

/**
 * Commands of the editor's chrome that actions need besides the core editor: dialogs, files, the
 * view. The workspace implements them; actions stay plain objects that can be listed and tested.
 */
export interface EditorUi {
  openHelp(): void;
  /** The export dialog (PNG, SVG, PDF). */
  openExport(): void;
  saveFile(): void;
  openFile(): void;
  focusSearch(): void;
  flashDivision(level: Level, id: string): void;
  /** Frame pixels per map unit now, for moving divisions. */
  mapScale(): number;
  notify(message: string, tone?: 'info' | 'error'): void;
}
