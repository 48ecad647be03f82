import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Editor } from '@mapwright/core/editor/editor';
import type { CountryGeometry } from './countryGeometry';
import { loadViewGeometry, readyViewGeometry } from './viewGeometry';

/**
 * The geometry in the document's projection: at once when it is ready, else the one drawn before
 * until it is (projecting the world takes a moment), then the map mounts again on it. A failure keeps
 * the map as it was and says so.
 */
export function useViewGeometry(
  editor: Editor,
  loaded: CountryGeometry,
  onError: (message: string) => void,
): CountryGeometry {
  const subscribe = useCallback((listener: () => void) => editor.subscribe(() => listener()), [editor]);
  const choice = useSyncExternalStore(subscribe, () => editor.document.projection);
  const [last, setLast] = useState<CountryGeometry>(loaded);
  useEffect(() => {
    let live = true;
    loadViewGeometry(loaded, choice).then(
      (geometry) => {
        if (live) setLast(geometry);
      },
      (error: unknown) => {
        if (live) onError(`The map could not be drawn in that projection. (${String(error)})`);
      },
    );
    return () => {
      live = false;
    };
  }, [loaded, choice, onError]);
  const ready = readyViewGeometry(loaded, choice);
  // Until it is ready: what was drawn, if it was of this map.
  return ready ?? (last.entry.slug === loaded.entry.slug ? last : loaded);
}
