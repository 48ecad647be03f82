import { Link } from 'react-router';
import type { Country } from '@mapwright/core/countries/countries';
import { Logo } from '../components/Logo';
import type { EditorLoad } from './data/useEditorLoad';

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
  return (
    <div className={`editor editor--${layout}`} data-editor={layout} data-country={country.slug}>
      <header className="editor__bar">
        <Link to="/Countries" className="editor__back" aria-label="All countries">
          <Logo size={layout === 'desktop' ? 28 : 24} title="" />
        </Link>
        <h1 className="editor__title">{country.name}</h1>
      </header>
      <main className="editor__stage editor__stage--message" aria-label={`${country.name} map`}>
        {load.status === 'loading' ? (
          <div className="editor__loading" role="status" data-testid="editor-loading">
            <span className="editor__spinner" aria-hidden="true" />
            Loading the map of {country.name}…
          </div>
        ) : (
          <div className="editor__error" role="alert">
            <p>{load.message}</p>
            <button type="button" className="button button--primary" onClick={load.retry}>
              Retry
            </button>
          </div>
        )}
      </main>
    </div>
  );
}
