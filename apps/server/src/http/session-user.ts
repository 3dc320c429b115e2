export type Role = 'ADMIN' | 'CUSTOMER' | 'MESSENGER' | 'VENDOR';

/** The caller as the HTTP edge knows it after checking the session token and its session. */
export interface SessionUser {
  id: number;
  /**
   * What this session may act as. A staff session that still owes its two-factor code acts as a
   * customer (its own account only) until the code is verified, so no role check anywhere can hand it
   * staff powers early.
   */
  role: Role;
  /** The role on the account, whatever the session may do yet. */
  accountRole: Role;
  email: string;
  /** The server-side session the token names. */
  sessionId: string;
  /** Two-factor is on, this is a staff account, and this session has not verified its code. */
  twoFactorPending: boolean;
}

/** Resolves a bearer token to its user, or null when the token is missing, invalid or revoked. */
export interface Authenticator {
  (token: string): Promise<SessionUser | null>;
  /**
   * The same answer at once when this process checked the token and holds a fresh copy of its
   * session (null: refused), or undefined when only the promise can tell.
   */
  known?(token: string): SessionUser | null | undefined;
}

/** A scanning station, as its token names it (modules/stations). */
export interface StationCaller {
  id: number;
  name: string;
  /** The staff member who made the token: the roll events the station adds are recorded as theirs. */
  createdById: number | null;
}
