import { FeedError } from './parse-feed.js';

/** A blog feed is a few hundred kilobytes at most; anything far larger is not one. */
export const FEED_MAX_BYTES = 2 * 1024 * 1024;

/**
 * GETs the feed's text, giving up after `timeoutMs` (connecting and reading the body alike) or
 * past `maxBytes`. Throws FeedError with the reason for the log.
 */
export async function fetchFeed(
  url: string,
  options: { timeoutMs: number; maxBytes?: number; userAgent?: string },
): Promise<string> {
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await fetch(url, {
      signal,
      redirect: 'follow',
      headers: {
        accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1',
        ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
      },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new FeedError(`the feed answered ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length'));
    if (declared > maxBytes) {
      await response.body?.cancel();
      throw new FeedError(`the feed is larger than ${maxBytes} bytes`);
    }
    const bytes = await readAtMost(response, maxBytes);
    return new TextDecoder(charsetOf(response.headers.get('content-type'))).decode(bytes);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (signal.aborted) throw new FeedError(`the feed did not answer within ${options.timeoutMs} ms`);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new FeedError(`the feed could not be reached (${cause?.code ?? cause?.message ?? String(error)})`);
  }
}

async function readAtMost(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FeedError(`the feed is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The charset the server declares, when TextDecoder knows it; UTF-8 otherwise. */
function charsetOf(contentType: string | null): string {
  const charset = /charset="?([\w.:-]+)"?/i.exec(contentType ?? '')?.[1];
  if (!charset) return 'utf-8';
  try {
    return new TextDecoder(charset).encoding;
  } catch {
    return 'utf-8';
  }
}
