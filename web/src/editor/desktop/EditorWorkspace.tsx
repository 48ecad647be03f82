import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Country } from '@mapwright/core/countries/countries';
import { mapScaleOf } from '@mapwright/core/render/transform';
import type { Editor } from '@mapwright/core/editor/editor';
import { Logo } from '../../components/Logo';
import type { ActionContext } from '../actions/types';
import { useKeyboardShortcuts } from '../actions/useKeyboardShortcuts';
import { MapCanvas, type MapHandle } from '../canvas/MapCanvas';
import type { CountryGeometry } from '../data/countryGeometry';
import { ColourPanel } from '../panels/ColourPanel';
import { DataPanel } from '../panels/data/DataPanel';
import { ImportDialog } from '../panels/data/ImportDialog';
import { FramePanel } from '../panels/FramePanel';
import { LegendPanel } from '../panels/LegendPanel';
import { LevelsPanel } from '../panels/LevelsPanel';
import { SearchBox } from '../panels/SearchBox';
import { TextPanel } from '../panels/TextPanel';
import { EditorProvider, type EditorServices } from '../state/EditorContext';
import type { EditorUi } from '../state/editorUi';
import { ExportDialog } from '../export/ExportDialog';
import { useAccountMaps } from '../account/useAccountMaps';
import { ActionMenu } from './ActionMenu';
import { DraftStatus } from './DraftStatus';
import { HelpDialog } from './HelpDialog';
import { Notices } from './Notices';
import { Toolbar } from './Toolbar';
import { useMapFiles } from './useMapFiles';
import { useNotices } from './useNotices';

interface WorkspaceProps {
  readonly country: Country;
  readonly editor: Editor;
  readonly geometry: CountryGeometry;
  readonly notice: string | null;
}

/**
 * The desktop editor once loaded: it composes the bar, the canvas and the panels and wires the
 * commands actions need (EditorUi). State lives in the headless Editor; nothing here holds map data.
 */
export function EditorWorkspace({ country, editor, geometry, notice }: WorkspaceProps) {
  const handle = useRef<MapHandle | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const { notices, notify, dismiss } = useNotices();
  const files = useMapFiles(editor, notify);
  const account = useAccountMaps(editor, country, notify);

  const ui = useMemo<EditorUi>(
    () => ({
      openHelp: () => setHelpOpen(true),
      openExport: () => setExportOpen(true),
      saveFile: files.save,
      openFile: files.open,
      openDataImport: () => setImportOpen(true),
      saveToAccount: account.save,
      openPublish: account.publish,
      canSaveToAccount: () => account.canSave,
      focusSearch: () => searchRef.current?.focus(),
      flashDivision: (level, id) => handle.current?.view.flash(level, id),
      mapFocus: () => handle.current?.focus ?? null,
      mapScale: () => mapScaleOf(editor.document, geometry.projected),
      notify: (message, tone) => notify(message, tone),
    }),
    [editor, geometry, files.save, files.open, account.save, account.publish, account.canSave, notify],
  );
  const services = useMemo<EditorServices>(() => ({ editor, geometry, ui }), [editor, geometry, ui]);
  const ctx: ActionContext = services;
  const endGestures = useCallback(() => handle.current?.endGestures(), []);
  const onHandle = useCallback((h: MapHandle | null) => {
    handle.current = h;
  }, []);

  const panelsShown = usePanelsAfterMapPaint();

  useKeyboardShortcuts(ctx, endGestures);
  useEffect(() => {
    if (notice) notify(notice, 'error');
  }, [notice, notify]);

  return (
    <EditorProvider value={services}>
      <div className="editor editor--desktop" data-editor="desktop" data-country={country.slug}>
        <header className="editor__bar">
          <Link to="/Countries" className="editor__back" aria-label="All countries" title="All countries">
            <Logo size={28} title="" />
          </Link>
          <h1 className="editor__title">{country.name}</h1>
          <Toolbar ctx={ctx} />
          <SearchBox inputRef={searchRef} />
          <DraftStatus editor={editor} />
          {account.status}
          <ActionMenu ctx={ctx} />
        </header>
        <div className="editor__body">
          <main className="editor__stage" aria-label={`${country.name} map`}>
            <MapCanvas onHandle={onHandle} />
            <Notices notices={notices} dismiss={dismiss} />
          </main>
          <aside className="editor__panels" aria-label="Map settings" aria-busy={!panelsShown}>
            {panelsShown && (
              <>
                <ColourPanel />
                <LevelsPanel />
                <LegendPanel />
                <DataPanel />
                <TextPanel />
                <FramePanel />
              </>
            )}
          </aside>
        </div>
        <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
        <ExportDialog open={exportOpen} onClose={() => setExportOpen(false)} />
        <ImportDialog open={importOpen} onClose={() => setImportOpen(false)} />
        {account.dialogs}
        {files.fileInput}
      </div>
    </EditorProvider>
  );
}

/**
 * The side panels are rendered after the map's first frame, not with it: for the heaviest maps they
 * cost React 85–150 ms that the map would otherwise wait for. Their column has a fixed width, so the
 * map does not move when they appear. The render is a transition, so a click on the map that comes
 * first is handled first. (The timing matches MapCanvas's 'mapwright:map-painted' mark: a frame, then
 * a task, queued after the map's own since child effects run first.)
 */
function usePanelsAfterMapPaint(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      timer = setTimeout(() => startTransition(() => setShown(true)));
    };
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(show) : undefined;
    if (frame === undefined) show();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return shown;
}
