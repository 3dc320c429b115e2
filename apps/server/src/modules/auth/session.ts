import type { Deps } from '../../deps.js';
import type { UserRow } from '../users/store.js';

/** What every way of signing in ends with: the user and a session token carrying their session version. */
export interface SignedIn {
  user: UserRow;
  token: string;
}

export async function startSession(sessions: Deps['sessions'], user: UserRow): Promise<SignedIn> {
  return { user, token: await sessions.issue({ userId: user.id, version: user.sessionVersion }) };
}
