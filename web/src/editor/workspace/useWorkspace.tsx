import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import type { Country } from '@mapwright/core/countries/countries';
import { mapScaleOf } from '@mapwright/core/render/transform';
import { useSignInDialog } from '../features/account/SignInDialog';
import { useAccountMaps } from '../features/account/useAccountMaps';
import { copyWithMenu, pasteWithMenu } from '../annotations/clipboard';
import type { ActionContext } from '../actions/types';
import { useKeyboardShortcuts } from '../actions/useKeyboardShortcuts';
import type { MapHandle } from '../canvas/MapCanvas';
import type { CountryGeometry } from '../data/countryGeometry';
import { withUserInsets } from '../data/insetGeometry';
import { withShownDivisions } from '../data/shownGeometry';
import { useViewGeometry } from '../data/useViewGeometry';
import { useLanguageNames } from '../data/useLanguageNames';
import { insetArrangementFor } from '@mapwright/core/render/inset-arrangement';
import type { Notice } from '../chrome/Notices';
import { useMapFiles } from '../features/file/useMapFiles';
import { useNotices } from '../chrome/useNotices';
import { loadOnOpen } from '../../components/loadOnOpen';
import type { EditorServices } from '../state/EditorContext';
import type { EditorUi } from '../state/editorUi';
import type { WorkspaceState } from './workspaceState';

// The dialogs are not drawn with the map: each is its own chunk, loaded when it first opens (or once the
// page is idle), so the editor's first load downloads and runs only what draws the map.
const HelpDialog = loadOnOpen(
  () => import('../chrome/HelpDialog').then((m) => m.HelpDialog),
  (t) => t('dialogs:help.title'),
);
const ExportDialog = loadOnOpen(
  () => import('../features/export/ExportDialog').then((m) => m.ExportDialog),
  (t) => t('dialogs:export.title'),
);
const ImportDialog = loadOnOpen(
  () => import('../features/data/ImportDialog').then((m) => m.ImportDialog),
  (t) => t('dialogs:importTitle'),
);

export interface WorkspaceInput {
  readonly country: Country;
  /** The Editor and what is kept beside it for its life (the same for the desktop and the phone UI). */
  readonly workspace: WorkspaceState;
  readonly geometry: CountryGeometry;
  readonly notice: string | null;
  /** Where "find a division" goes: the desktop focuses its search box, the phone opens its search sheet. */
  readonly focusSearch: () => void;
}

export interface Workspace {
  readonly services: EditorServices;
  readonly ctx: ActionContext;
  /** For MapCanvas: the map's handle (view, keyboard focus, gestures) once it is mounted. */
  readonly onHandle: (handle: MapHandle | null) => void;
  readonly handle: { readonly current: MapHandle | null };
  readonly notices: readonly Notice[];
  readonly dismiss: (id: number) => void;
  /** The account's status (signed in as…, saved map name), for the editor's bar. */
  readonly accountStatus: ReactNode;
  /** Help, export, data import, account and publish dialogs and the hidden file input. */
  readonly dialogs: ReactNode;
}

/**
 * What both editors (desktop and phone) wire the same way around one headless Editor: the UI commands
 * actions call (EditorUi), the dialogs (export with its download counter, import, account, publish,
 * help), .json files, notices and the keyboard. Each editor only lays these out differently.
 */
export function useWorkspace({
  country,
  workspace,
  geometry: base,
  notice,
  focusSearch,
}: WorkspaceInput): Workspace {
  const { editor } = workspace;
  const { notices, notify, dismiss } = useNotices();
  const projectionFailed = useCallback((message: string) => notify(message, 'error'), [notify]);
  // The map in the projection the document chose (decision "The world's projection is the map's choice").
  const viewed = useViewGeometry(editor, base, projectionFailed);
  // With the divisions' names in the map's language (decision "A map has a language of its own").
  const loaded = useLanguageNames(editor, viewed, projectionFailed);
  // A territory inset hidden, moved or resized changes the geometry itself: the map mounts again on it.
  const subscribeInsets = useCallback((listener: () => void) => editor.subscribe(() => listener()), [editor]);
  const insets = useSyncExternalStore(subscribeInsets, () => editor.document.insets);
  // So does a change of the frame's shape that lays the insets out anew (a portrait preset: a row).
  const arrangement = useSyncExternalStore(subscribeInsets, () =>
    insetArrangementFor(
      editor.document,
      withShownDivisions(loaded, editor.document.shownDivisions).projected,
    ),
  );
  // And so does a new set of divisions shown (decision "A map shows a chosen set of its first level").
  const shownIds = useSyncExternalStore(subscribeInsets, () => editor.document.shownDivisions);
  const shown = useMemo(() => withShownDivisions(loaded, shownIds), [loaded, shownIds]);
  const geometry = useMemo(() => withUserInsets(shown, insets, arrangement), [shown, insets, arrangement]);
  const handle = useRef<MapHandle | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const files = useMapFiles(editor, notify);
  const navigate = useNavigate();
  const signIn = useSignInDialog();
  const account = useAccountMaps(editor, workspace.savedMap, country, notify, signIn.openSignIn);

  const ui = useMemo<EditorUi>(
    () => ({
      openHelp: () => setHelpOpen(true),
      openExport: () => setExportOpen(true),
      saveFile: files.save,
      openFile: files.open,
      openOwnBoundaries: () => void navigate('/Custom'),
      openDataImport: () => setImportOpen(true),
      saveToAccount: account.save,
      openPublish: account.publish,
      canSaveToAccount: () => account.canSave,
      focusSearch,
      flashDivision: (level, id) => handle.current?.view.flash(level, id),
      mapFocus: () => handle.current?.focus ?? null,
      mapScale: () => mapScaleOf(editor.document, geometry.projected),
      notify: (message, tone) => notify(message, tone),
      copyAnnotations: () => void copyWithMenu(editor, notify),
      pasteAnnotations: () => void pasteWithMenu(editor, geometry, notify),
    }),
    [
      editor,
      geometry,
      files.save,
      files.open,
      navigate,
      account.save,
      account.publish,
      account.canSave,
      notify,
      focusSearch,
    ],
  );
  const services = useMemo<EditorServices>(
    () => ({ editor, workspace, geometry, ui }),
    [editor, workspace, geometry, ui],
  );
  const endGestures = useCallback(() => handle.current?.endGestures(), []);
  const onHandle = useCallback((h: MapHandle | null) => {
    handle.current = h;
  }, []);

  useKeyboardShortcuts(services, endGestures);
  useEffect(() => {
    // Said once per loaded map: crossing the breakpoint mounts the other editor on the same workspace.
    if (notice && workspace.takeLoadNotice()) notify(notice, 'error');
  }, [workspace, notice, notify]);

  return {
    services,
    ctx: services,
    onHandle,
    handle,
    notices,
    dismiss,
    accountStatus: account.status,
    dialogs: (
      <>
        <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
        <ExportDialog
          open={exportOpen}
          onClose={() => setExportOpen(false)}
          onSignIn={() => signIn.openSignIn('download')}
        />
        <ImportDialog open={importOpen} onClose={() => setImportOpen(false)} />
        {account.dialogs}
        {signIn.dialog}
        {files.fileInput}
      </>
    ),
  };
}
