import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { MapLanguage } from '@mapwright/core/document/map-language';
import type { Editor } from '@mapwright/core/editor/editor';
import { withAllLanguageNames, type LanguageNames } from '@mapwright/core/names/language-names';
import type { CountryGeometry } from './countryGeometry';
import { loadLanguageNames } from './languageNames';

/**
 * The geometry with its divisions' names in every map language loaded so far beside their own: the
 * document's language is loaded when it is chosen (the map then mounts again on the named geometry),
 * and the ones loaded before stay, so search keeps finding a division by them. A failure keeps the
 * names as they were and says so.
 */
export function useLanguageNames(
  editor: Editor,
  loaded: CountryGeometry,
  onError: (message: string) => void,
): CountryGeometry {
  const subscribe = useCallback((listener: () => void) => editor.subscribe(() => listener()), [editor]);
  const language = useSyncExternalStore(subscribe, () => editor.document.mapLanguage);
  const slug = loaded.entry.slug;
  const [files, setFiles] = useState<{ slug: string; byLanguage: ReadonlyMap<MapLanguage, LanguageNames> }>(
    () => ({ slug, byLanguage: new Map() }),
  );
  const known = files.slug === slug ? files.byLanguage : undefined;
  const has = known?.has(language) ?? false;
  useEffect(() => {
    if (language === 'en' || has) return;
    let live = true;
    loadLanguageNames(loaded.entry, language).then(
      (names) => {
        if (!live || !names) return;
        setFiles((now) => {
          const byLanguage = new Map(now.slug === slug ? now.byLanguage : []);
          byLanguage.set(language, names);
          return { slug, byLanguage };
        });
      },
      (error: unknown) => {
        if (live) onError(`The map's names in that language could not be loaded. (${String(error)})`);
      },
    );
    return () => {
      live = false;
    };
  }, [loaded.entry, slug, language, has, onError]);
  return useMemo(() => {
    const list = [...(known?.values() ?? [])];
    return list.length === 0
      ? loaded
      : { ...loaded, projected: withAllLanguageNames(loaded.projected, list) };
  }, [loaded, known]);
}
