/**
 * An export failure the user reads: the English words (as logged and as shown in English) and the
 * `dialogs:exportError.<key>` the Download dialog shows them by, with their values.
 */
export class ExportError extends Error {
  readonly key: string;
  readonly values: Readonly<Record<string, string | number>>;

  constructor(
    key: string,
    message: string,
    values: Readonly<Record<string, string | number>> = {},
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ExportError';
    this.key = key;
    this.values = values;
  }
}
