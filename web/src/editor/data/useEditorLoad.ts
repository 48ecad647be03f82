import { useCallback, useEffect, useState } from 'react';
import { createDocument } from '@mapwright/core/document/defaults';
import { mapLanguageOf } from '@mapwright/core/document/map-language';
import { currentLanguage } from '../../i18n/i18n';
import { countryName } from '../../i18n/format';
import { PHONE_FRAME_PRESET } from '@mapwright/core/document/frame';
import { Editor } from '@mapwright/core/editor/editor';
import type { Country } from '@mapwright/core/countries/countries';
import { isMobileWidth } from '../../pages/editor/useIsMobile';
import { readDraft, type DraftRead } from '../draft/draftStore';
import { WorkspaceState } from '../workspace/workspaceState';
import { boundaryHashOf } from '@mapwright/core/document/map-slug';
import { loadCustomGeometry } from '../../custom/customGeometry';
import { fetchCountryEntry } from './countryIndex';
import { loadCountryGeometry, type CountryGeometry } from './countryGeometry';
import { loadViewGeometry } from './viewGeometry';

export type EditorLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string; readonly retry: () => void }
  | {
      readonly status: 'ready';
      readonly editor: Editor;
      /** What the web editor keeps beside that Editor (the same for the desktop and the phone UI). */
      readonly workspace: WorkspaceState;
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
 * The requests of one load attempt, started at most once per attempt key. The first render starts
 * them (render-as-you-fetch) rather than the effect: React runs effects only after the loading screen
 * has been committed and painted, which on a busy machine is a few hundred milliseconds later.
 * Starting a request twice is harmless (the index and geometry are cached promises), so this
 * survives StrictMode's double render.
 */
const started = new Map<string, Promise<[CountryGeometry, DraftRead]>>();

function startLoad(key: string, slug: string): Promise<[CountryGeometry, DraftRead]> {
  let promise = started.get(key);
  if (!promise) {
    const hash = boundaryHashOf(slug);
    const geometry =
      hash === undefined ? fetchCountryEntry(slug).then(loadCountryGeometry) : loadCustomGeometry(hash);
    promise = Promise.all([geometry, readDraftSafely(slug)]);
    // Keep only the latest attempts (a retry or another country starts a new one).
    if (started.size > 4) started.delete(started.keys().next().value ?? '');
    started.set(key, promise);
  }
  return promise;
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
  if (result?.key !== key) void startLoad(key, country.slug).catch(() => undefined);

  useEffect(() => {
    let cancelled = false;
    const setLoad = (load: EditorLoad) => setResult({ key, load });
    startLoad(key, country.slug).then(
      ([geometry, draft]) => {
        if (cancelled) return;
        started.delete(key);
        // A new map made on a phone takes the phone's shape; a saved or opened map keeps its frame,
        // and crossing 768 px later changes only the layout around it.
        // Names and numbers as the reader of the interface reads them (decision "A map has a language
        // of its own"), the title too: a country's name in that language (the user's own boundaries
        // are called what the user called them).
        const mapLanguage = mapLanguageOf(currentLanguage());
        const doc =
          draft.kind === 'ok'
            ? draft.doc
            : createDocument(country.slug, {
                ...(isMobileWidth() && { frame: PHONE_FRAME_PRESET }),
                boundaryName: geometry.entry.name,
                ...(boundaryHashOf(country.slug) === undefined && {
                  title: countryName(country.iso2, country.name, mapLanguage),
                }),
                mapLanguage,
              });
        const notice =
          draft.kind === 'corrupt'
            ? `Your saved draft could not be read, so a new map was started. (${draft.error})`
            : null;
        // The draft resumes the session's recent colours too (issue 31).
        const session = draft.kind === 'ok' ? { recentColours: draft.recentColours } : {};
        // The draft is the map it was (decision "One download covers one map, its key"); else a new map.
        const mapKey = draft.kind === 'ok' ? (draft.mapKey ?? undefined) : undefined;
        const editor = new Editor(doc, { session, mapKey });
        const ready = () => {
          if (!cancelled)
            setLoad({ status: 'ready', editor, workspace: new WorkspaceState(editor), geometry, notice });
        };
        // A map drawn in a projection of its own opens in it (drawn once it is projected).
        void loadViewGeometry(geometry, doc.projection).then(ready, ready);
      },
      (error: unknown) => {
        if (cancelled) return;
        started.delete(key);
        const message = error instanceof Error ? error.message : String(error);
        setLoad({ status: 'error', message: friendly(message), retry });
      },
    );
    return () => {
      cancelled = true;
      // Consumed: a later mount (or StrictMode's second effect) reads the draft afresh.
      started.delete(key);
    };
  }, [country.slug, country.iso2, country.name, key, retry]);

  return result?.key === key ? result.load : { status: 'loading' };
}

/** What a failed request says: EditorLoadScreen shows it in the interface's language. */
export const NETWORK_FAILED = 'The map could not be loaded: the network request failed.';

function friendly(message: string): string {
  return /fetch|network/i.test(message) ? NETWORK_FAILED : message;
}
