import { Link } from 'react-router';
import type { Country } from '@mapwright/core/countries/countries';
import { Logo } from '../components/Logo';
import { NETWORK_FAILED, type EditorLoad } from './data/useEditorLoad';
import { useTranslation } from 'react-i18next';
import { countryName, useLanguage } from '../i18n/format';

/** While the map loads, or when it failed: the editor's bar and a spinner or the error with Retry. */
export function EditorLoadScreen({
  country,
  load,
  layout,
}: {
  country: Country;
  load: Exclude<EditorLoad, { status: 'ready' }>;
  layout: 'desktop' | 'mobile';
}) {
  const { t } = useTranslation('dialogs');
  const name = countryName(country.iso2, country.name, useLanguage());
  return (
    <div className={`editor editor--${layout}`} data-editor={layout} data-country={country.slug}>
      <header className="editor__bar">
        <Link to="/Countries" className="editor__back" aria-label={t('editor.allCountries')}>
          <Logo size={layout === 'desktop' ? 28 : 24} title="" />
        </Link>
        <h1 className="editor__title">{name}</h1>
      </header>
      <main className="editor__stage editor__stage--message" aria-label={t('editor.map', { country: name })}>
        {load.status === 'loading' ? (
          <div className="editor__loading" role="status" data-testid="editor-loading">
            <span className="editor__spinner" aria-hidden="true" />
            {t('editor.loading', { country: name })}
          </div>
        ) : (
          <div className="editor__error" role="alert">
            <p>{load.message === NETWORK_FAILED ? t('editor.networkFailed') : load.message}</p>
            <button type="button" className="button button--primary" onClick={load.retry}>
              {t('editor.retry')}
            </button>
          </div>
        )}
      </main>
    </div>
  );
}
