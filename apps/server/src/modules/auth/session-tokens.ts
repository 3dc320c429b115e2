import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';

export interface SessionClaims {
  userId: number;
  /** The sessions row this token stands for; ending the row ends the token. */
  sessionId: string;
  version: number;
}

/** How many verified tokens one process remembers; past it, the least recently used is forgotten. */
const MAX_VERIFIED = 10_000;

/** A token issued further in the future than this is refused (clocks of two processes may differ a little). */
export const CLOCK_SKEW_SECONDS = 60;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Signed session tokens (HS256) naming a server-side session. The token alone never keeps anyone
 * signed in: the authenticator checks the session row (not revoked, not expired) and the user's
 * session version on every request.
 */
export function createSessionTokens(options: { secret: string; ttlSeconds: number; now?: () => number }) {
  const key = new TextEncoder().encode(options.secret);
  const now = options.now ?? Date.now;
  // A token's signature and claims never change, so one verification holds until it expires: every
  // authenticated request checks its token, and the WebCrypto import and HMAC are most of that cost.
  // Revocation is not decided here but by the session row the authenticator reads.
  const verified = new LRUCache<string, { claims: SessionClaims; expiresAt: number }>({ max: MAX_VERIFIED });
  return {
    ttlSeconds: options.ttlSeconds,
    async issue(claims: SessionClaims): Promise<string> {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ ver: claims.version, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlSeconds)
        .sign(key);
    },
    /** The claims of a token this process has verified already and that has not expired, without a promise. */
    known(token: string): SessionClaims | undefined {
      const known = verified.get(token);
      return known && known.expiresAt > now() ? known.claims : undefined;
    },
    async verify(token: string): Promise<SessionClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > now()) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(now()) });
        const userId = Number(payload.sub);
        const version = Number(payload.ver);
        const sessionId = payload.sid;
        if (!Number.isInteger(userId) || !Number.isInteger(version) || payload.exp === undefined) return null;
        if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
        // jose checks iat only against a maximum age; a token "issued" ahead of our clock is not one we made.
        if (payload.iat === undefined || payload.iat * 1000 > now() + CLOCK_SKEW_SECONDS * 1000) return null;
        const claims = { userId, sessionId, version };
        verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type SessionTokens = ReturnType<typeof createSessionTokens>;
