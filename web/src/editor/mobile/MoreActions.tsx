import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actionByName } from '../actions/registry';
import type { ActionContext } from '../actions/types';
import { ActionButton } from '../chrome/ActionButton';

/**
 * The file and account actions of the desktop's toolbar and menu, from the same registry: new map,
 * .json open and save, save to the account (with its status and the sign-in link), publish, and the
 * view's zoom buttons for people who do not pinch.
 */
export function MoreActions({ ctx, accountStatus }: { ctx: ActionContext; accountStatus: ReactNode }) {
  const { t } = useTranslation('editor');
  // The visible words of each button are the start of its action's label (its accessible name).
  const FILE_ACTIONS: readonly { name: string; text: string }[] = [
    { name: 'newMap', text: t('more.newMap') },
    { name: 'openJson', text: t('more.open') },
    { name: 'saveJson', text: t('more.save') },
    { name: 'saveToAccount', text: t('more.saveToAccount') },
    { name: 'publishMap', text: t('more.publish') },
    { name: 'useOwnBoundaries', text: t('more.ownBoundaries') },
  ];
  const VIEW_ACTIONS: readonly { name: string; text: string }[] = [
    { name: 'zoomOut', text: t('more.zoomOut') },
    { name: 'zoomIn', text: t('more.zoomIn') },
    { name: 'resetView', text: t('more.fit') },
  ];
  return (
    <section className="mobile-actions" aria-label={t('mobile.fileAndAccount')}>
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
