import { useCallback, useRef } from 'react';
import { countryName, useLanguage } from '../../i18n/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Country } from '@mapwright/core/countries/countries';
import { Logo } from '../../components/Logo';
import { MapCanvas } from '../canvas/MapCanvas';
import type { CountryGeometry } from '../data/countryGeometry';
import { RenderBudgetNotice } from '../chrome/RenderBudgetNotice';
import { SearchBox } from '../chrome/SearchBox';
import { FEATURES } from '../features';
import type { Panels } from '../features/sidePanels';
import { PanelsUnavailable, usePanels } from '../features/usePanels';
import { EditorProvider } from '../state/EditorContext';
import { useWorkspace } from '../workspace/useWorkspace';
import type { WorkspaceState } from '../workspace/workspaceState';
import { ActionMenu } from './ActionMenu';
import { DraftStatus } from '../chrome/DraftStatus';
import { Notices } from '../chrome/Notices';
import { TimeControl } from '../features/time';
import { Toolbar } from './Toolbar';
import { useWideBar } from './useWideBar';

/** The features' sections of the side panel, in the order of FEATURES (features/index.ts). */
const SIDE_PANELS = FEATURES.flatMap((feature) =>
  feature.panels.map((name) => ({ key: `${feature.name}-${name}`, name })),
);

function SidePanels({ panels }: { readonly panels: Panels }) {
  return SIDE_PANELS.map(({ key, name }) => {
    const Section = panels[name];
    return <Section key={key} />;
  });
}

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
  const { t } = useTranslation('panels');
  const { editor } = workspace;
  // The country as the interface's language names it (Allemagne); English keeps the project's name.
  const shownName = countryName(country.iso2, country.name, useLanguage());
  const searchRef = useRef<HTMLInputElement>(null);
  const focusSearch = useCallback(() => searchRef.current?.focus(), []);
  const { services, ctx, onHandle, notices, dismiss, accountStatus, dialogs } = useWorkspace({
    country,
    workspace,
    geometry,
    notice,
    focusSearch,
  });
  const panels = usePanels();
  const wideBar = useWideBar();

  return (
    <EditorProvider value={services}>
      <div className="editor editor--desktop" data-editor="desktop" data-country={country.slug}>
        <header className="editor__bar">
          <div className="editor__bar-row editor__bar-row--top">
            <Link
              to="/Countries"
              className="editor__back"
              aria-label={t('workspace.allCountries')}
              title={t('workspace.allCountries')}
            >
              <Logo size={28} title="" />
            </Link>
            <h1 className="editor__title">{shownName}</h1>
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
          <main className="editor__stage" aria-label={t('workspace.map', { country: shownName })}>
            <MapCanvas onHandle={onHandle} />
            <TimeControl />
            <Notices notices={notices} dismiss={dismiss} />
          </main>
          <aside
            className="editor__panels"
            aria-label={t('workspace.settings')}
            aria-busy={panels.kind === 'loading'}
          >
            {panels.kind === 'failed' && <PanelsUnavailable retry={panels.retry} />}
            {panels.kind === 'ready' && (
              <>
                <RenderBudgetNotice />
                {/* Colour first (paint leads FEATURES): what a new map is for, and what a click does (issue 42, item 10). */}
                <SidePanels panels={panels.panels} />
              </>
            )}
          </aside>
        </div>
        {dialogs}
      </div>
    </EditorProvider>
  );
}
