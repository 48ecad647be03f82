import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage } from './i18n';
import { isLanguageCode, LANGUAGES } from './languages';
import './LanguagePicker.css';

/**
 * The language picker of the header and the footer: each language by its own name, with its lang
 * attribute so it is read (and set in a font) as that language. Switching shows the page in the new
 * language at once, without a reload.
 */
export function LanguagePicker({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <span className={`language-picker${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        className="language-picker__select"
        value={currentLanguage()}
        data-testid="language-picker"
        onChange={(e) => {
          if (isLanguageCode(e.target.value)) void chooseLanguage(e.target.value);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </span>
  );
}
