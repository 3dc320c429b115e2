// Share links to a member's scans (spec 2.2 /shared-scans/{scanCode}, 7 GET /users/{id}/scans/share).
// Safe by default: a link expires after 30 days and is view-only unless the member says otherwise.

/** How long a new link lasts unless the member picks another expiry. */
export const DEFAULT_SHARE_EXPIRY_DAYS = 30;
/** The expiries a member may pick; `never` keeps the link until it is revoked. */
export const SHARE_EXPIRY_CHOICES = ['1', '7', '30', '90', '365', 'never'] as const;
export type ShareExpiryChoice = (typeof SHARE_EXPIRY_CHOICES)[number];
/** Frames one link may show. */
export const MAX_SCANS_PER_SHARE = 100;

export type ShareStatus = 'ACTIVE' | 'EXPIRED' | 'REVOKED';

/** When a link made at `now` with `choice` stops working; null for never. */
export function shareExpiresAt(choice: ShareExpiryChoice, now: Date): Date | null {
  if (choice === 'never') return null;
  return new Date(now.getTime() + Number(choice) * 24 * 60 * 60 * 1000);
}

/** A revoked link stays revoked; otherwise it works until its expiry (the instant itself is past). */
export function shareStatus(share: { expiresAt: Date | null; revokedAt: Date | null }, now: Date): ShareStatus {
  if (share.revokedAt) return 'REVOKED';
  if (share.expiresAt && share.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'ACTIVE';
}

/** The expiry choices as a member reads them. */
export function shareExpiryLabel(choice: ShareExpiryChoice): string {
  if (choice === 'never') return 'Never (until you revoke it)';
  return choice === '1' ? '1 day' : `${choice} days`;
}
