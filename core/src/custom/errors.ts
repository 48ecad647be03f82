/**
 * What can be wrong with a user's boundary file, each with the words the user reads. The parser and the
 * level builder throw these; the page shows `message` as it is (plain text, never markup).
 */
export type CustomFileProblem =
  | 'not-polygons'
  | 'empty'
  | 'unknown-format'
  | 'no-prj-not-degrees'
  | 'prj-unreadable'
  | 'outside-world'
  | 'too-large'
  | 'zip-too-large'
  | 'unreadable'
  | 'too-many-divisions';

export class CustomFileError extends Error {
  constructor(
    readonly problem: CustomFileProblem,
    message: string,
  ) {
    super(message);
    this.name = 'CustomFileError';
  }
}

/** "25 MB", "1.5 MB", "800 KB": how a limit or a size is named in a message. */
export function formatSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${trim(bytes / 1_000_000)} MB`;
  if (bytes >= 1000) return `${trim(bytes / 1000)} KB`;
  return `${bytes} bytes`;
}

function trim(value: number): string {
  return value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
}
