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

/** An error's words for the user: a core message by its code, any other error's own message. */
export function errorText(t: TFunction, error: unknown, fallback: string): string {
  if (isCoreMessage(error)) return translateCore(t, error);
  return error instanceof Error && error.message ? error.message : fallback;
}

function isCoreMessage(error: unknown): error is CoreMessage {
  return (
    error instanceof Error &&
    typeof (error as Partial<CoreMessage>).code === 'string' &&
    typeof (error as Partial<CoreMessage>).params === 'object'
  );
}
