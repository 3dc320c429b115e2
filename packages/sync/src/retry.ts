// Failures that pass (a server restarting, a dropped connection, a 5xx) are tried again after a
// growing pause; a refusal that will not change (a 4xx) is not.

export class StationError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: string[] = [],
  ) {
    super(message);
  }
}

/** Worth another try: no answer at all, a server error, or "too many requests". */
export function isPassing(error: unknown): boolean {
  if (error instanceof StationError) return error.status >= 500 || error.status === 429 || error.status === 408;
  return true;
}

export interface RetryPolicy {
  /** The first pause; each next one doubles, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Tries in all before giving up (the watcher tries the roll again on a later pass). */
  attempts: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseDelayMs: 1000, maxDelayMs: 30_000, attempts: 8 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(
  work: () => Promise<T>,
  policy: RetryPolicy,
  onRetry: (error: unknown, delayMs: number) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isPassing(error) || attempt >= policy.attempts) throw error;
      const delay = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
      onRetry(error, delay);
      await sleep(delay);
    }
  }
}

/** An error in words, for the display. */
export function describeError(error: unknown): string {
  if (error instanceof StationError) return error.message;
  const code =
    (error as { code?: string; cause?: { code?: string } })?.cause?.code ?? (error as { code?: string })?.code;
  if (code === 'ECONNREFUSED') return 'the server does not answer (connection refused)';
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET')
    return 'the connection to the server broke';
  if (code === 'ENOTFOUND') return 'the server address is not known';
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') return 'the server took too long to answer';
  return error instanceof Error ? error.message : String(error);
}
