import { keyValueDb, requestOf } from '../storage/keyValueDb';

/**
 * The browser's copy of the user's own boundaries, by hash (decision "A map names its own boundaries by
 * hash"): a map made before signing in opens from here, and a save uploads from here the one time the
 * server lacks them. The value is the stored boundary's canonical JSON, exactly what its hash names.
 */
const DB_NAME = 'mapwright-boundaries';
const STORE = 'boundaries';

const openDb = keyValueDb(DB_NAME, STORE);

export async function keepBoundary(hash: string, content: string): Promise<void> {
  const db = await openDb();
  const tx = db.transaction(STORE, 'readwrite');
  tx.objectStore(STORE).put(content, hash);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('Your boundaries could not be kept in this browser'));
    tx.onabort = () => reject(tx.error ?? new Error('Your boundaries could not be kept in this browser'));
  });
}

/** The kept content, or undefined when this browser has none (or cannot open its store). */
export async function keptBoundary(hash: string): Promise<string | undefined> {
  try {
    const db = await openDb();
    const kept: unknown = await requestOf(db.transaction(STORE).objectStore(STORE).get(hash));
    return typeof kept === 'string' ? kept : undefined;
  } catch {
    return undefined;
  }
}
