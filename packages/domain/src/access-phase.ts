// Content access phases of a product with launch dates (spec section 4).
import type { Visibility } from './enums.js';

export type AccessPhase = Visibility;

type DateInput = Date | string | number | null | undefined;

function toTime(value: DateInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * Before the member launch: coming soon; from the member launch: members only; from the public
 * launch: public. A launch date is the first instant of its phase. A missing (or unreadable)
 * date gives NONE: the product has no launch window. If the public launch is set before the
 * member launch, the public launch still wins once reached, so a slip in data never hides a
 * product that is meant to be public.
 */
export function contentAccessPhase({
  memberLaunchDate,
  publicLaunchDate,
  now,
}: {
  memberLaunchDate: DateInput;
  publicLaunchDate: DateInput;
  now: Date | number;
}): AccessPhase {
  const memberLaunch = toTime(memberLaunchDate);
  const publicLaunch = toTime(publicLaunchDate);
  if (memberLaunch === null || publicLaunch === null) return 'NONE';
  const time = now instanceof Date ? now.getTime() : now;
  if (time >= publicLaunch) return 'PUBLIC';
  if (time >= memberLaunch) return 'MEMBERS_ONLY';
  return 'COMING_SOON';
}

export function showsMembersOnlyBanner(phase: AccessPhase): boolean {
  return phase === 'COMING_SOON' || phase === 'MEMBERS_ONLY';
}

/**
 * Who may buy in a phase: nobody before the member launch, only active members until the public
 * launch, everyone after it or when the product has no launch window.
 */
export function canBuyInPhase(phase: AccessPhase, isActiveMember: boolean): boolean {
  if (phase === 'COMING_SOON') return false;
  if (phase === 'MEMBERS_ONLY') return isActiveMember;
  return true;
}
