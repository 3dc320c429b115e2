import type { Deps } from '../../deps.js';
import type { SessionUser } from '../../http/session-user.js';
import { revokeUserSessions } from './session-store.js';

/** Ends every session of the caller, or every one but the current. */
export async function logOutEverywhere(
  options: Pick<Deps, 'db'> & { caller: SessionUser; keepThisSession: boolean },
): Promise<{ ended: number }> {
  const { db, caller, keepThisSession } = options;
  const except = keepThisSession ? caller.sessionId : undefined;
  return { ended: await revokeUserSessions(db, caller.id, new Date(), except) };
}
