import type { Deps } from '../../deps.js';
import type { Authenticator, SessionUser } from '../../http/session-user.js';
import { prepareAccountIdentityLookup } from '../users/service.js';
import { signInTag, userCacheFor } from '../users/user-cache.js';
import { prepareSessionLookup, touchSession } from './session-store.js';
import type { SessionClaims } from './session-tokens.js';
import { twoFactorPending } from './two-factor-policy.js';

/** How stale a session's "last seen" may get before a fresh load records it again. */
const SEEN_EVERY_MS = 60_000;

/**
 * Token -> user. Refuses a token whose session was revoked (log out, log out everywhere, password
 * reset) or has expired, whose user is gone, or whose session version was bumped.
 */
export function createAuthenticator(deps: Pick<Deps, 'db' | 'sessions' | 'events' | 'config'>): Authenticator {
  const bySession = createSessionAuthenticator(deps);
  return async (token) => {
    const claims = await deps.sessions.verify(token);
    return claims ? bySession(claims) : null;
  };
}

/**
 * A token's claims -> user, with every check a token gets but its signature: for a caller whose
 * claims were stored when it proved its token (the live feed's tickets), checked again later.
 */
export function createSessionAuthenticator(
  deps: Pick<Deps, 'db' | 'events' | 'config'>,
): (claims: SessionClaims) => Promise<SessionUser | null> {
  // Runs on every authenticated request: prepared once so PostgreSQL plans it once, and its answer
  // kept in the user cache (tagged as the user's sign-in), which every write by or about the user, a
  // logout included, empties on every process through the event bus; only a customer's writes to
  // their orders leave it (user-cache.ts, tagsTouchedBy).
  const findSession = prepareSessionLookup(deps.db);
  const findIdentity = prepareAccountIdentityLookup(deps.db);
  const cache = userCacheFor(deps.events);
  return async (claims) => {
    const session = await cache.read(
      `session:${claims.sessionId}`,
      async () => {
        // The token names both, so the two lookups run side by side.
        const [sessionRows, identityRows] = await Promise.all([
          findSession.execute({ sessionId: claims.sessionId }),
          findIdentity.execute({ userId: claims.userId }),
        ]);
        const [row] = sessionRows;
        const [identity] = identityRows;
        const found = row && identity ? { ...row, ...identity } : null;
        const now = new Date();
        if (found && !found.revokedAt && now.getTime() - found.lastSeenAt.getTime() > SEEN_EVERY_MS) {
          await touchSession(deps.db, claims.sessionId, now);
        }
        return found;
      },
      signInTag(claims.userId),
    );
    if (!session || session.userId !== claims.userId || session.revokedAt !== null) return null;
    if (session.expiresAt.getTime() <= Date.now() || session.sessionVersion !== claims.version) return null;
    const pending = twoFactorPending(deps.config, session.role, session.twoFactorVerifiedAt);
    return {
      id: session.userId,
      role: pending ? 'CUSTOMER' : session.role,
      accountRole: session.role,
      email: session.email,
      sessionId: claims.sessionId,
      twoFactorPending: pending,
    };
  };
}
