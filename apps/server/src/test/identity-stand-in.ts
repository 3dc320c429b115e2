// A local stand-in for Google's and Facebook's published sign-in keys, for tests that call the
// provider sign-in routes with real signed ID tokens (the app verifies them as it would in production).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';

const kid = 'stand-in-key';
export const standInGoogleClientId = 'stand-in.apps.googleusercontent.com';
export const standInFacebookAppId = '1234567890';

export interface IdentityStandIn {
  /** GOOGLE_* and FACEBOOK_* settings for createTestApp that point at the stand-in's keys. */
  env: Record<string, string>;
  /** A Google ID token for these claims (sub, email, email_verified, given_name...), valid for 5 minutes. */
  googleToken(claims: JWTPayload): Promise<string>;
  facebookToken(claims: JWTPayload): Promise<string>;
  close(): Promise<void>;
}

export async function startIdentityStandIn(): Promise<IdentityStandIn> {
  const pair = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
  const sign = (claims: JWTPayload, issuer: string, audience: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(pair.privateKey as CryptoKey);
  return {
    env: {
      GOOGLE_CLIENT_ID: standInGoogleClientId,
      GOOGLE_JWKS_URL: jwksUrl,
      FACEBOOK_APP_ID: standInFacebookAppId,
      FACEBOOK_JWKS_URL: jwksUrl,
    },
    googleToken: (claims) => sign(claims, 'https://accounts.google.com', standInGoogleClientId),
    facebookToken: (claims) => sign(claims, 'https://www.facebook.com', standInFacebookAppId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
