import { actionByName } from '../actions/registry';
import type { ActionContext } from '../actions/types';
import { ActionButton } from '../chrome/ActionButton';
import { PaintLevelSwitch } from '../features/levels/PaintLevelSwitch';

type Groups = readonly (readonly { name: string; text?: string }[])[];

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
  { name: 'showLevel1', text: '1' },
  { name: 'showLevel2', text: '2' },
  { name: 'showBoth', text: 'Both' },
];
const FILES: Groups[number] = [
  { name: 'newMap' },
  { name: 'openJson' },
  { name: 'saveJson' },
  { name: 'saveToAccount' },
];
const OUTPUT: Groups[number] = [
  { name: 'exportMap', text: 'Download' },
  { name: 'publishMap', text: 'Publish' },
];
const HELP: Groups[number] = [{ name: 'showHelp' }];

const TOOLBARS: Readonly<
  Record<'map' | 'file' | 'all', { readonly label: string; readonly groups: Groups }>
> = {
  map: { label: 'Map tools', groups: [UNDO, TOOLS, ANNOTATIONS, VIEW, LEVELS] },
  file: { label: 'File and sharing', groups: [FILES, OUTPUT, HELP] },
  // A narrow window (useWideBar.ts): one toolbar wrapping by group, the levels still last.
  all: { label: 'Map tools', groups: [UNDO, TOOLS, ANNOTATIONS, VIEW, FILES, OUTPUT, HELP, LEVELS] },
};

/** A toolbar of the most used actions, grouped; everything else is in the menu and on the keyboard. */
export function Toolbar({ ctx, part }: { ctx: ActionContext; part: keyof typeof TOOLBARS }) {
  const { label, groups } = TOOLBARS[part];
  return (
    <div className={`toolbar toolbar--${part}`} role="toolbar" aria-label={label}>
      {groups.map((group, i) => (
        <div className="toolbar__group" key={i}>
          {group.map(({ name, text }) => (
            <ActionButton key={name} action={actionByName(name)} ctx={ctx} text={text} />
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
