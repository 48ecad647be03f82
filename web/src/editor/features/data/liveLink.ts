import { LIVE_DATA_FETCH_PATH, type LiveDataFetchAnswer } from '@mapwright/core/api/liveData';
import { levelMatcher } from '@mapwright/core/data/level-matcher';
import { applyLiveRows, type LiveApplied, type LiveLink } from '@mapwright/core/data/live-import';
import type { Editor } from '@mapwright/core/editor/editor';
import { coreMessage } from '@mapwright/core/messages/message';
import type { TFunction } from 'i18next';
import { ApiError, apiRequest } from '../../../auth/api';
import type { LanguageCode } from '../../../i18n/languages';
import type { CountryGeometry } from '../../data/countryGeometry';

/**
 * The schedules a published map can refresh on, in minutes; null: only when the user asks. Each is
 * named by `data:live.refresh.<minutes>` ('never' for null).
 */
export const REFRESH_CHOICES: readonly { readonly minutes: number | null }[] = [
  { minutes: null },
  { minutes: 5 },
  { minutes: 15 },
  { minutes: 60 },
  { minutes: 360 },
  { minutes: 1440 },
];

/** A linked file as the server got it for the editor. */
export type LiveFetched = LiveDataFetchAnswer;

/**
 * Asks the server for a linked file (the browser never fetches it: decision "Live data is fetched by
 * the server behind a guard"). Throws an Error whose message is for the user.
 */
export async function fetchLinkedFile(url: string, t: TFunction): Promise<LiveFetched> {
  try {
    return await apiRequest<LiveDataFetchAnswer>(LIVE_DATA_FETCH_PATH, { json: { url } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw new Error(t('data:live.signIn'), { cause: error });
    throw error instanceof Error ? error : new Error(t('data:live.fetchFailed'), { cause: error });
  }
}

/** "docs.google.com": where a link points, as the panel names it. */
export function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}

/** "3 Dec 2026, 18:40": a moment in the user's own time, in the interface's language. */
export function momentText(iso: string, lng: LanguageCode): string {
  return new Date(iso).toLocaleString(lng, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Fetches the map's linked file again and reads it into the data map, one undo step. Returns what
 * happened, with the fetch's date and a failure the server met since the last good fetch.
 */
export async function refreshLinkedData(
  editor: Editor,
  geometry: CountryGeometry,
  link: LiveLink,
  t: TFunction,
): Promise<{ readonly applied: LiveApplied; readonly fetched: LiveFetched }> {
  const fetched = await fetchLinkedFile(link.url, t);
  const matcher = levelMatcher(geometry.projected, link.level, geometry.entry.slug);
  let applied: LiveApplied = {
    ok: false,
    ...coreMessage('live.unlinked', 'The map links no file any more.'),
  };
  editor.change((draft) => {
    if (draft.liveData?.url === link.url)
      applied = applyLiveRows(draft, draft.liveData, fetched.rows, matcher);
  });
  return { applied, fetched };
}
