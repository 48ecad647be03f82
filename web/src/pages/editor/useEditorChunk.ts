import { useCallback, useEffect, useReducer, useState, type ComponentType } from 'react';
import type { EditorProps } from '../../editor/EditorProps';

export type EditorKind = 'mobile' | 'desktop';

type EditorComponent = ComponentType<EditorProps>;

export type EditorChunk =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string; readonly retry: () => void }
  | { readonly status: 'ready'; readonly Editor: EditorComponent };

/** Each editor is its own chunk: a phone never downloads the desktop editor, and the reverse. */
const IMPORTS: Readonly<Record<EditorKind, () => Promise<{ default: EditorComponent }>>> = {
  mobile: () => import('../../editor/mobile/MobileEditor'),
  desktop: () => import('../../editor/desktop/DesktopEditor'),
};

const requests = new Map<EditorKind, Promise<EditorComponent>>();
const loaded = new Map<EditorKind, EditorComponent>();

/** Starts (once) the import of an editor's chunk; a failed import is forgotten so Retry asks again. */
function request(kind: EditorKind): Promise<EditorComponent> {
  let promise = requests.get(kind);
  if (!promise) {
    promise = IMPORTS[kind]().then(
      (module) => {
        loaded.set(kind, module.default);
        return module.default;
      },
      (error: unknown) => {
        requests.delete(kind);
        throw error;
      },
    );
    requests.set(kind, promise);
  }
  return promise;
}

/**
 * The editor component for the window's width, loaded on demand without React.lazy: a Suspense
 * boundary holds back its content until 300 ms after its fallback appeared (React's reveal throttle),
 * a wait with nothing to do on a phone whose chunk and map arrived sooner. Until the chunk is there the
 * caller shows its own loading screen; a chunk that fails to download gives words and a retry instead
 * of the router's error page. An editor already loaded (crossing the breakpoint back) is ready at once.
 */
export function useEditorChunk(kind: EditorKind): EditorChunk {
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ kind: EditorKind; attempt: number } | null>(null);
  const [, chunkArrived] = useReducer((n: number) => n + 1, 0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const Editor = loaded.get(kind);
  const failed = failure?.kind === kind && failure.attempt === attempt;
  // Render-as-you-fetch: the request starts with the first render, not after the first paint. After a
  // failure the next request waits for Retry.
  if (!Editor && !failed) void request(kind).catch(() => undefined);

  useEffect(() => {
    if (loaded.has(kind)) return;
    let cancelled = false;
    request(kind).then(
      () => !cancelled && chunkArrived(),
      () => !cancelled && setFailure({ kind, attempt }),
    );
    return () => {
      cancelled = true;
    };
  }, [kind, attempt]);

  if (Editor) return { status: 'ready', Editor };
  if (failed)
    return { status: 'error', message: 'The editor could not be loaded: the network request failed.', retry };
  return { status: 'loading' };
}
