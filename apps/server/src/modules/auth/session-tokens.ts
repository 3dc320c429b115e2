import { SignJWT, jwtVerify } from 'jose';

export interface SessionClaims {
  userId: number;
  version: number;
}

/** Signed session tokens (HS256). The user's sessionVersion inside lets a password change revoke them. */
export function createSessionTokens(options: { secret: string; ttlSeconds: number }) {
  const key = new TextEncoder().encode(options.secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const version = Number(payload.ver);
        if (!Number.isInteger(userId) || !Number.isInteger(version)) return null;
        return { userId, version };
      } catch {
        return null;
      }
    },
  };
}
export type SessionTokens = ReturnType<typeof createSessionTokens>;
