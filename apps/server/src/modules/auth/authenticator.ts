import type { Deps } from '../../deps.js';
import type { Authenticator, SessionUser } from '../../http/session-user.js';
import { prepareAccountIdentityLookup } from '../users/service.js';
import { signInTag, userCacheFor } from '../users/user-cache.js';
import { prepareSessionLookup, touchSession } from './session-store.js';
import type { SessionClaims } from './session-tokens.js';
import { twoFactorPending } from './two-factor-policy.js';

/** How stale a session's "last seen" may get before a fresh load records it again. */
const SEEN_EVERY_MS = 60_000;

type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionLookup>['execute']>>[number] &
  Awaited<ReturnType<ReturnType<typeof prepareAccountIdentityLookup>['execute']>>[number];

/**
 * A session's claims -> user, from the user cache or the database. Runs on every authenticated
 * request: prepared once so PostgreSQL plans it once, and its answer kept in the user cache (tagged as
 * the user's sign-in), which every write by or about the user, a logout included, empties on every
 * process through the event bus; only a customer's writes to their orders leave it (user-cache.ts,
 * tagsTouchedBy).
 */
function sessionChecks(deps: Pick<Deps, 'db' | 'events' | 'config'>) {
  const findSession = prepareSessionLookup(deps.db);
  const findIdentity = prepareAccountIdentityLookup(deps.db);
  const cache = userCacheFor(deps.events);
  const sessionKey = (claims: SessionClaims) => `session:${claims.sessionId}`;
  // The checks every request's session passes, from the copy or from the database alike.
  const userOf = (claims: SessionClaims, session: SessionRow | null): SessionUser | null => {
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
  const byClaims = async (claims: SessionClaims): Promise<SessionUser | null> => {
    const session = await cache.read(
      sessionKey(claims),
      async (): Promise<SessionRow | null> => {
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
    return userOf(claims, session);
  };
  /** The user at once when a copy of the session is at hand (undefined when it is not). */
  const fromCopy = (claims: SessionClaims): SessionUser | null | undefined => {
    const copy = cache.peek<SessionRow | null>(sessionKey(claims));
    return copy ? userOf(claims, copy.value) : undefined;
  };
  return { byClaims, fromCopy };
}

/**
 * Token -> user. Refuses a token whose session was revoked (log out, log out everywhere, password
 * reset) or has expired, whose user is gone, or whose session version was bumped.
 */
export function createAuthenticator(deps: Pick<Deps, 'db' | 'sessions' | 'events' | 'config'>): Authenticator {
  const checks = sessionChecks(deps);
  const authenticate = async (token: string) => {
    const claims = await deps.sessions.verify(token);
    return claims ? checks.byClaims(claims) : null;
  };
  // Nearly every request of a signed-in person: a token verified before and a session copy at hand,
  // answered with the same checks and no promise.
  const known = (token: string): SessionUser | null | undefined => {
    const claims = deps.sessions.known(token);
    return claims ? checks.fromCopy(claims) : undefined;
  };
  return Object.assign(authenticate, { known });
}

/**
 * A token's claims -> user, with every check a token gets but its signature: for a caller whose
 * claims were stored when it proved its token (the live feed's tickets), checked again later.
 */
export function createSessionAuthenticator(
  deps: Pick<Deps, 'db' | 'events' | 'config'>,
): (claims: SessionClaims) => Promise<SessionUser | null> {
  return sessionChecks(deps).byClaims;
}
