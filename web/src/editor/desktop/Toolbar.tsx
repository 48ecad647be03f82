import { actionByName } from '../actions/registry';
import type { ActionContext } from '../actions/types';
import { ActionButton } from './ActionButton';
import { PaintLevelSwitch } from './PaintLevelSwitch';

const GROUPS: readonly (readonly { name: string; text?: string }[])[] = [
  [{ name: 'undo' }, { name: 'redo' }],
  [{ name: 'paintTool' }, { name: 'moveTool' }, { name: 'selectAreaTool' }, { name: 'zoomInsetTool' }],
  [
    { name: 'textTool' },
    { name: 'dotTool' },
    { name: 'noteTool' },
    { name: 'emojiTool' },
    { name: 'chartTool' },
  ],
  [
    { name: 'showLevel1', text: '1' },
    { name: 'showLevel2', text: '2' },
    { name: 'showBoth', text: 'Both' },
  ],
  [{ name: 'zoomOut' }, { name: 'zoomIn' }, { name: 'resetView' }],
  [{ name: 'newMap' }, { name: 'openJson' }, { name: 'saveJson' }, { name: 'saveToAccount' }],
  [
    { name: 'exportMap', text: 'Download' },
    { name: 'publishMap', text: 'Publish' },
  ],
  [{ name: 'showHelp' }],
];

/** The toolbar: the most used actions, grouped; everything else is in the menu and on the keyboard. */
export function Toolbar({ ctx }: { ctx: ActionContext }) {
  return (
    <div className="toolbar" role="toolbar" aria-label="Map tools">
      {GROUPS.map((group, i) => (
        <div className="toolbar__group" key={i}>
          {group.map(({ name, text }) => (
            <ActionButton key={name} action={actionByName(name)} ctx={ctx} text={text} />
          ))}
          {/* Beside "Both", which makes it appear: which level a click paints (decision "With both levels
              shown, both levels' paint shows"). */}
          {group.some(({ name }) => name === 'showBoth') && <PaintLevelSwitch ctx={ctx} />}
        </div>
      ))}
    </div>
  );
}
