import { liveDataSchema, type LiveData } from '../live-data';
import type { DocumentDraft } from './operation';

/** Links the map's data map to a file by address, or unlinks it with null; an invalid link throws. */
export function setLiveData(draft: DocumentDraft, link: LiveData): void {
  draft.liveData = liveDataSchema.parse(link);
}

/** How often a published map refreshes its linked file: minutes (5 or more), or null for on demand only. */
export function setLiveRefresh(draft: DocumentDraft, minutes: number | null): void {
  const link = draft.liveData;
  if (!link) throw new RangeError('The map links no file');
  const checked = liveDataSchema.parse({ ...link, refreshMinutes: minutes });
  if (checked && link.refreshMinutes !== checked.refreshMinutes) link.refreshMinutes = checked.refreshMinutes;
}
