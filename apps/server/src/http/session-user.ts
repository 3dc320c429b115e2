export type Role = 'ADMIN' | 'CUSTOMER' | 'MESSENGER' | 'VENDOR';

/** The caller as the HTTP edge knows it after verifying the session token. */
export interface SessionUser {
  id: number;
  role: Role;
  email: string;
}

/** Resolves a bearer token to its user, or null when the token is missing, invalid or revoked. */
export type Authenticator = (token: string) => Promise<SessionUser | null>;
