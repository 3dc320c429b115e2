import type { ByteRange } from '../../adapters/blobs/blob-store.js';

/**
 * The one range of a `Range` header (RFC 9110 14.2) within a file of `size` bytes: a range, 'whole'
 * when the header is absent, malformed or asks for several ranges (the whole file is a valid answer
 * then), or 'unsatisfiable' when it starts past the end (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  if (!header) return 'whole';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return 'whole';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'whole';
  if (first === '') {
    // The last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  if (end < start) return 'whole';
  return { start, end };
}
