import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { readStoredState, writeStoredState } from './stored-state';

/**
 * The session as the browser keeps it (spec section 4): the auth token, persisted in localStorage,
 * and the login-error state a 401 or 403 puts the session into. The current user itself is server
 * state and lives in TanStack Query (features/session).
 */
export interface SessionState {
  token: string | null;
  /** Set when the API refused the session (401/403); the login page shows it. */
  loginError: string | null;
  /**
   * Set when a staff-only call was refused because this staff session still owes its e-mailed
   * two-factor code (the current user may say otherwise until it is asked again).
   */
  twoFactorRequired: boolean;
}

export const SESSION_STORAGE_KEY = 'filmlab.session';

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

export const sessionStore = createStore<SessionState>()(() => ({
  token: stringOrNull(readStoredState<SessionState>(SESSION_STORAGE_KEY)?.token),
  loginError: null,
  twoFactorRequired: false,
}));
sessionStore.subscribe((state, previous) => {
  // Only the token is kept (stored-state.ts).
  if (state.token !== previous.token) writeStoredState(SESSION_STORAGE_KEY, { token: state.token });
});

export function getToken(): string | null {
  return sessionStore.getState().token;
}

/** Stores a token the API returned; a new token (a new session) also ends any login-error state. */
export function setToken(token: string): void {
  sessionStore.setState({ token, loginError: null, twoFactorRequired: false });
}

/** A staff-only call answered "twoFactor: required": the guards send the person to the code screen. */
export function flagTwoFactorRequired(): void {
  sessionStore.setState({ twoFactorRequired: true });
}

/** The code was verified (or the session ended). */
export function clearTwoFactorFlag(): void {
  sessionStore.setState({ twoFactorRequired: false });
}

export function clearToken(): void {
  sessionStore.setState({ token: null, twoFactorRequired: false });
}

/** 401 drops the token (it is no longer good); 403 keeps it but flags the session. */
export function failSession(status: number, message: string): void {
  sessionStore.setState((state) => ({
    token: status === 401 ? null : state.token,
    loginError: message,
  }));
}

export function clearLoginError(): void {
  sessionStore.setState({ loginError: null });
}

/** What a page rendered on a server (pre-rendered, or a shop page) was rendered with: nobody signed in. */
const SIGNED_OUT: SessionState = { token: null, loginError: null, twoFactorRequired: false };

/**
 * A part of the session (a value, not a new object). A page the server rendered hydrates as the
 * visitor it was rendered for and shows the signed-in person right after: reading the stored token
 * during hydration made the header differ from the server's HTML (React error 418 on every page).
 */
export function useSessionState<T>(select: (state: SessionState) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => select(sessionStore.getState()),
    () => select(SIGNED_OUT),
  );
}
