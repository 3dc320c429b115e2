import { SignJWT, jwtVerify } from 'jose';

export interface SessionClaims {
  userId: number;
  version: number;
}

/** How many verified tokens one process remembers; past it, it starts afresh. */
const MAX_VERIFIED = 10_000;

/** Signed session tokens (HS256). The user's sessionVersion inside lets a password change revoke them. */
export function createSessionTokens(options: { secret: string; ttlSeconds: number; now?: () => number }) {
  const key = new TextEncoder().encode(options.secret);
  const now = options.now ?? Date.now;
  // A token's signature and claims never change, so one verification holds until it expires: every
  // authenticated request checks its token, and the WebCrypto import and HMAC are most of that cost.
  // Revocation is not decided here but by the session version the authenticator compares.
  const verified = new Map<string, { claims: SessionClaims; expiresAt: number }>();
  return {
    async issue(claims: SessionClaims): Promise<string> {
      return new SignJWT({ ver: claims.version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(key);
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
        if (!Number.isInteger(userId) || !Number.isInteger(version) || payload.exp === undefined) return null;
        if (verified.size >= MAX_VERIFIED) verified.clear();
        const claims = { userId, version };
        verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type SessionTokens = ReturnType<typeof createSessionTokens>;
