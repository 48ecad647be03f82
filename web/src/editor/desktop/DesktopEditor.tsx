import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import type { EditorProps } from '../EditorProps';
import '../editor.css';

export default function DesktopEditor({ country }: EditorProps) {
  return (
    <div className="editor" data-editor="desktop" data-country={country.slug}>
      <header className="editor__bar">
        <Link to="/Countries" className="editor__back" aria-label="All countries">
          <Logo size={28} title="" />
        </Link>
        <h1 className="editor__title">{country.name}</h1>
      </header>
      <main className="editor__stage" aria-label={`${country.name} map`} />
    </div>
  );
}
