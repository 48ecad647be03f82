import type { Country } from '@mapwright/core/countries/countries';
import type { EditorLoad } from './data/useEditorLoad';

export interface EditorProps {
  readonly country: Country;
  /** The map and its Editor, loaded above the desktop/mobile switch so both editors share them. */
  readonly load: EditorLoad;
}
