import { useTranslation } from 'react-i18next';
import { actionByName } from '../actions/registry';
import type { ActionContext } from '../actions/types';
import { ActionButton } from '../chrome/ActionButton';
import { PaintLevelSwitch } from '../features/levels/PaintLevelSwitch';

/** A button's visible words, where it has some besides its icon. */
type ButtonText = 'level1' | 'level2' | 'both' | 'download' | 'publish';
type Groups = readonly (readonly { name: string; text?: ButtonText }[])[];

/**
 * The desktop bar's two toolbars (decision "The editor's bar keeps its height"): the map's own tools
 * on a row of their own, the file and sharing actions beside the country's name above them. The
 * levels come last on the tools' row, so the room kept for "Clicks paint" is at the row's end.
 */
const UNDO: Groups[number] = [{ name: 'undo' }, { name: 'redo' }];
const TOOLS: Groups[number] = [
  { name: 'paintTool' },
  { name: 'moveTool' },
  { name: 'selectAreaTool' },
  { name: 'zoomInsetTool' },
];
const ANNOTATIONS: Groups[number] = [
  { name: 'textTool' },
  { name: 'dotTool' },
  { name: 'noteTool' },
  { name: 'emojiTool' },
  { name: 'chartTool' },
];
const VIEW: Groups[number] = [{ name: 'zoomOut' }, { name: 'zoomIn' }, { name: 'resetView' }];
const LEVELS: Groups[number] = [
  { name: 'showLevel1', text: 'level1' },
  { name: 'showLevel2', text: 'level2' },
  { name: 'showBoth', text: 'both' },
];
const FILES: Groups[number] = [
  { name: 'newMap' },
  { name: 'openJson' },
  { name: 'saveJson' },
  { name: 'saveToAccount' },
];
const OUTPUT: Groups[number] = [
  { name: 'exportMap', text: 'download' },
  { name: 'publishMap', text: 'publish' },
];
const HELP: Groups[number] = [{ name: 'showHelp' }];

const TOOLBARS: Readonly<
  Record<'map' | 'file' | 'all', { readonly label: 'map' | 'file'; readonly groups: Groups }>
> = {
  map: { label: 'map', groups: [UNDO, TOOLS, ANNOTATIONS, VIEW, LEVELS] },
  file: { label: 'file', groups: [FILES, OUTPUT, HELP] },
  // A narrow window (useWideBar.ts): one toolbar wrapping by group, the levels still last.
  all: { label: 'map', groups: [UNDO, TOOLS, ANNOTATIONS, VIEW, FILES, OUTPUT, HELP, LEVELS] },
};

/** A toolbar of the most used actions, grouped; everything else is in the menu and on the keyboard. */
export function Toolbar({ ctx, part }: { ctx: ActionContext; part: keyof typeof TOOLBARS }) {
  const { t } = useTranslation('editor');
  const { label, groups } = TOOLBARS[part];
  const labels = { map: t('toolbar.map'), file: t('toolbar.file') };
  const texts: Readonly<Record<ButtonText, string>> = {
    level1: '1',
    level2: '2',
    both: t('toolbar.both'),
    download: t('toolbar.download'),
    publish: t('toolbar.publish'),
  };
  return (
    <div className={`toolbar toolbar--${part}`} role="toolbar" aria-label={labels[label]}>
      {groups.map((group, i) => (
        <div className="toolbar__group" key={i}>
          {group.map(({ name, text }) => (
            <ActionButton key={name} action={actionByName(name)} ctx={ctx} text={text && texts[text]} />
          ))}
          {/* Beside "Both", which makes it appear: which level a click paints (decision "With both levels
              shown, both levels' paint shows"). Its room is kept while one level shows, so neither
              the buttons nor the map move when it comes and goes. */}
          {group.some(({ name }) => name === 'showBoth') && <PaintLevelSwitch ctx={ctx} keepRoom />}
        </div>
      ))}
    </div>
  );
}
