/**
 * Limits of a user's boundary file, the same in the browser (before parsing) and on the server (before
 * storing): the file as chosen, a zip's contents once inflated, and the divisions of one level.
 */
export const CUSTOM_LIMITS = {
  fileBytes: 30_000_000,
  inflatedBytes: 150_000_000,
  divisions: 20_000,
} as const;
