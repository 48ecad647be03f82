import { useCallback, useRef, useState, type ReactNode } from 'react';
import { countryName, useLanguage } from '../../i18n/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Country } from '@mapwright/core/countries/countries';
import { Logo } from '../../components/Logo';
import { actionByName } from '../actions/registry';
import { MapCanvas, type ScreenOptions } from '../canvas/MapCanvas';
import { basePaths } from '../canvas/layers/basePathStrategy';
import { gesturePicture } from '../canvas/layers/gesturePicture';
import type { CountryGeometry } from '../data/countryGeometry';
import { ActionButton } from '../chrome/ActionButton';
import { DraftStatus } from '../chrome/DraftStatus';
import { Notices } from '../chrome/Notices';
import { PaintLevelSwitch } from '../features/levels/PaintLevelSwitch';
import { attachTouchInput } from '../input/touchInput';
import { TimeControl } from '../features/time';
import type { Panels } from '../features/sidePanels';
import { PanelsUnavailable, usePanels } from '../features/usePanels';
import { SearchBox } from '../chrome/SearchBox';
import { RenderBudgetNotice } from '../chrome/RenderBudgetNotice';
import { PanelGroupContext, type PanelGroup } from '../chrome/panelGroup';
import { EditorProvider } from '../state/EditorContext';
import { useWorkspace } from '../workspace/useWorkspace';
import type { WorkspaceState } from '../workspace/workspaceState';
import { AnnotateSheet } from './AnnotateSheet';
import { BottomSheet } from './BottomSheet';
import { MapToolHint } from './MapToolHint';
import { InputModeProvider } from '../state/inputMode';
import { MobileToolBar, type SheetName } from './MobileToolBar';
import { MoreActions } from './MoreActions';
import { SheetPanels } from './sheetPanels';
import type { SheetHeight, Snap } from './snaps';

interface WorkspaceProps {
  readonly country: Country;
  readonly workspace: WorkspaceState;
  readonly geometry: CountryGeometry;
  readonly notice: string | null;
}

/**
 * The phone's map: gestures move a picture of it, and divisions drawn as the base draws them are one
 * path per tile (the touch input finds divisions in the geometry, not in the DOM): decisions "On the
 * phone, gestures move a picture of the map" and "Base paths on the phone".
 */
const PHONE_VIEW: ScreenOptions = { fills: basePaths, gesture: gesturePicture };

/**
 * The page reaches the screen's edges between the bars: a phone has no room for a grey border, and a
 * story-shaped frame then fills the screen (decision "Frames named for where maps go").
 */
const PHONE_PAGE_MARGIN = 0;

/**
 * The sheets that hold several panels show one at a time, so each opens on screen with the others'
 * headings above and below it; which opens first, by panel id (null: none, the sheet's own actions
 * come first).
 */
const FIRST_PANEL: Partial<Readonly<Record<SheetName, string | null>>> = {
  annotate: 'annotation',
  levels: 'levels',
  more: null,
};

/**
 * The tallest each sheet opens at (as tall as its content up to there): the palette leaves the upper
 * part of the map free, since a colour is picked there to tap the map with; the rest go up to full.
 */
const SHEET_CAPS: Partial<Readonly<Record<SheetName, Snap>>> = { colour: 'half' };

/**
 * The phone editor once loaded: the map fills the screen; undo and redo stay in the top bar; the
 * bottom bar holds the tools, each opening its sheet of the desktop's own panels. The commands
 * actions need (export, files, account, dialogs) are wired by the same useWorkspace as the desktop's.
 */
export function MobileWorkspace({ country, workspace, geometry, notice }: WorkspaceProps) {
  const { t } = useTranslation('panels');
  const { editor } = workspace;
  // The country as the interface's language names it (Allemagne); English keeps the project's name.
  const shownName = countryName(country.iso2, country.name, useLanguage());
  const [sheet, setSheet] = useState<{ name: SheetName; snap: SheetHeight } | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const openSheet = useCallback(
    (name: SheetName, snap: SheetHeight = 'content') => setSheet({ name, snap }),
    [],
  );
  const [panels] = useState(() => new SheetPanels(FIRST_PANEL));
  const featurePanels = usePanels();
  const closeSheet = useCallback(() => setSheet(null), []);
  const focusSearch = useCallback(() => {
    setSheet({ name: 'find', snap: 'half' });
    // The field exists once the sheet has rendered.
    requestAnimationFrame(() => searchRef.current?.focus());
  }, []);
  const { services, ctx, onHandle, notices, dismiss, accountStatus, dialogs } = useWorkspace({
    country,
    workspace,
    geometry,
    notice,
    focusSearch,
  });

  return (
    <EditorProvider value={services}>
      <InputModeProvider value="touch">
        <div className="editor editor--mobile" data-editor="mobile" data-country={country.slug}>
          <header className="editor__bar">
            <Link to="/Countries" className="editor__back" aria-label={t('workspace.allCountries')}>
              <Logo size={24} title="" />
            </Link>
            <div className="mobile-title">
              <h1 className="editor__title">{shownName}</h1>
              <DraftStatus editor={editor} />
            </div>
            <ActionButton action={actionByName('findDivision')} ctx={ctx} />
            <ActionButton action={actionByName('undo')} ctx={ctx} />
            <ActionButton action={actionByName('redo')} ctx={ctx} />
          </header>
          <div className="mobile-body">
            <main className="editor__stage" aria-label={t('workspace.map', { country: shownName })}>
              <MapCanvas
                onHandle={onHandle}
                attachInput={attachTouchInput}
                viewOptions={PHONE_VIEW}
                className="map-stage--touch"
                pageMargin={PHONE_PAGE_MARGIN}
              />
              {/* While both levels are shown: which level a tap paints, one tap from the other (decision
                  "With both levels shown, both levels' paint shows"). */}
              <PaintLevelSwitch ctx={ctx} verb="taps" />
              <TimeControl />
              <Notices notices={notices} dismiss={dismiss} />
              <MapToolHint ctx={ctx} clearMap={closeSheet} />
            </main>
            {sheet && (
              <BottomSheet
                title={t(`sheet.title.${sheet.name}`)}
                snap={sheet.snap}
                cap={SHEET_CAPS[sheet.name]}
                onSnap={(snap) => setSheet({ name: sheet.name, snap })}
                onClose={closeSheet}
              >
                <InPanelGroup group={panels.group(sheet.name)}>
                  <RenderBudgetNotice />
                  {sheet.name === 'find' && <SearchBox inputRef={searchRef} onChosen={closeSheet} />}
                  {sheet.name === 'more' && <MoreActions ctx={ctx} accountStatus={accountStatus} />}
                  {sheet.name !== 'find' && featurePanels.kind === 'failed' && (
                    <PanelsUnavailable retry={featurePanels.retry} />
                  )}
                  {featurePanels.kind === 'ready' && (
                    <SheetSections
                      sheet={sheet.name}
                      panels={featurePanels.panels}
                      annotate={
                        <AnnotateSheet
                          ctx={ctx}
                          panels={featurePanels.panels}
                          onTool={() => setSheet({ name: 'annotate', snap: 'peek' })}
                        />
                      }
                    />
                  )}
                </InPanelGroup>
              </BottomSheet>
            )}
          </div>
          <MobileToolBar ctx={ctx} open={sheet?.name ?? null} openSheet={openSheet} closeSheet={closeSheet} />
          {dialogs}
        </div>
      </InputModeProvider>
    </EditorProvider>
  );
}

function InPanelGroup({ group, children }: { group: PanelGroup | null; children: ReactNode }) {
  return group ? <PanelGroupContext value={group}>{children}</PanelGroupContext> : children;
}

/** The features' panels a sheet shows (the desktop's own), once their code has loaded. */
function SheetSections({
  sheet,
  panels: P,
  annotate,
}: {
  readonly sheet: SheetName;
  readonly panels: Panels;
  /** The annotation sheet, tools first (AnnotateSheet). */
  readonly annotate: ReactNode;
}) {
  switch (sheet) {
    case 'colour':
      return <P.ColourPanel />;
    case 'annotate':
      return annotate;
    case 'data':
      return <P.DataPanel />;
    case 'levels':
      return (
        <>
          <P.LevelsPanel />
          <P.ShownPanel />
          <P.ProjectionPanel />
          <P.InsetsPanel />
          <P.LabelsPanel />
        </>
      );
    case 'more':
      return (
        <>
          <P.TextPanel />
          <P.LegendPanel />
          <P.TerritoriesPanel />
          <P.FramePanel />
        </>
      );
    case 'find':
      return null;
  }
}
