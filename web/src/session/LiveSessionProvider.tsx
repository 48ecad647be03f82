import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  SessionContext,
  SessionControlsContext,
  SIGNED_OUT,
  type Session,
  type SessionControls,
} from './session';
import { createSessionStore } from './sessionStore';

/**
 * The real session (spec section 4, authentication state), kept live from the server by the session
 * store. `loading` is true until the first answer; refresh() re-reads after signing in or out.
 */
export function LiveSessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ ...SIGNED_OUT, loading: true });
  const store = useMemo(() => createSessionStore((update) => setSession(update)), []);

  useEffect(() => {
    void store.refresh();
    return () => store.stop();
  }, [store]);

  const controls = useMemo<SessionControls>(() => ({ refresh: store.refresh }), [store]);
  return (
    <SessionControlsContext.Provider value={controls}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </SessionControlsContext.Provider>
  );
}
