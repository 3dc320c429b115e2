import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createSessionTokens } from './session-tokens.js';

const secret = 'a-test-secret-that-is-long-enough-for-hmac';
const sessionId = '0b7e6a52-2f43-4c1e-9d0a-5a3c2b1f0e9d';

/** A token signed with the right secret but claims of our choosing, as a holder of the secret could make. */
function signed(claims: { sub: string; ver: number; sid?: string; iat?: number; exp: number }) {
  const { iat, ...rest } = claims;
  const jwt = new SignJWT(rest).setProtectedHeader({ alg: 'HS256' });
  if (iat !== undefined) jwt.setIssuedAt(iat);
  return jwt.sign(new TextEncoder().encode(secret));
}

describe('session tokens', () => {
  it('verifies its own tokens and refuses tampered or foreign ones', async () => {
    const tokens = createSessionTokens({ secret, ttlSeconds: 60 });
    const token = await tokens.issue({ userId: 42, sessionId, version: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 42, sessionId, version: 3 });
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', ver: 3, sid: sessionId, exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.${signature}x`)).toBeNull();
    const other = createSessionTokens({ secret: `${secret}-other`, ttlSeconds: 60 });
    expect(await other.verify(token)).toBeNull();
  });

  it('stops accepting a remembered token once it expires', async () => {
    let offset = 0;
    const tokens = createSessionTokens({ secret, ttlSeconds: 60, now: () => Date.now() + offset });
    const token = await tokens.issue({ userId: 7, sessionId, version: 1 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId, version: 1 });
    offset = 59_000;
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId, version: 1 });
    offset = 61_000;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token issued in the future beyond a minute of clock skew', async () => {
    const tokens = createSessionTokens({ secret, ttlSeconds: 3600 });
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: '7', ver: 1, sid: sessionId, exp: now + 7200 };
    expect(await tokens.verify(await signed({ ...claims, iat: now + 3600 }))).toBeNull();
    expect(await tokens.verify(await signed({ ...claims, iat: now + 90 }))).toBeNull();
    // A process whose clock runs a little ahead still makes tokens the others take.
    expect(await tokens.verify(await signed({ ...claims, iat: now + 30 }))).toEqual({
      userId: 7,
      sessionId,
      version: 1,
    });
  });

  it('refuses a token without an issue time or a session id (made before sessions were kept)', async () => {
    const tokens = createSessionTokens({ secret, ttlSeconds: 3600 });
    const now = Math.floor(Date.now() / 1000);
    expect(await tokens.verify(await signed({ sub: '7', ver: 1, sid: sessionId, exp: now + 60 }))).toBeNull();
    expect(await tokens.verify(await signed({ sub: '7', ver: 1, iat: now, exp: now + 60 }))).toBeNull();
    expect(
      await tokens.verify(await signed({ sub: '7', ver: 1, sid: 'not-a-uuid', iat: now, exp: now + 60 })),
    ).toBeNull();
  });
});
