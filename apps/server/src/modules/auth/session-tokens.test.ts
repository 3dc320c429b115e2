import { describe, expect, it } from 'vitest';
import { createSessionTokens } from './session-tokens.js';

const secret = 'a-test-secret-that-is-long-enough-for-hmac';

describe('session tokens', () => {
  it('verifies its own tokens and refuses tampered or foreign ones', async () => {
    const tokens = createSessionTokens({ secret, ttlSeconds: 60 });
    const token = await tokens.issue({ userId: 42, version: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 42, version: 3 });
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', ver: 3, exp: 9_999_999_999 })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.${signature}x`)).toBeNull();
    const other = createSessionTokens({ secret: `${secret}-other`, ttlSeconds: 60 });
    expect(await other.verify(token)).toBeNull();
  });

  it('stops accepting a remembered token once it expires', async () => {
    let offset = 0;
    const tokens = createSessionTokens({ secret, ttlSeconds: 60, now: () => Date.now() + offset });
    const token = await tokens.issue({ userId: 7, version: 1 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, version: 1 });
    offset = 59_000;
    expect(await tokens.verify(token)).toEqual({ userId: 7, version: 1 });
    offset = 61_000;
    expect(await tokens.verify(token)).toBeNull();
  });
});
