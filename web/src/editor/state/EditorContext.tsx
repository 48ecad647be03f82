import { createContext, useCallback, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { MapDocument } from '@mapwright/core/document/schema';
import type { Editor } from '@mapwright/core/editor/editor';
import type { SessionState } from '@mapwright/core/editor/session';
import type { CountryGeometry } from '../data/countryGeometry';
import type { WorkspaceState } from '../workspace/workspaceState';
import type { EditorUi } from './editorUi';

/**
 * What every part of the editor reaches through context: the headless editor, what the web keeps
 * beside it (its workspace), the geometry, the UI commands.
 */
export interface EditorServices {
  readonly editor: Editor;
  readonly workspace: WorkspaceState;
  readonly geometry: CountryGeometry;
  readonly ui: EditorUi;
}

const EditorContext = createContext<EditorServices | null>(null);

export function EditorProvider({ value, children }: { value: EditorServices; children: ReactNode }) {
  return <EditorContext.Provider value={value}>{children}</EditorContext.Provider>;
}

export function useEditorServices(): EditorServices {
  const services = useContext(EditorContext);
  if (!services) throw new Error('useEditorServices outside of EditorProvider');
  return services;
}

export interface EditorSnapshot {
  readonly doc: MapDocument;
  readonly session: SessionState;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

/**
 * A panel's view of the editor: re-renders only when the selected value changes. Documents are
 * immutable with structural sharing, so selecting a sub-object (`doc.legend`) is stable until that
 * part changes; the map itself never re-renders through React.
 */
export function useEditorSelector<T>(
  select: (snapshot: EditorSnapshot) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const { editor, workspace } = useEditorServices();
  const last = useRef<{ value: T } | null>(null);
  const read = () => {
    const value = select({
      doc: editor.document,
      session: editor.session,
      canUndo: editor.canUndo,
      canRedo: editor.canRedo,
    });
    if (last.current && equal(last.current.value, value)) return last.current.value;
    last.current = { value };
    return value;
  };
  return useSyncExternalStore(
    useCallback((notify: () => void) => workspace.panels.subscribe(notify), [workspace]),
    read,
    read,
  );
}
