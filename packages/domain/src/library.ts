// The members' library of rolls and scans (spec sections 2.3, 4 and 9), as rules both sides share.
import { isActiveMember } from './membership-status.js';
import type { PlanId } from './plan-ids.js';

/** Rolls per page of the library; scans per page use GALLERY_PAGE_SIZE. */
export const ROLL_PAGE_SIZE = 12;
/** Thumbnails in each roll's strip on the library page. */
export const ROLL_STRIP_THUMBNAILS = 6;
/** A scan turns by a quarter, a half or three quarters (clockwise). */
export const SCAN_ROTATIONS = [90, 180, 270] as const;
export type ScanRotation = 0 | (typeof SCAN_ROTATIONS)[number];
/** Scan files the lab and members upload; anything else is refused by its content. */
export const SCAN_FILE_TYPES = ['image/jpeg', 'image/png', 'image/tiff'] as const;
export type ScanFileType = (typeof SCAN_FILE_TYPES)[number];

/** The rotation after turning a scan by `degrees` more. */
export function rotateBy(current: ScanRotation, degrees: (typeof SCAN_ROTATIONS)[number]): ScanRotation {
  return ((current + degrees) % 360) as ScanRotation;
}

/**
 * Pages of a list joined in order, each id once (spec section 4: scan lists accumulate and are
 * de-duplicated by id). A row that moves to a later page between fetches keeps its first place.
 */
export function mergeById<T extends { id: number | string }>(pages: ReadonlyArray<ReadonlyArray<T>>): T[] {
  const seen = new Set<number | string>();
  const merged: T[] = [];
  for (const page of pages) {
    for (const row of page) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      merged.push(row);
    }
  }
  return merged;
}

export type ContactSheetAccess = { allowed: true } | { allowed: false; reason: string };

/**
 * Spec section 9: members get digital contact sheets on every roll; non-members on the rolls of
 * their first order only. Staff may always make one.
 */
export function contactSheetAccess(facts: {
  viewerIsStaff: boolean;
  planId: PlanId;
  memberActive: boolean;
  rollOrderId: number | null;
  firstOrderId: number | null;
}): ContactSheetAccess {
  if (facts.viewerIsStaff) return { allowed: true };
  if (isActiveMember({ planId: facts.planId, active: facts.memberActive })) return { allowed: true };
  if (facts.rollOrderId !== null && facts.rollOrderId === facts.firstOrderId) return { allowed: true };
  return {
    allowed: false,
    reason: 'Digital contact sheets come with your first order, and with every roll once you are a member.',
  };
}
