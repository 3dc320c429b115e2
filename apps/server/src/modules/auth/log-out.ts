import type { Deps } from '../../deps.js';
import type { SessionUser } from '../../http/session-user.js';
import { revokeSession } from './session-store.js';

// Ending sessions writes the sessions table; the copies every process keeps of a session (see
// authenticator.ts) are dropped by the write hook on the API scope (users/user-cache.ts), which
// announces the caller's id on the event bus after every successful write.

/** Ends the session the request was made with. */
export async function logOut(options: Pick<Deps, 'db'> & { caller: SessionUser }): Promise<{ ok: true }> {
  await revokeSession(options.db, options.caller.id, options.caller.sessionId, new Date());
  return { ok: true };
}
