import { useCallback, useEffect, useState } from 'react';
import { createDocument } from '../../../../core/src/document/defaults';
import { Editor } from '../../../../core/src/editor/editor';
import type { Country } from '../../../../core/src/countries/countries';
import { readDraft, type DraftRead } from '../draft/draftStore';
import { fetchCountryEntry } from './countryIndex';
import { loadCountryGeometry, type CountryGeometry } from './countryGeometry';

export type EditorLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string; readonly retry: () => void }
  | {
      readonly status: 'ready';
      readonly editor: Editor;
      readonly geometry: CountryGeometry;
      /** Something the user should know about the restore (a draft that could not be read). */
      readonly notice: string | null;
    };

/** A draft that cannot be read must not stop the editor: it is ignored with a notice. */
async function readDraftSafely(slug: string): Promise<DraftRead> {
  try {
    return await readDraft(slug);
  } catch {
    return { kind: 'none' };
  }
}

/**
 * Loads what the editor needs in parallel: the country's geometry (index, then its screen files,
 * projected once and cached) and the saved draft. The editor starts from the draft when there is one.
 */
export function useEditorLoad(country: Country): EditorLoad {
  const [attempt, setAttempt] = useState(0);
  // The result is tagged with what it was loaded for, so a new country or a retry shows 'loading'
  // at once without resetting state inside the effect.
  const [result, setResult] = useState<{ key: string; load: EditorLoad } | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const key = `${country.slug}#${attempt}`;

  useEffect(() => {
    let cancelled = false;
    const setLoad = (load: EditorLoad) => setResult({ key, load });
    const geometry = fetchCountryEntry(country.slug).then(loadCountryGeometry);
    Promise.all([geometry, readDraftSafely(country.slug)]).then(
      ([geometry, draft]) => {
        if (cancelled) return;
        const doc = draft.kind === 'ok' ? draft.doc : createDocument(country.slug);
        const notice =
          draft.kind === 'corrupt'
            ? `Your saved draft could not be read, so a new map was started. (${draft.error})`
            : null;
        setLoad({ status: 'ready', editor: new Editor(doc), geometry, notice });
      },
      (error: unknown) => {
        if (cancelled) return;
        const message = error instanceof Error ? error.message : String(error);
        setLoad({ status: 'error', message: friendly(message), retry });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [country.slug, key, retry]);

  return result?.key === key ? result.load : { status: 'loading' };
}

function friendly(message: string): string {
  return /fetch|network/i.test(message)
    ? 'The map could not be loaded: the network request failed.'
    : message;
}
