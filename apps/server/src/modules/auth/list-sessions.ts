import type { Session } from '@filmlab/api';
import type { Deps } from '../../deps.js';
import type { SessionUser } from '../../http/session-user.js';
import { selectLiveSessions } from './session-store.js';

/** The caller's sessions that still work, the current one marked, for the account page. */
export async function listSessions(
  options: Pick<Deps, 'db'> & { caller: SessionUser },
): Promise<{ sessions: Session[] }> {
  const rows = await selectLiveSessions(options.db, options.caller.id, new Date());
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      userAgent: row.userAgent,
      ip: row.ip,
      current: row.id === options.caller.sessionId,
    })),
  };
}
