import { EditorLoadScreen } from '../EditorLoadScreen';
import type { EditorProps } from '../EditorProps';
import { EditorWorkspace } from './EditorWorkspace';
import '../editor.css';
import './desktop.css';
import '../features/annotations/annotations.css';

/** The desktop editor: shows the country's load (geometry + draft), then hands over to the workspace. */
export default function DesktopEditor({ country, load }: EditorProps) {
  if (load.status === 'ready') {
    return (
      <EditorWorkspace
        country={country}
        workspace={load.workspace}
        geometry={load.geometry}
        notice={load.notice}
      />
    );
  }
  return <EditorLoadScreen country={country} load={load} layout="desktop" />;
}
