/**
 * A browser database of one object store of plain values by key (IndexedDB), opened once per page; a
 * failed open is forgotten, so the next call tries again (a private window may refuse it for a while).
 */
export function keyValueDb(name: string, store: string): () => Promise<IDBDatabase> {
  let opened: Promise<IDBDatabase> | undefined;
  return () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(store);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    }).catch((error: unknown) => {
      opened = undefined;
      throw error;
    });
    return opened;
  };
}

/** A request's result, or its error. */
export function requestOf<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}
