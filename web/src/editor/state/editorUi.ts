import type { Level } from '@mapwright/core/document/schema';
import type { MapFocus } from '../input/divisionFocus';

/**
 * Commands of the editor's chrome that actions need besides the core editor: dialogs, files, the
 * view. The workspace implements them; actions stay plain objects that can be listed and tested.
 */
export interface EditorUi {
  openHelp(): void;
  /** The export dialog (PNG, SVG, PDF). */
  openExport(): void;
  saveFile(): void;
  /** Save to the user's account (asks a name the first time; a conflict opens its dialog). */
  saveToAccount(): void;
  /** The Publish dialog: a read-only public link and embed code (saves to the account first). */
  openPublish(): void;
  /** Whether the session says the user is signed in, so saving to the account can work. */
  canSaveToAccount(): boolean;
  openFile(): void;
  /** The page where the user's own boundary file becomes a map (/Custom). */
  openOwnBoundaries(): void;
  /** The data import dialog (paste, .csv, .tsv, .xlsx) for the data map that is on. */
  openDataImport(): void;
  focusSearch(): void;
  flashDivision(level: Level, id: string): void;
  /** The division the keyboard is on in the map (arrow keys move it, Enter paints it); null before the map is up. */
  mapFocus(): MapFocus | null;
  /** Frame pixels per map unit now, for moving divisions. */
  mapScale(): number;
  notify(message: string, tone?: 'info' | 'error'): void;
  /** Copy and paste of annotations from the menu (the keys use the browser's own events). */
  copyAnnotations(): void;
  pasteAnnotations(): void;
}
