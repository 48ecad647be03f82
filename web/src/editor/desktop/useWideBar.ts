import { useSyncExternalStore } from 'react';

/**
 * From this window width the file and sharing actions fit beside the country's name, and the map's
 * tools (with the room kept for "Clicks paint") have a row of their own. Narrower, all the buttons
 * share the rows under the name, wrapping by group.
 */
const WIDE_BAR_PX = 1180;

const query = `(min-width: ${WIDE_BAR_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the desktop bar has room for the file and sharing actions in its first row; follows resizes. */
export function useWideBar(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}
