import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users.js';
import type { Deps } from '../../deps.js';
import type { Authenticator } from '../../http/session-user.js';

/** Token -> user, refusing tokens whose user is gone or whose session version was bumped. */
export function createAuthenticator(deps: Pick<Deps, 'db' | 'sessions'>): Authenticator {
  return async (token) => {
    const claims = await deps.sessions.verify(token);
    if (!claims) return null;
    const [user] = await deps.db
      .select({ id: users.id, role: users.role, email: users.email, sessionVersion: users.sessionVersion })
      .from(users)
      .where(eq(users.id, claims.userId))
      .limit(1);
    if (!user || user.sessionVersion !== claims.version) return null;
    return { id: user.id, role: user.role, email: user.email };
  };
}
