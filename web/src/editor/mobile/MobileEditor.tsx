import { EditorLoadScreen } from '../EditorLoadScreen';
import type { EditorProps } from '../EditorProps';
import { MobileWorkspace } from './MobileWorkspace';
import '../editor.css';
import '../desktop/desktop.css';
import '../features/annotations/annotations.css';
import './mobile.css';

/**
 * The phone editor (windows narrower than 768 px): the same Editor, document, actions, panels and map
 * view as the desktop editor, laid out for one hand and worked by touch. Shows the country's load
 * (geometry + draft), then hands over to the workspace.
 */
export default function MobileEditor({ country, load }: EditorProps) {
  if (load.status === 'ready') {
    return (
      <MobileWorkspace
        country={country}
        workspace={load.workspace}
        geometry={load.geometry}
        notice={load.notice}
      />
    );
  }
  return <EditorLoadScreen country={country} load={load} layout="mobile" />;
}
