/**
 * A message the core has for the user, which the core cannot translate (it has no UI and no i18n):
 * a stable `code` the interface looks up in its catalogues, the `params` the message speaks of, and
 * the English `message`, word for word what the interface shows in English (decision "The core says
 * its messages by code").
 */
export interface CoreMessage {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly message: string;
}

export function coreMessage(
  code: string,
  message: string,
  params: Readonly<Record<string, string | number>> = {},
): CoreMessage {
  return { code, params, message };
}
