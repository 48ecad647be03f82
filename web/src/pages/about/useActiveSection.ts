import { useSyncExternalStore } from 'react';
import { activeSectionAt, type AboutSectionId } from './aboutBands';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** The sidebar item the scroll position makes active; re-renders only when it changes. */
export function useActiveSection(): AboutSectionId | null {
  return useSyncExternalStore(
    subscribe,
    () => activeSectionAt(window.scrollY),
    () => null,
  );
}
