import { startTransition, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Panels } from './sidePanels';

let loaded: Panels | undefined;
let request: Promise<Panels> | undefined;

/** The panels' chunk, asked for once; a failed download is forgotten so that the next ask tries again. */
function loadPanels(): Promise<Panels> {
  return (request ??= import('./sidePanels').then(
    (module) => (loaded = module.PANELS),
    (error: unknown) => {
      request = undefined;
      throw error;
    },
  ));
}

export type PanelsState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly panels: Panels }
  | { readonly kind: 'failed'; readonly retry: () => void };

/**
 * The features' panels, loaded after the map's first frame, not with it: their code is not on the
 * map's critical path, and for the heaviest maps their first render would cost React a render the
 * map waits for. The render is a transition, so a click on the map that comes first is handled first.
 * (The timing matches MapCanvas's 'mapwright:map-painted' mark: a frame, then a task, queued after the
 * map's own since child effects run first.)
 */
export function usePanels(): PanelsState {
  const [panels, setPanels] = useState<Panels | undefined>(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (panels) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => {
        loadPanels().then(
          (module) => live && startTransition(() => setPanels(module)),
          () => live && setFailed(true),
        );
      });
    };
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(start) : undefined;
    if (frame === undefined) start();
    return () => {
      live = false;
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [panels, attempt]);

  if (panels) return { kind: 'ready', panels };
  return failed ? { kind: 'failed', retry } : { kind: 'loading' };
}

/** What stands in the panels' place when their code could not be downloaded. */
export function PanelsUnavailable({ retry }: { readonly retry: () => void }) {
  const { t } = useTranslation('editor');
  return (
    <div className="panels-unavailable" role="alert">
      <p>{t('panels.unavailable')}</p>
      <button type="button" onClick={retry}>
        {t('panels.retry')}
      </button>
    </div>
  );
}
