import { describe, expect, it } from 'vitest';
import { readLinkExpiry, verifyBlobUrl, signBlobUrl } from './signing.js';

describe('read links', () => {
  const hour = 3600;
  const at = (seconds: number) => seconds * 1000;

  it('expire at least their life from now, rounded up to a quarter of it (at most 15 minutes)', () => {
    const now = 1_800_000_123;
    const exp = readLinkExpiry(hour, at(now));
    expect(exp % 900).toBe(0);
    expect(exp - now).toBeGreaterThanOrEqual(hour);
    expect(exp - now).toBeLessThan(hour + 900);
    // A ten-minute link steps by 150 s; a two-second one by one second.
    expect(readLinkExpiry(600, at(now)) % 150).toBe(0);
    expect(readLinkExpiry(2, at(now))).toBe(now + 2);
  });

  it('are the same link for reads within one step, and a new one after it', () => {
    const start = 1_800_000_000; // a multiple of 900
    expect(readLinkExpiry(hour, at(start + 1))).toBe(readLinkExpiry(hour, at(start + 899)));
    expect(readLinkExpiry(hour, at(start + 901))).toBe(readLinkExpiry(hour, at(start + 899)) + 900);
    const sign = (now: number) => signBlobUrl('s', { op: 'get', key: 'a/b.jpg', exp: readLinkExpiry(hour, at(now)) });
    expect(sign(start + 10)).toBe(sign(start + 500));
  });

  it('still refuse a link past its expiry', () => {
    const exp = readLinkExpiry(hour, at(1_800_000_000));
    const sig = signBlobUrl('s', { op: 'get', key: 'a/b.jpg', exp });
    expect(verifyBlobUrl('s', { op: 'get', key: 'a/b.jpg', exp }, sig, at(exp - 1))).toBe(true);
    expect(verifyBlobUrl('s', { op: 'get', key: 'a/b.jpg', exp }, sig, at(exp + 1))).toBe(false);
  });
});
