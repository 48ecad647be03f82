import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('maplang');
  const { editor } = useEditorServices();
  const language = useEditorSelector((s) => s.doc.mapLanguage);
  return (
    <div className="field-grid" data-map-language>
      <label htmlFor={id}>{t('label')}</label>
      <select
        id={id}
        className="field"
        aria-describedby={`${id}-note`}
        value={language}
        onChange={(e) => editor.apply(setMapLanguage, e.target.value as MapLanguage)}
      >
        {MAP_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES.find((l) => l.code === code)?.name ?? code}
          </option>
        ))}
      </select>
      <p id={`${id}-note`} className="panel__note field-grid__full">
        {t('note')}
      </p>
    </div>
  );
}
