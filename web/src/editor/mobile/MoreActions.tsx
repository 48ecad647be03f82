import type { ReactNode } from 'react';
import { actionByName } from '../actions/registry';
import type { ActionContext } from '../actions/types';
import { ActionButton } from '../chrome/ActionButton';

/** The visible words of each button are the start of its action's label (its accessible name). */
const FILE_ACTIONS: readonly { name: string; text: string }[] = [
  { name: 'newMap', text: 'New map' },
  { name: 'openJson', text: 'Open' },
  { name: 'saveJson', text: 'Save' },
  { name: 'saveToAccount', text: 'Save to your account' },
  { name: 'publishMap', text: 'Publish' },
  { name: 'useOwnBoundaries', text: 'Use your own boundaries' },
];

const VIEW_ACTIONS: readonly { name: string; text: string }[] = [
  { name: 'zoomOut', text: 'Zoom out' },
  { name: 'zoomIn', text: 'Zoom in' },
  { name: 'resetView', text: 'Fit the map' },
];

/**
 * The file and account actions of the desktop's toolbar and menu, from the same registry: new map,
 * .json open and save, save to the account (with its status and the sign-in link), publish, and the
 * view's zoom buttons for people who do not pinch.
 */
export function MoreActions({ ctx, accountStatus }: { ctx: ActionContext; accountStatus: ReactNode }) {
  return (
    <section className="mobile-actions" aria-label="File and account">
      <div className="mobile-actions__account">{accountStatus}</div>
      <div className="mobile-actions__grid">
        {FILE_ACTIONS.map(({ name, text }) => (
          <ActionButton key={name} action={actionByName(name)} ctx={ctx} text={text} />
        ))}
      </div>
      <div className="mobile-actions__grid">
        {VIEW_ACTIONS.map(({ name, text }) => (
          <ActionButton key={name} action={actionByName(name)} ctx={ctx} text={text} />
        ))}
      </div>
    </section>
  );
}
