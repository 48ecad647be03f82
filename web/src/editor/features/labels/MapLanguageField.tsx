import { useId } from 'react';
import { MAP_LANGUAGES, type MapLanguage } from '@mapwright/core/document/map-language';
import { setMapLanguage } from '@mapwright/core/document/operations/map-language';
import { LANGUAGES } from '../../../i18n/languages';
import { useEditorSelector, useEditorServices } from '../../state/EditorContext';

/**
 * The language the map's names and numbers are written in, apart from the interface's (decision "A
 * map has a language of its own"): each language by its own name, as the interface's picker lists
 * them. A change is one undo step; the names load, and the map draws again in them.
 */
export function MapLanguageField() {
  const id = useId();
  const { editor } = useEditorServices();
  const language = useEditorSelector((s) => s.doc.mapLanguage);
  return (
    <div className="field-grid" data-map-language>
      <label htmlFor={id}>Map language</label>
      <select
        id={id}
        className="field"
        value={language}
        onChange={(e) => editor.apply(setMapLanguage, e.target.value as MapLanguage)}
      >
        {MAP_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES.find((l) => l.code === code)?.name ?? code}
          </option>
        ))}
      </select>
    </div>
  );
}
