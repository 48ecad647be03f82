import { useSyncExternalStore } from 'react';

/** Below this window width the mobile editor is used (spec constant). */
export const MOBILE_BREAKPOINT_PX = 768;

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** The device-size check now, once (a new map's frame is chosen by it when the map is made). */
export function isMobileWidth(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(query).matches;
}

/** The device-size check: true when the window is narrower than 768 px; follows resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
