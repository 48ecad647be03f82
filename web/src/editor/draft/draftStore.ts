import { countryBySlug } from '@mapwright/core/countries/countries';
import { mapSlugOf } from '@mapwright/core/document/map-slug';
import { parseDocument, type ParseResult } from '@mapwright/core/document/parse-document';
import type { MapDocument } from '@mapwright/core/document/schema';
import { isColour, normaliseColour, type Colour } from '@mapwright/core/document/colour';
import { MAX_RECENT_COLOURS } from '@mapwright/core/editor/session';
import { isMapKey, type MapKey } from '@mapwright/core/editor/map-key';
import { keyValueDb, requestOf } from '../../storage/keyValueDb';

/**
 * Drafts in IndexedDB, one per country: the map the user was last working on, so a reload, a crash or
 * a closed tab loses nothing. IndexedDB rather than localStorage: it takes megabytes (a fully painted
 * Romania is ~150 KB of JSON) without blocking the main thread on every write.
 */
const DB_NAME = 'mapwright';
const STORE = 'drafts';

export interface StoredDraft {
  readonly document: unknown;
  readonly savedAt: number;
  /**
   * The palette's recent colours, most recent first: session state, not part of the document (a
   * saved or published map does not carry them), but the draft is the session a reload resumes.
   * Drafts written before they were kept have none.
   */
  readonly recentColours?: unknown;
  /**
   * The key of the map the draft is (decision "One download covers one map, its key"): beside the
   * document, not in it. Drafts written before map keys have none, and start as a new map.
   */
  readonly mapKey?: unknown;
}

export type DraftRead =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'ok';
      readonly doc: MapDocument;
      readonly savedAt: number;
      readonly recentColours: readonly Colour[];
      /** null: none stored, or not a key (the editor makes a new one). */
      readonly mapKey: MapKey | null;
    }
  | { readonly kind: 'corrupt'; readonly error: string }
  /**
   * A draft made before the country's boundaries changed: migrating it moved it to the variant with the
   * former boundaries (decision "Former boundaries are a variant of the country"), where it is kept.
   */
  | { readonly kind: 'moved'; readonly doc: MapDocument; readonly stored: StoredDraft };

const openDb = keyValueDb(DB_NAME, STORE);

/**
 * Reads a country's draft and validates it; a draft the schema refuses is reported, not thrown. A
 * draft that migrated to the country's former-boundaries variant is moved under the variant's key
 * (unless the variant has a draft already), so editing today's country never overwrites it.
 */
export async function readDraft(country: string): Promise<DraftRead> {
  const db = await openDb();
  const stored = (await requestOf(db.transaction(STORE).objectStore(STORE).get(country))) as
    StoredDraft | undefined;
  const read = interpretDraft(country, stored);
  if (read.kind !== 'moved') return read;
  const tx = db.transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  const there = await requestOf(store.get(read.doc.country));
  if (there === undefined) store.put({ ...read.stored, document: read.doc }, read.doc.country);
  store.delete(country);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('The draft could not be moved'));
  });
  return { kind: 'none' };
}

/** Pure part of readDraft: what a stored value means for the editor of `country`. */
export function interpretDraft(country: string, stored: StoredDraft | undefined): DraftRead {
  if (stored === undefined) return { kind: 'none' };
  const parsed: ParseResult =
    typeof stored === 'object' && stored !== null && 'document' in stored
      ? parseDocument(stored.document)
      : { ok: false, error: 'The draft is not a map.' };
  if (!parsed.ok) return { kind: 'corrupt', error: parsed.error };
  if (mapSlugOf(parsed.doc) !== country) {
    if (countryBySlug(parsed.doc.country)?.variantOf === country)
      return { kind: 'moved', doc: parsed.doc, stored };
    return { kind: 'corrupt', error: 'The draft is of another country.' };
  }
  return {
    kind: 'ok',
    doc: parsed.doc,
    savedAt: typeof stored.savedAt === 'number' ? stored.savedAt : 0,
    recentColours: recentColoursOf(stored.recentColours),
    mapKey: isMapKey(stored.mapKey) ? stored.mapKey : null,
  };
}

/** The stored recent colours that are colours, normalised, without repeats, at most the palette's cap. */
function recentColoursOf(stored: unknown): readonly Colour[] {
  if (!Array.isArray(stored)) return [];
  const colours = stored
    .filter((c): c is string => typeof c === 'string' && isColour(c))
    .map(normaliseColour);
  return [...new Set(colours)].slice(0, MAX_RECENT_COLOURS);
}

/** Writes a country's draft; without `mapKey` (a map handed over from another editor) it is a new map. */
export async function writeDraft(
  doc: MapDocument,
  recentColours: readonly Colour[] = [],
  mapKey?: MapKey,
): Promise<void> {
  const db = await openDb();
  const tx = db.transaction(STORE, 'readwrite');
  const draft: StoredDraft = { document: doc, savedAt: Date.now(), recentColours, mapKey };
  tx.objectStore(STORE).put(draft, mapSlugOf(doc));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('The draft could not be saved'));
    tx.onabort = () => reject(tx.error ?? new Error('The draft could not be saved'));
  });
}
