// What an S3 store must be before the app starts on it: reachable, the bucket there and ours to use,
// and a CORS rule that lets browsers PUT to its presigned links from the site (a new bucket has none,
// and the browser's upload then fails with nothing on the server to say why). Each failure is said
// in words with the setting to change, rather than the SDK's raw error.
import {
  GetBucketCorsCommand,
  HeadBucketCommand,
  PutBucketCorsCommand,
  S3ServiceException,
  type CORSRule,
  type S3Client,
} from '@aws-sdk/client-s3';

/** Why the app cannot start on the configured S3 store, in words, with what to set. */
export class BlobStoreStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlobStoreStartError';
  }
}

export interface S3Place {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'EHOSTUNREACH']);

function codeOf(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown }; errors?: Array<{ code?: unknown }> } | null;
  const code = e?.code ?? e?.cause?.code ?? e?.errors?.[0]?.code;
  return typeof code === 'string' ? code : undefined;
}

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException
    ? error.$metadata.httpStatusCode
    : (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

/** The SDK's error as a sentence naming the setting to change. */
export function describeS3Error(error: unknown, place: S3Place): string {
  const where = place.endpoint ? `at ${place.endpoint} (S3_ENDPOINT)` : `on AWS in ${place.region} (S3_REGION)`;
  const bucket = `"${place.bucket}" (S3_BUCKET)`;
  const name = (error as { name?: string } | null)?.name ?? '';
  const code = codeOf(error);
  const status = statusOf(error);
  let what: string;
  if (name === 'CredentialsProviderError' || /credential/i.test(String((error as Error)?.message))) {
    what = 'there are no S3 credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or give the machine a role)';
  } else if ((code && NETWORK_CODES.has(code)) || name === 'TimeoutError') {
    what = `S3 does not answer ${where} (${code ?? name}): check S3_ENDPOINT and that the store is running`;
  } else if (status === 404 || name === 'NotFound' || name === 'NoSuchBucket') {
    what = `the bucket ${bucket} does not exist ${where}: create it, or set S3_BUCKET to one that exists`;
  } else if (status === 403 || name === 'AccessDenied' || name === 'Forbidden') {
    what =
      `S3 refused access to the bucket ${bucket} ${where}: check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, ` +
      'and that they may read and write the bucket';
  } else if (status === 301 || name === 'PermanentRedirect' || name === 'AuthorizationHeaderMalformed') {
    what = `the bucket ${bucket} is in another region than ${place.region}: set S3_REGION to the bucket's region`;
  } else {
    what = `S3 answered ${where} with ${name || 'an error'}${status ? ` (HTTP ${status})` : ''}: ${(error as Error)?.message}`;
  }
  return `The file store (S3) is not usable: ${what}. Or leave S3_BUCKET unset to keep files in DATA_DIR/blobs.`;
}

/** The bucket answers and is ours to use; BlobStoreStartError otherwise. */
export async function checkBucket(client: S3Client, place: S3Place): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: place.bucket }));
  } catch (error) {
    throw new BlobStoreStartError(describeS3Error(error, place));
  }
}

/** The rule browsers need: PUT (uploads, the content type signed) and GET from the site's origin. */
export function corsRuleFor(siteOrigin: string): CORSRule {
  return {
    AllowedOrigins: [siteOrigin],
    AllowedMethods: ['PUT', 'GET', 'HEAD'],
    AllowedHeaders: ['content-type'],
    ExposeHeaders: ['ETag'],
    MaxAgeSeconds: 3600,
  };
}

/** Whether one of the rules lets the site's pages PUT with a content type. */
export function allowsUploads(rules: readonly CORSRule[], siteOrigin: string): boolean {
  return rules.some(
    (rule) =>
      (rule.AllowedOrigins ?? []).some((origin) => origin === '*' || origin === siteOrigin) &&
      (rule.AllowedMethods ?? []).some((method) => method.toUpperCase() === 'PUT') &&
      (rule.AllowedHeaders ?? []).some((header) => header === '*' || header.toLowerCase() === 'content-type'),
  );
}

export type CorsState =
  | { state: 'present' | 'set' }
  /** Neither there nor ours to set: browser uploads cannot work until someone sets `rule`. */
  | { state: 'missing'; reason: string; rule: CORSRule };

/** Reads the bucket's CORS rules and adds ours when they do not let the site upload; says so when it may not. */
export async function ensureCors(client: S3Client, bucket: string, siteOrigin: string): Promise<CorsState> {
  let rules: CORSRule[] = [];
  try {
    rules = (await client.send(new GetBucketCorsCommand({ Bucket: bucket }))).CORSRules ?? [];
  } catch (error) {
    // A bucket without CORS answers NoSuchCORSConfiguration (404); anything else is worth saying.
    if (!(statusOf(error) === 404 || (error as { name?: string })?.name === 'NoSuchCORSConfiguration')) {
      return {
        state: 'missing',
        reason: `reading its CORS rules failed (${(error as Error).message})`,
        rule: corsRuleFor(siteOrigin),
      };
    }
  }
  if (allowsUploads(rules, siteOrigin)) return { state: 'present' };
  const rule = corsRuleFor(siteOrigin);
  try {
    await client.send(new PutBucketCorsCommand({ Bucket: bucket, CORSConfiguration: { CORSRules: [...rules, rule] } }));
    return { state: 'set' };
  } catch (error) {
    return { state: 'missing', reason: `setting one was refused (${(error as Error).message})`, rule };
  }
}
