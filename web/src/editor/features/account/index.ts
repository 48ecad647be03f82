import type { Feature } from '../feature';
import { publishMap, saveToAccount } from './account';

export { interpretSavedMap } from './openPlan';
export { interpretPublishedCopy } from './copyPlan';

/** Maps saved to the signed-in user's account, and published as read-only pages. */
export const account: Feature = { name: 'account', actions: [saveToAccount, publishMap], panels: [] };
