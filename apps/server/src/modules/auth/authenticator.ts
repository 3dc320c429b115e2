import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/users.js';
import type { Deps } from '../../deps.js';
import type { Authenticator } from '../../http/session-user.js';
import { userCacheFor } from '../users/user-cache.js';

/** Token -> user, refusing tokens whose user is gone or whose session version was bumped. */
export function createAuthenticator(deps: Pick<Deps, 'db' | 'sessions' | 'events'>): Authenticator {
  // Runs on every authenticated request: prepared once so PostgreSQL plans it once, and its answer
  // kept in the user cache, which a password reset (a write) empties on every process.
  const findSessionUser = deps.db
    .select({ id: users.id, role: users.role, email: users.email, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('session_user_by_id');
  const cache = userCacheFor(deps.events);
  return async (token) => {
    const claims = await deps.sessions.verify(token);
    if (!claims) return null;
    const id = String(claims.userId);
    const user = await cache.read(
      `session:${id}`,
      async () => (await findSessionUser.execute({ userId: claims.userId }))[0] ?? null,
      id,
    );
    if (!user || user.sessionVersion !== claims.version) return null;
    return { id: user.id, role: user.role, email: user.email };
  };
}
