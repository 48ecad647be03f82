import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Country } from '@mapwright/core/countries/countries';
import { Logo } from '../../components/Logo';
import { MapCanvas } from '../canvas/MapCanvas';
import type { CountryGeometry } from '../data/countryGeometry';
import { RenderBudgetNotice } from '../chrome/RenderBudgetNotice';
import { SearchBox } from '../chrome/SearchBox';
import { FEATURES } from '../features';
import { EditorProvider } from '../state/EditorContext';
import { useWorkspace } from '../workspace/useWorkspace';
import type { WorkspaceState } from '../workspace/workspaceState';
import { ActionMenu } from './ActionMenu';
import { DraftStatus } from '../chrome/DraftStatus';
import { Notices } from '../chrome/Notices';
import { TimeControl } from '../features/time';
import { Toolbar } from './Toolbar';
import { useWideBar } from './useWideBar';
import { useTranslation } from 'react-i18next';
import { countryName, useLanguage } from '../../i18n/format';

/** The features' sections of the side panel, in the order of FEATURES (features/index.ts). */
const SIDE_PANELS = FEATURES.flatMap((feature) =>
  feature.panels.map((Section, i) => ({ key: `${feature.name}-${i}`, Section })),
);

interface WorkspaceProps {
  readonly country: Country;
  readonly workspace: WorkspaceState;
  readonly geometry: CountryGeometry;
  readonly notice: string | null;
}

/**
 * The desktop editor once loaded: it composes the bar, the canvas and the panels and wires the
 * commands actions need (EditorUi). State lives in the headless Editor; nothing here holds map data.
 */
export function EditorWorkspace({ country, workspace, geometry, notice }: WorkspaceProps) {
  const { editor } = workspace;
  const searchRef = useRef<HTMLInputElement>(null);
  const focusSearch = useCallback(() => searchRef.current?.focus(), []);
  const { services, ctx, onHandle, notices, dismiss, accountStatus, dialogs } = useWorkspace({
    country,
    workspace,
    geometry,
    notice,
    focusSearch,
  });
  const { t } = useTranslation('dialogs');
  const name = countryName(country.iso2, country.name, useLanguage());
  const panelsShown = usePanelsAfterMapPaint();
  const wideBar = useWideBar();

  return (
    <EditorProvider value={services}>
      <div className="editor editor--desktop" data-editor="desktop" data-country={country.slug}>
        <header className="editor__bar">
          <div className="editor__bar-row editor__bar-row--top">
            <Link
              to="/Countries"
              className="editor__back"
              aria-label={t('editor.allCountries')}
              title={t('editor.allCountries')}
            >
              <Logo size={28} title="" />
            </Link>
            <h1 className="editor__title">{name}</h1>
            <SearchBox inputRef={searchRef} />
            {wideBar && <Toolbar ctx={ctx} part="file" />}
            <DraftStatus editor={editor} />
            {accountStatus}
            <ActionMenu ctx={ctx} />
          </div>
          <div className="editor__bar-row">
            <Toolbar ctx={ctx} part={wideBar ? 'map' : 'all'} />
          </div>
        </header>
        <div className="editor__body">
          <main className="editor__stage" aria-label={t('editor.map', { country: name })}>
            <MapCanvas onHandle={onHandle} />
            <TimeControl />
            <Notices notices={notices} dismiss={dismiss} />
          </main>
          <aside className="editor__panels" aria-label={t('editor.settings')} aria-busy={!panelsShown}>
            {panelsShown && (
              <>
                <RenderBudgetNotice />
                {/* Colour first (paint leads FEATURES): what a new map is for, and what a click does (issue 42, item 10). */}
                {SIDE_PANELS.map(({ key, Section }) => (
                  <Section key={key} />
                ))}
              </>
            )}
          </aside>
        </div>
        {dialogs}
      </div>
    </EditorProvider>
  );
}

/**
 * The side panels are rendered after the map's first frame, not with it: for the heaviest maps they
 * cost React a render that the map would otherwise wait for (bench/RESULTS.md). Their column has a fixed
 * width, so the map does not move when they appear. The render is a transition, so a click on the map that
 * comes first is handled first. (The timing matches MapCanvas's 'mapwright:map-painted' mark: a frame, then
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
