import type { TFunction } from 'i18next';
import type { CoreMessage } from '@mapwright/core/messages/message';

/**
 * A core message in the interface's language, looked up by its code under `dialogs:core.` (decision
 * "The core says its messages by code"); a code the catalogues do not know yet shows the core's
 * English rather than a key.
 */
export function translateCore(t: TFunction, said: CoreMessage): string {
  return t(`dialogs:core.${said.code}`, { ...said.params, defaultValue: said.message });
}
