import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { mailsTo } from '../receipts/receipt-test-helpers.js';

const googleClientId = 'test-client.apps.googleusercontent.com';
const facebookAppId = '1234567890';
const kid = 'test-key-1';

describe('Google and Facebook sign-in', () => {
  let server: Server;
  let jwksUrl: string;
  let privateKey: CryptoKey;
  let strangerKey: CryptoKey;
  let t: TestApp;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
    t = await createTestApp({
      JOB_POLL_MS: '50',
      GOOGLE_CLIENT_ID: googleClientId,
      GOOGLE_JWKS_URL: jwksUrl,
      FACEBOOK_APP_ID: facebookAppId,
      FACEBOOK_JWKS_URL: jwksUrl,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  interface TokenOptions {
    issuer?: string;
    audience?: string;
    expiresAt?: number | string;
    key?: CryptoKey;
  }
  const googleToken = (claims: JWTPayload, options: TokenOptions = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? googleClientId)
      .setIssuedAt()
      .setExpirationTime(options.expiresAt ?? '5m')
      .sign(options.key ?? privateKey);
  const facebookToken = (claims: JWTPayload, options: TokenOptions = {}) =>
    googleToken(claims, { issuer: 'https://www.facebook.com', audience: facebookAppId, ...options });

  const signIn = (provider: 'google' | 'facebook', token: string) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${provider}-signin`, payload: { token } });

  it('signs up a new person from a Google token and logs them in next time', async () => {
    const token = await googleToken({
      sub: 'google-sub-1',
      email: 'new.person@gmail.test',
      email_verified: true,
      given_name: 'New',
      family_name: 'Person',
    });
    const res = await signIn('google', token);
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      email: 'new.person@gmail.test',
      firstName: 'New',
      lastName: 'Person',
      role: 'CUSTOMER',
    });
    expect(user.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(res.headers['access-control-expose-headers']).toBe('authorization');
    const me = await t.app.inject({
      url: '/api/auth/current-user',
      headers: bearer(String(res.headers.authorization)),
    });
    expect(me.json().id).toBe(user.id);

    // Next time, found by subject even if the address changed at Google.
    const again = await signIn('google', await googleToken({ sub: 'google-sub-1', email: 'renamed@gmail.test' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(user.id);
    // Welcomed once, when the account was made, not again when they came back.
    const welcomes = await mailsTo(t, 'new.person@gmail.test', /^Welcome/);
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]!.text).toContain('Hi New,');
  });

  it('links an existing account by a verified e-mail, and refuses an unverified one', async () => {
    const { user } = await buildUser(t.database.db, { config: t.config, email: 'Existing@Example.test' });
    const unverified = await signIn(
      'google',
      await googleToken({ sub: 'google-sub-2', email: 'existing@example.test', email_verified: false }),
    );
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json().errors).toEqual(['email: is already registered']);

    const verified = await signIn(
      'google',
      await googleToken({ sub: 'google-sub-2', email: 'existing@example.test', email_verified: true }),
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json().id).toBe(user.id);
    // Linking a provider to an account that exists is no new account: no welcome.
    expect(await mailsTo(t, 'existing@example.test', /^Welcome/)).toHaveLength(0);
  });

  it('signs in with Facebook (Limited Login ID token)', async () => {
    const token = await facebookToken({ sub: 'fb-1', email: 'fb.person@example.test', name: 'Film Buff' });
    const res = await signIn('facebook', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'fb.person@example.test', firstName: 'Film', lastName: 'Buff' });
    expect((await signIn('facebook', token)).json().id).toBe(res.json().id);
    expect(await mailsTo(t, 'fb.person@example.test', /^Welcome/)).toHaveLength(1);
    // A Facebook token is not a Google token.
    expect((await signIn('google', token)).statusCode).toBe(401);
  });

  const badTokens: Array<[string, () => TokenOptions, string]> = [
    [
      'a wrong audience',
      () => ({ audience: 'someone-else.apps.googleusercontent.com' }),
      'token: is not a valid Google ID token',
    ],
    ['a wrong issuer', () => ({ issuer: 'https://evil.example' }), 'token: is not a valid Google ID token'],
    ['an expired token', () => ({ expiresAt: Math.floor(Date.now() / 1000) - 60 }), 'token: has expired'],
    ['a bad signature', () => ({ key: strangerKey }), 'token: is not a valid Google ID token'],
  ];
  it.each(badTokens)('refuses %s with 401', async (_case, options, error) => {
    const token = await googleToken(
      { sub: 'google-sub-bad', email: 'bad@example.test', email_verified: true },
      options(),
    );
    const res = await signIn('google', token);
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toEqual([error]);
    expect(res.headers.authorization).toBeUndefined();
  });

  it('refuses a token that is not a JWT at all', async () => {
    const res = await signIn('google', 'not-a-jwt');
    expect(res.statusCode).toBe(401);
  });
});

describe('social sign-in that is not set up', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Google points at a port nothing listens on; Facebook has no app id.
    t = await createTestApp({ GOOGLE_CLIENT_ID: 'configured', GOOGLE_JWKS_URL: 'http://127.0.0.1:1/jwks' });
  });
  afterAll(() => t.close());

  it('answers 404 with a clear message naming the provider when it is not configured', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/facebook-signin', payload: { token: 'x.y.z' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Facebook sign-in is not set up/);
    expect(res.json().errors).toEqual(['provider: Facebook sign-in is not configured']);
  });

  it("answers 503 when the provider's keys cannot be fetched", async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT({ sub: 's' })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer('https://accounts.google.com')
      .setAudience('configured')
      .setExpirationTime('5m')
      .sign(privateKey);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/google-signin', payload: { token } });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/Google sign-in is not reachable/);
  });
});
