import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SOCIAL_HANDLE, PRINT_DRAFT_QUOTA, normalizeSocialHandle } from '@filmlab/domain';
import {
  paymentsConfig,
  placesConfig,
  shippingConfig,
  smsConfig,
  type PaymentsConfig,
  type PlacesConfig,
  type ShippingConfig,
  type SmsConfig,
} from './adapter-config.js';
import { bool, httpUrl, int, list, onOff } from './config-values.js';
import { repoRoot } from './paths.js';

export { repoRoot };
export type { PaymentsConfig, PlacesConfig, ShippingConfig, SmsConfig };

/** The lab's time zone when LAB_TIME_ZONE is not given. */
export const DEFAULT_LAB_TIME_ZONE = 'America/New_York';

/** The one place that reads the environment (DESIGN.md rule 9). The README lists every variable. */
export interface Config {
  port: number;
  /** Interface to listen on: localhost unless the operator opens it to the network. */
  host: string;
  /**
   * The demo accounts' password is published: with them present the server listens on a loopback
   * address only, unless the operator accepts the risk with ALLOW_DEMO_ON_NETWORK.
   */
  allowDemoOnNetwork: boolean;
  /** Embedded database files and local blobs live here. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** PostgreSQL connections each process keeps at most; unset or 0: twice the cores and one (db/client.ts). */
  databasePoolSize: number | undefined;
  /** Origin the site is reached at; used for links in e-mails and signed URLs. */
  publicUrl: string;
  /** Signs session tokens and blob URLs. Generated and kept under dataDir when not given. */
  authSecret: string;
  sessionTtlSeconds: number;
  seedDemo: boolean;
  logLevel: string;
  /** Bearer token a Prometheus scrape job sends for /metrics; admins' sessions work too. */
  metricsToken: string | undefined;
  /** Built web app to serve; absent in API-only runs. */
  webDist: string;
  blobs:
    | { driver: 'local' }
    | { driver: 's3'; bucket: string; region: string; endpoint: string | undefined; forcePathStyle: boolean };
  mail: { driver: 'outbox' } | { driver: 'smtp'; url: string };
  mailFrom: string;
  /** MAIL_FROM's address when given: the lab's e-mails are sent from it, under the lab's current name. */
  mailFromAddress: string | undefined;
  labName: string;
  /** The lab's IANA time zone: its business days and "today" in the stats and estimated ready dates. */
  labTimeZone: string;
  /** Files leaving the lab keep the scanner's own Exif tags (make, model, resolution...) under ours. */
  keepScannerExif: boolean;
  /** Members may upload frames to their own received rolls (staff always may). */
  memberFrameUploads: boolean;
  contactEmail: string;
  google: { clientId: string; jwksUrl: string; issuers: string[] };
  facebook: { appId: string; jwksUrl: string; issuers: string[] };
  /**
   * Failed logins allowed per account and address pair within the window before 429; also the limit
   * of password-reset and two-factor e-mails per account and per address.
   */
  loginAttemptLimit: number;
  /** Failed logins allowed per address across all accounts within the window. */
  loginAddressAttemptLimit: number;
  loginAttemptWindowSeconds: number;
  /** Sign-ups allowed per address within their window. */
  signupAttemptLimit: number;
  signupAttemptWindowSeconds: number;
  /** Staff sessions (admin, vendor, messenger) must enter an e-mailed code before staff-only work. */
  twoFactor: boolean;
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
  /** Paying for orders: the recovery sweep of payment attempts, and paying at the lab. */
  checkout: CheckoutConfig;
  /**
   * Referrals: the dev+scan credits each of the two accounts gets when the referred customer's first
   * development order is paid, how many invitations a customer may e-mail in 24 hours, and how many
   * referrals one customer is rewarded for in 30 days.
   */
  referrals: { rewardDevScanCredits: number; invitesPerDay: number; rewardsPerMonth: number };
  /**
   * A zip's tries (ZIP_RETRY_ATTEMPTS) and the pause before its second (ZIP_RETRY_FIRST_DELAY_MS),
   * doubled each time: by default 7 tries over 10.5 minutes, so a restart of the S3 store does not
   * fail a member's zip.
   */
  zipRetry: { attempts: number; firstDelayMs: number };
  /** Print drafts one member may hold that are not in an order yet. */
  printDraftQuota: number;
  /**
   * Tests only: the payment step (after-reserve, during-charge, after-charge, before-commit) at
   * which the process kills itself with SIGKILL, for the crash tests.
   */
  faultPoint: string | undefined;
  /** A tax service answering spec section 7's POST /tax/calculate shape; unset: the local rate table. */
  taxServiceUrl: string | undefined;
  /** The background job queue (src/jobs): jobs run at once by this process (0: none), lease and poll. */
  jobs: { concurrency: number; leaseSeconds: number; pollMs: number };
  /** libvips threads each image operation of sharp may use. */
  sharpConcurrency: number;
  /** Largest scan file accepted (bytes). */
  scanMaxBytes: number;
  /** How long a process may serve its copy of a member's library page; 0: never. */
  libraryCacheMs: number;
  /** How long a process may serve its copy of an orders board page; 0: never. */
  boardCacheMs: number;
  /** The address search's places service (PLACES_PROVIDER); the local US ZIP data set by default. */
  places: PlacesConfig;
  /** Address-search calls (predictions and place details) one visitor address may make per minute. */
  placesRateLimitPerMinute: number;
  /** Shipping labels and address checks (SHIPPING_PROVIDER): local drawn labels by default, or EasyPost. */
  shipping: ShippingConfig;
  /** Text messages (SMS_PROVIDER): kept in the admin-visible outbox by default, or sent by Twilio. */
  sms: SmsConfig;
}

export interface CheckoutConfig {
  /** Offer "pay at the lab" (cash or the lab's card reader) at checkout; staff mark such orders paid. */
  payInLab: boolean;
  /** How long a payment attempt is its request's to settle; after that the recovery sweep settles it. */
  attemptLeaseSeconds: number;
  /** How often the recovery sweep runs (it also runs at start); 0 runs it at start only. */
  sweepSeconds: number;
}

/** The contact address by default: a documentation domain (RFC 2606), the same the web's pages give. */
const DEFAULT_CONTACT_EMAIL = 'hello@filmlab.example';

/** '"Darkroom & Daylight" <hello@lab.test>': a display name quoted, so commas or dots in it cannot split it. */
export function mailbox(name: string, address: string): string {
  return `"${name.replace(/["\\\r\n]/g, '')}" <${address}>`;
}

function metricsToken(value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < 24) throw new Error('METRICS_TOKEN must be at least 24 characters (try: openssl rand -hex 24)');
  return token;
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
  const payments = paymentsConfig(env);
  return {
    port,
    host: env.HOST?.trim() || 'localhost',
    allowDemoOnNetwork: bool(env.ALLOW_DEMO_ON_NETWORK, false),
    dataDir,
    databaseUrl,
    databasePoolSize: int('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 0) || undefined,
    publicUrl,
    authSecret: env.AUTH_SECRET ?? secretFor(dataDir),
    sessionTtlSeconds: int('SESSION_TTL_SECONDS', env.SESSION_TTL_SECONDS, 30 * 24 * 3600),
    // Demo accounts belong on the embedded default only, unless asked for.
    seedDemo: bool(env.SEED_DEMO, databaseUrl === undefined),
    logLevel: env.LOG_LEVEL ?? 'info',
    metricsToken: metricsToken(env.METRICS_TOKEN),
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
    // The lab's own name and address by default: mail never signs as another lab.
    mailFrom: env.MAIL_FROM ?? mailbox(env.LAB_NAME ?? 'Film Lab', env.CONTACT_EMAIL ?? DEFAULT_CONTACT_EMAIL),
    mailFromAddress: addressOf(env.MAIL_FROM),
    labName: env.LAB_NAME ?? 'Film Lab',
    labTimeZone: timeZone(env.LAB_TIME_ZONE ?? DEFAULT_LAB_TIME_ZONE),
    keepScannerExif: bool(env.KEEP_SCANNER_EXIF, true),
    memberFrameUploads: bool(env.MEMBER_FRAME_UPLOADS, true),
    contactEmail: env.CONTACT_EMAIL ?? DEFAULT_CONTACT_EMAIL,
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
    loginAddressAttemptLimit: int('LOGIN_ADDRESS_ATTEMPT_LIMIT', env.LOGIN_ADDRESS_ATTEMPT_LIMIT, 30),
    loginAttemptWindowSeconds: int('LOGIN_ATTEMPT_WINDOW_SECONDS', env.LOGIN_ATTEMPT_WINDOW_SECONDS, 15 * 60),
    signupAttemptLimit: int('SIGNUP_ATTEMPT_LIMIT', env.SIGNUP_ATTEMPT_LIMIT, 20),
    signupAttemptWindowSeconds: int('SIGNUP_ATTEMPT_WINDOW_SECONDS', env.SIGNUP_ATTEMPT_WINDOW_SECONDS, 60 * 60),
    // Codes go out by e-mail, so two-factor is on by default exactly when e-mail really leaves (SMTP).
    twoFactor: onOff('TWO_FACTOR', env.TWO_FACTOR, Boolean(env.SMTP_URL)),
    trustProxy: bool(env.TRUST_PROXY, false),
    videoEmbedOrigin: new URL(
      httpUrl('VIDEO_EMBED_ORIGIN', env.VIDEO_EMBED_ORIGIN) ?? 'https://www.youtube-nocookie.com',
    ).origin,
    blogFeedUrl: httpUrl('BLOG_FEED_URL', env.BLOG_FEED_URL),
    blogCacheSeconds: int('BLOG_CACHE_SECONDS', env.BLOG_CACHE_SECONDS, 15 * 60),
    blogFeedTimeoutMs: int('BLOG_FEED_TIMEOUT_MS', env.BLOG_FEED_TIMEOUT_MS, 5_000),
    countryHeader: (env.COUNTRY_HEADER ?? 'cf-ipcountry').trim().toLowerCase() || undefined,
    labSocialHandle: normalizeSocialHandle(env.LAB_SOCIAL_HANDLE, DEFAULT_SOCIAL_HANDLE),
    payments,
    checkout: {
      // Labs without Stripe take payment at the counter; with Stripe it is offered when asked for.
      payInLab: bool(env.PAY_IN_LAB, payments.provider === 'local'),
      attemptLeaseSeconds: Math.max(1, int('PAYMENT_ATTEMPT_LEASE_SECONDS', env.PAYMENT_ATTEMPT_LEASE_SECONDS, 120)),
      sweepSeconds: int('PAYMENT_SWEEP_SECONDS', env.PAYMENT_SWEEP_SECONDS, 60),
    },
    zipRetry: {
      attempts: Math.max(1, int('ZIP_RETRY_ATTEMPTS', env.ZIP_RETRY_ATTEMPTS, 7)),
      firstDelayMs: int('ZIP_RETRY_FIRST_DELAY_MS', env.ZIP_RETRY_FIRST_DELAY_MS, 10_000),
    },
    referrals: {
      rewardDevScanCredits: int('REFERRAL_REWARD_DEV_SCAN_CREDITS', env.REFERRAL_REWARD_DEV_SCAN_CREDITS, 1),
      invitesPerDay: int('REFERRAL_INVITES_PER_DAY', env.REFERRAL_INVITES_PER_DAY, 10),
      rewardsPerMonth: int('REFERRAL_REWARDS_PER_MONTH', env.REFERRAL_REWARDS_PER_MONTH, 5),
    },
    printDraftQuota: int('PRINT_DRAFT_QUOTA', env.PRINT_DRAFT_QUOTA, PRINT_DRAFT_QUOTA),
    faultPoint: env.FAULT_POINT?.trim() || undefined,
    taxServiceUrl: httpUrl('TAX_SERVICE_URL', env.TAX_SERVICE_URL),
    jobs: {
      concurrency: int('JOBS_CONCURRENCY', env.JOBS_CONCURRENCY, 2),
      leaseSeconds: Math.max(1, int('JOB_LEASE_SECONDS', env.JOB_LEASE_SECONDS, 60)),
      pollMs: Math.max(50, int('JOB_POLL_MS', env.JOB_POLL_MS, 2_000)),
    },
    sharpConcurrency: Math.max(1, int('SHARP_CONCURRENCY', env.SHARP_CONCURRENCY, 1)),
    scanMaxBytes: Math.max(1, int('SCAN_MAX_MB', env.SCAN_MAX_MB, 400)) * 1024 * 1024,
    libraryCacheMs: int('LIBRARY_CACHE_MS', env.LIBRARY_CACHE_MS, 5_000),
    boardCacheMs: int('BOARD_CACHE_MS', env.BOARD_CACHE_MS, 2_000),
    places: placesConfig(env),
    placesRateLimitPerMinute: int('PLACES_RATE_LIMIT_PER_MINUTE', env.PLACES_RATE_LIMIT_PER_MINUTE, 120),
    shipping: shippingConfig(env),
    sms: smsConfig(env),
  };
}

/** The address of a mailbox ('"Lab" <desk@lab.test>' or 'desk@lab.test'); undefined when none is given. */
function addressOf(mailboxText: string | undefined): string | undefined {
  const text = mailboxText?.trim();
  if (!text) return undefined;
  return (/<([^<>]+)>\s*$/.exec(text)?.[1] ?? text).trim();
}

/** An IANA time zone name Intl knows, or a clear start-up error. */
function timeZone(name: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name;
  } catch {
    throw new Error(`LAB_TIME_ZONE: ${name} is not a time zone (e.g. America/New_York)`);
  }
}
