import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { SessionUser } from '../../http/session-user.js';
import { revokeSession } from './session-store.js';

/** Ends one of the caller's sessions (another browser, a lost phone). */
export async function endSession(
  options: Pick<Deps, 'db'> & { caller: SessionUser; sessionId: string },
): Promise<{ ok: true }> {
  if (!(await revokeSession(options.db, options.caller.id, options.sessionId, new Date()))) {
    throw new AppError('NOT_FOUND', 'That session has already ended', ['sessionId: is not one of your sessions']);
  }
  return { ok: true };
}
