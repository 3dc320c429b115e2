import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_EXPIRY_DAYS, shareExpiresAt, shareExpiryLabel, shareStatus } from './share-links.js';

const now = new Date('2026-11-23T12:00:00Z');
const day = 24 * 60 * 60 * 1000;

describe('share links', () => {
  it('expire after the chosen number of days, or never', () => {
    expect(DEFAULT_SHARE_EXPIRY_DAYS).toBe(30);
    expect(shareExpiresAt('30', now)?.toISOString()).toBe('2026-12-23T12:00:00.000Z');
    expect(shareExpiresAt('1', now)?.getTime()).toBe(now.getTime() + day);
    expect(shareExpiresAt('never', now)).toBeNull();
  });

  it.each([
    [{ expiresAt: null, revokedAt: null }, 'ACTIVE'],
    [{ expiresAt: new Date(now.getTime() + 1), revokedAt: null }, 'ACTIVE'],
    [{ expiresAt: now, revokedAt: null }, 'EXPIRED'],
    [{ expiresAt: new Date(now.getTime() - day), revokedAt: null }, 'EXPIRED'],
    [{ expiresAt: null, revokedAt: new Date(now.getTime() - 1) }, 'REVOKED'],
    [{ expiresAt: new Date(now.getTime() - day), revokedAt: now }, 'REVOKED'],
  ] as const)('%o is %s', (share, status) => {
    expect(shareStatus(share, now)).toBe(status);
  });

  it('labels each expiry', () => {
    expect(shareExpiryLabel('1')).toBe('1 day');
    expect(shareExpiryLabel('90')).toBe('90 days');
    expect(shareExpiryLabel('never')).toMatch(/revoke/);
  });
});
