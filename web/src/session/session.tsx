import { createContext, useContext } from 'react';

/**
 * The session as screens see it (spec section 3: currentUser, userLoggedIn, loading, userStatus).
 * LiveSessionProvider (./LiveSessionProvider.tsx) fills it from the server and keeps it live.
 */
interface SessionUser {
  readonly email: string;
  readonly uid: string;
}

export interface Session {
  readonly currentUser: SessionUser | null;
  readonly userLoggedIn: boolean;
  readonly loading: boolean;
  readonly userStatus: string;
  /** Downloads left on the free plan, from the live user record (undefined until it is read). */
  readonly downloads?: number;
  /** Why the user record could not be read, e.g. the offline message. */
  readonly recordError?: string;
}

/** What screens can ask of the session: re-read it after signing in or out. */
export interface SessionControls {
  refresh(): Promise<void>;
}

export const SessionControlsContext = createContext<SessionControls>({ refresh: () => Promise.resolve() });

export function useSessionControls(): SessionControls {
  return useContext(SessionControlsContext);
}

export const SIGNED_OUT: Session = {
  currentUser: null,
  userLoggedIn: false,
  loading: false,
  userStatus: 'free',
};

export const SessionContext = createContext<Session>(SIGNED_OUT);

export function useSession(): Session {
  return useContext(SessionContext);
}
