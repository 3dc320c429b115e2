import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';

export type IdentityProvider = 'google' | 'facebook';

/** Who the provider says signed in, from a verified ID token. */
export interface ProviderIdentity {
  subject: string;
  email: string | undefined;
  /** Whether the provider vouches that the person controls the e-mail address. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export type VerifyIdentity = (provider: IdentityProvider, token: string) => Promise<ProviderIdentity>;

const providerName: Record<IdentityProvider, string> = { google: 'Google', facebook: 'Facebook' };

// Problems with the token itself; anything else (the key set cannot be fetched) is on the provider's side.
const tokenErrors = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
];

function settingsFor(config: Config, provider: IdentityProvider) {
  return provider === 'google'
    ? { audience: config.google.clientId, jwksUrl: config.google.jwksUrl, issuers: config.google.issuers }
    : { audience: config.facebook.appId, jwksUrl: config.facebook.jwksUrl, issuers: config.facebook.issuers };
}

function namesFrom(payload: JWTPayload): { firstName: string; lastName: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '');
  const given = text(payload.given_name);
  const family = text(payload.family_name);
  if (given || family) return { firstName: given, lastName: family };
  const [first = '', ...rest] = text(payload.name).split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

function identityFrom(provider: IdentityProvider, payload: JWTPayload): ProviderIdentity {
  if (!payload.sub) throw new AppError('UNAUTHORIZED', 'The sign-in token names no account', ['token: has no subject']);
  const email = typeof payload.email === 'string' && payload.email.includes('@') ? payload.email.trim() : undefined;
  // Google states it per token; Facebook only ever shares an address the person has confirmed.
  const emailVerified =
    provider === 'google' ? payload.email_verified === true || payload.email_verified === 'true' : email !== undefined;
  return { subject: payload.sub, email, emailVerified, ...namesFrom(payload) };
}

/**
 * Verifies Google and Facebook ID tokens against the provider's published keys (signature, issuer,
 * audience, expiry). The key sets are fetched on first use and cached by jose; the cache is only an
 * optimisation, so several app processes may each hold their own.
 */
export function createIdentityVerifier(config: Config): VerifyIdentity {
  const keySets = new Map<IdentityProvider, ReturnType<typeof createRemoteJWKSet>>();
  return async (provider, token) => {
    const settings = settingsFor(config, provider);
    const name = providerName[provider];
    if (!settings.audience) {
      // Not a passing outage but a route this site does not offer: 404, so clients stop retrying.
      throw new AppError(
        'NOT_FOUND',
        `${name} sign-in is not set up on this site. Please use your e-mail and password.`,
        [`provider: ${name} sign-in is not configured`],
      );
    }
    let keys = keySets.get(provider);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(settings.jwksUrl));
      keySets.set(provider, keys);
    }
    try {
      const { payload } = await jwtVerify(token, keys, { issuer: settings.issuers, audience: settings.audience });
      return identityFrom(provider, payload);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (tokenErrors.some((type) => error instanceof type)) {
        throw new AppError('UNAUTHORIZED', `${name} sign-in could not be verified. Please try again.`, [
          `token: ${error instanceof errors.JWTExpired ? 'has expired' : 'is not a valid ' + name + ' ID token'}`,
        ]);
      }
      throw new AppError('UNAVAILABLE', `${name} sign-in is not reachable right now. Please try again later.`);
    }
  };
}
