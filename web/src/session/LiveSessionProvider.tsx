import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  SessionContext,
  SessionControlsContext,
  SIGNED_OUT,
  type Session,
  type SessionControls,
} from './session';
import { createSessionStore } from './sessionStore';

/** Tabs of one browser tell each other when the user signed in or out. */
const SESSION_CHANNEL = 'mapwright-session';

/**
 * The real session (spec section 4, authentication state), kept live from the server by the session
 * store. `loading` is true until the first answer; refresh() re-reads after signing in or out, here and
 * in the browser's other tabs.
 */
export function LiveSessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ ...SIGNED_OUT, loading: true });
  const store = useMemo(() => createSessionStore((update) => setSession(update)), []);
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    void store.refresh();
    const current = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
    const onMessage = () => void store.refresh();
    current?.addEventListener('message', onMessage);
    channel.current = current;
    return () => {
      store.stop();
      current?.removeEventListener('message', onMessage);
      current?.close();
      if (channel.current === current) channel.current = null;
    };
  }, [store]);

  const controls = useMemo<SessionControls>(
    () => ({
      async refresh() {
        await store.refresh();
        channel.current?.postMessage('changed');
      },
    }),
    [store],
  );
  return (
    <SessionControlsContext.Provider value={controls}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </SessionControlsContext.Provider>
  );
}
