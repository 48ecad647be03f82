import { LIVE_DATA_FETCH_PATH, type LiveDataFetchAnswer } from '@mapwright/core/api/liveData';
import { levelMatcher } from '@mapwright/core/data/level-matcher';
import { applyLiveRows, type LiveApplied, type LiveLink } from '@mapwright/core/data/live-import';
import type { Editor } from '@mapwright/core/editor/editor';
import { ApiError, apiRequest } from '../../../auth/api';
import type { CountryGeometry } from '../../data/countryGeometry';

/** The schedules a published map can refresh on, in minutes; null: only when the user asks. */
export const REFRESH_CHOICES: readonly { readonly minutes: number | null; readonly label: string }[] = [
  { minutes: null, label: 'Only when I refresh it' },
  { minutes: 5, label: 'Every 5 minutes' },
  { minutes: 15, label: 'Every 15 minutes' },
  { minutes: 60, label: 'Every hour' },
  { minutes: 360, label: 'Every 6 hours' },
  { minutes: 1440, label: 'Every day' },
];

/** A linked file as the server got it for the editor. */
export type LiveFetched = LiveDataFetchAnswer;

/**
 * Asks the server for a linked file (the browser never fetches it: decision "Live data is fetched by
 * the server behind a guard"). Throws an Error whose message is for the user.
 */
export async function fetchLinkedFile(url: string): Promise<LiveFetched> {
  try {
    return await apiRequest<LiveDataFetchAnswer>(LIVE_DATA_FETCH_PATH, { json: { url } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw new Error('Sign in to link a file: Mapwright’s server fetches it for you and keeps it fresh.', {
        cause: error,
      });
    throw error instanceof Error ? error : new Error('The file could not be fetched.', { cause: error });
  }
}

/** "docs.google.com": where a link points, as the panel names it. */
export function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}

/** "3 Dec 2026, 18:40": a moment in the user's own time. */
export function momentText(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Fetches the map's linked file again and reads it into the data map, one undo step. Returns what
 * happened, with the fetch's date and a failure the server met since the last good fetch.
 */
export async function refreshLinkedData(
  editor: Editor,
  geometry: CountryGeometry,
  link: LiveLink,
): Promise<{ readonly applied: LiveApplied; readonly fetched: LiveFetched }> {
  const fetched = await fetchLinkedFile(link.url);
  const matcher = levelMatcher(geometry.projected, link.level, geometry.entry.slug);
  let applied: LiveApplied = { ok: false, message: 'The map links no file any more.' };
  editor.change((draft) => {
    if (draft.liveData?.url === link.url)
      applied = applyLiveRows(draft, draft.liveData, fetched.rows, matcher);
  });
  return { applied, fetched };
}
