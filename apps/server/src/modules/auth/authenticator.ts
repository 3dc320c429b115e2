import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/users.js';
import type { Deps } from '../../deps.js';
import type { Authenticator } from '../../http/session-user.js';

/** Token -> user, refusing tokens whose user is gone or whose session version was bumped. */
export function createAuthenticator(deps: Pick<Deps, 'db' | 'sessions'>): Authenticator {
  // Runs on every authenticated request: prepared once so PostgreSQL plans it once.
  const findSessionUser = deps.db
    .select({ id: users.id, role: users.role, email: users.email, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('session_user_by_id');
  return async (token) => {
    const claims = await deps.sessions.verify(token);
    if (!claims) return null;
    const [user] = await findSessionUser.execute({ userId: claims.userId });
    if (!user || user.sessionVersion !== claims.version) return null;
    return { id: user.id, role: user.role, email: user.email };
  };
}
