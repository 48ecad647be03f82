import { useSyncExternalStore } from 'react';
import { DEFAULT_SHORTCUT_PREFS, parseShortcutPrefs, type ShortcutPrefs } from './shortcutPrefs';

/** Where the shortcut preferences are kept: the browser, for every map and country (small, synchronous). */
const SHORTCUT_PREFS_KEY = 'mapwright:shortcuts';

const listeners = new Set<() => void>();
let current: ShortcutPrefs | undefined;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage blocked: the preferences last as long as the page
  }
}

/** The shortcut preferences now (read once from storage, then kept in memory). */
export function getShortcutPrefs(): ShortcutPrefs {
  current ??= parseShortcutPrefs(storage()?.getItem(SHORTCUT_PREFS_KEY) ?? null);
  return current;
}

/** Changes the preferences, remembers them across reloads and tells every subscriber. */
export function setShortcutPrefs(next: ShortcutPrefs): void {
  current = next;
  try {
    storage()?.setItem(SHORTCUT_PREFS_KEY, JSON.stringify(next));
  } catch {
    // Full or blocked storage: the change still holds for this page.
  }
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed them: follow.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SHORTCUT_PREFS_KEY) return;
    current = parseShortcutPrefs(event.newValue);
    listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The preferences, re-rendering when they change (help panel, menu, tooltips). */
export function useShortcutPrefs(): ShortcutPrefs {
  return useSyncExternalStore(subscribe, getShortcutPrefs, () => DEFAULT_SHORTCUT_PREFS);
}
