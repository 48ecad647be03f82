import { createContext, useContext, type ReactNode } from 'react';

/**
 * The session as screens see it (spec section 3: currentUser, userLoggedIn, loading, userStatus).
 * Accounts arrive with the auth service; until a session exists every visitor is signed out, which is
 * exactly what the navigation indicator and the pages must show for a visitor.
 */
export interface SessionUser {
  readonly email: string;
  readonly uid: string;
}

export interface Session {
  readonly currentUser: SessionUser | null;
  readonly userLoggedIn: boolean;
  readonly loading: boolean;
  readonly userStatus: string;
}

export const SIGNED_OUT: Session = {
  currentUser: null,
  userLoggedIn: false,
  loading: false,
  userStatus: 'free',
};

const SessionContext = createContext<Session>(SIGNED_OUT);

export function SessionProvider({ value, children }: { value: Session; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
