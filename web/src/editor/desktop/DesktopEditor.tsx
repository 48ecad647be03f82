import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { useEditorLoad } from '../data/useEditorLoad';
import type { EditorProps } from '../EditorProps';
import { EditorWorkspace } from './EditorWorkspace';
import '../editor.css';
import './desktop.css';

/** The desktop editor: loads the country (geometry + draft), then hands over to the workspace. */
export default function DesktopEditor({ country }: EditorProps) {
  const load = useEditorLoad(country);
  if (load.status === 'ready') {
    return (
      <EditorWorkspace country={country} editor={load.editor} geometry={load.geometry} notice={load.notice} />
    );
  }
  return (
    <div className="editor editor--desktop" data-editor="desktop" data-country={country.slug}>
      <header className="editor__bar">
        <Link to="/Countries" className="editor__back" aria-label="All countries">
          <Logo size={28} title="" />
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
