import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SOCIAL_HANDLE, normalizeSocialHandle } from '@filmlab/domain';

/** The one place that reads the environment (DESIGN.md rule 9). The README lists every variable. */
export interface Config {
  port: number;
  host: string;
  /** Embedded database files and local blobs live here. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** Origin the site is reached at; used for links in e-mails and signed URLs. */
  publicUrl: string;
  /** Signs session tokens and blob URLs. Generated and kept under dataDir when not given. */
  authSecret: string;
  sessionTtlSeconds: number;
  seedDemo: boolean;
  logLevel: string;
  /** Built web app to serve; absent in API-only runs. */
  webDist: string;
  blobs:
    | { driver: 'local' }
    | { driver: 's3'; bucket: string; region: string; endpoint: string | undefined; forcePathStyle: boolean };
  mail: { driver: 'outbox' } | { driver: 'smtp'; url: string };
  mailFrom: string;
  labName: string;
  contactEmail: string;
  google: { clientId: string; jwksUrl: string; issuers: string[] };
  facebook: { appId: string; jwksUrl: string; issuers: string[] };
  /** Failed logins allowed per account and per address within the window before 429. */
  loginAttemptLimit: number;
  loginAttemptWindowSeconds: number;
  trustProxy: boolean;
  /** The video service whose player the landing page's video reviews embed (the pages' CSP frame-src). */
  videoEmbedOrigin: string;
  /** RSS 2.0 or Atom feed whose latest posts the footer lists; none when unset. http or https only. */
  blogFeedUrl: string | undefined;
  /** How long the read feed is kept before it is fetched again. */
  blogCacheSeconds: number;
  /** A feed that has not answered within this long counts as failed. */
  blogFeedTimeoutMs: number;
  /**
   * Request header the proxy in front sets to the visitor's two-letter country (Cloudflare's
   * CF-IPCountry, or X-Country-Code); read only when trustProxy is on. Undefined: none.
   */
  countryHeader: string | undefined;
  /** The lab's own social account, shown on community photos whose photographer gave no handle. */
  labSocialHandle: string;
  /** Card payments: the local test provider (offline, Stripe's test cards) or Stripe. */
  payments: PaymentsConfig;
  /** A tax service answering spec section 7's POST /tax/calculate shape; unset: the local rate table. */
  taxServiceUrl: string | undefined;
}

export type PaymentsConfig =
  | { provider: 'local' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      publishableKey: string | null;
      /** Another API origin for the SDK (a local stand-in in tests); unset: Stripe's own. */
      apiUrl: string | undefined;
    };

function paymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const provider = (env.PAYMENTS_PROVIDER ?? 'local').trim().toLowerCase();
  if (provider === 'local' || provider === '') return { provider: 'local' };
  if (provider !== 'stripe') throw new Error(`PAYMENTS_PROVIDER must be local or stripe, got "${provider}"`);
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey) throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  if (!webhookSecret) throw new Error('PAYMENTS_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET');
  return {
    provider: 'stripe',
    secretKey,
    webhookSecret,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY?.trim() || null,
    apiUrl: httpUrl('STRIPE_API_URL', env.STRIPE_API_URL),
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

function httpUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${name} must be an http or https URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http or https URL, got "${value}"`);
  }
  return url.href;
}

function list(value: string | undefined, fallback: string[]): string[] {
  return value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : fallback;
}

/** A secret kept beside the embedded database so sessions survive restarts of one machine. */
function secretFor(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int('PORT', env.PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const databaseUrl = env.DATABASE_URL || undefined;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const s3Bucket = env.S3_BUCKET;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    publicUrl,
    authSecret: env.AUTH_SECRET ?? secretFor(dataDir),
    sessionTtlSeconds: int('SESSION_TTL_SECONDS', env.SESSION_TTL_SECONDS, 30 * 24 * 3600),
    // Demo accounts belong on the embedded default only, unless asked for.
    seedDemo: bool(env.SEED_DEMO, databaseUrl === undefined),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    blobs: s3Bucket
      ? {
          driver: 's3',
          bucket: s3Bucket,
          region: env.S3_REGION ?? 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
        }
      : { driver: 'local' },
    mail: env.SMTP_URL ? { driver: 'smtp', url: env.SMTP_URL } : { driver: 'outbox' },
    mailFrom: env.MAIL_FROM ?? 'Film Lab <hello@filmlab.local>',
    labName: env.LAB_NAME ?? 'Film Lab',
    contactEmail: env.CONTACT_EMAIL ?? 'hello@filmlab.local',
    google: {
      clientId: env.GOOGLE_CLIENT_ID ?? '',
      jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
      issuers: list(env.GOOGLE_ISSUERS, ['https://accounts.google.com', 'accounts.google.com']),
    },
    facebook: {
      appId: env.FACEBOOK_APP_ID ?? '',
      jwksUrl: env.FACEBOOK_JWKS_URL ?? 'https://limited.facebook.com/.well-known/oauth/openid/jwks/',
      issuers: list(env.FACEBOOK_ISSUERS, ['https://www.facebook.com', 'https://limited.facebook.com']),
    },
    loginAttemptLimit: int('LOGIN_ATTEMPT_LIMIT', env.LOGIN_ATTEMPT_LIMIT, 10),
    loginAttemptWindowSeconds: int('LOGIN_ATTEMPT_WINDOW_SECONDS', env.LOGIN_ATTEMPT_WINDOW_SECONDS, 15 * 60),
    trustProxy: bool(env.TRUST_PROXY, false),
    videoEmbedOrigin: new URL(
      httpUrl('VIDEO_EMBED_ORIGIN', env.VIDEO_EMBED_ORIGIN) ?? 'https://www.youtube-nocookie.com',
    ).origin,
    blogFeedUrl: httpUrl('BLOG_FEED_URL', env.BLOG_FEED_URL),
    blogCacheSeconds: int('BLOG_CACHE_SECONDS', env.BLOG_CACHE_SECONDS, 15 * 60),
    blogFeedTimeoutMs: int('BLOG_FEED_TIMEOUT_MS', env.BLOG_FEED_TIMEOUT_MS, 5_000),
    countryHeader: (env.COUNTRY_HEADER ?? 'cf-ipcountry').trim().toLowerCase() || undefined,
    labSocialHandle: normalizeSocialHandle(env.LAB_SOCIAL_HANDLE, DEFAULT_SOCIAL_HANDLE),
    payments: paymentsConfig(env),
    taxServiceUrl: httpUrl('TAX_SERVICE_URL', env.TAX_SERVICE_URL),
  };
}
