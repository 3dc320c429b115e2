import { describe, expect, it } from 'vitest';
import { canBuyInPhase, contentAccessPhase, showsMembersOnlyBanner, type AccessPhase } from './access-phase.js';

const MEMBER = '2025-03-01T15:00:00Z';
const PUBLIC = '2025-03-08T15:00:00Z';
const at = (iso: string) => new Date(iso);

describe('contentAccessPhase (spec section 4)', () => {
  it.each<[string, unknown, unknown, Date, AccessPhase]>([
    ['before the member launch', MEMBER, PUBLIC, at('2025-02-28T00:00:00Z'), 'COMING_SOON'],
    ['one millisecond before the member launch', MEMBER, PUBLIC, at('2025-03-01T14:59:59.999Z'), 'COMING_SOON'],
    ['at the member launch', MEMBER, PUBLIC, at(MEMBER), 'MEMBERS_ONLY'],
    ['between the launches', MEMBER, PUBLIC, at('2025-03-05T00:00:00Z'), 'MEMBERS_ONLY'],
    ['one millisecond before the public launch', MEMBER, PUBLIC, at('2025-03-08T14:59:59.999Z'), 'MEMBERS_ONLY'],
    ['at the public launch', MEMBER, PUBLIC, at(PUBLIC), 'PUBLIC'],
    ['after the public launch', MEMBER, PUBLIC, at('2026-01-01T00:00:00Z'), 'PUBLIC'],
    ['dates given as Date objects', at(MEMBER), at(PUBLIC), at('2025-03-05T00:00:00Z'), 'MEMBERS_ONLY'],
    ['no member launch', null, PUBLIC, at('2026-01-01T00:00:00Z'), 'NONE'],
    ['no public launch', MEMBER, undefined, at('2026-01-01T00:00:00Z'), 'NONE'],
    ['no dates', null, null, at('2025-03-05T00:00:00Z'), 'NONE'],
    ['empty date string', '', PUBLIC, at('2025-03-05T00:00:00Z'), 'NONE'],
    ['unreadable date', 'soon', PUBLIC, at('2025-03-05T00:00:00Z'), 'NONE'],
    ['public launch set before member launch, between them', PUBLIC, MEMBER, at('2025-03-05T00:00:00Z'), 'PUBLIC'],
  ])('%s -> %s', (_case, memberLaunchDate, publicLaunchDate, now, expected) => {
    expect(
      contentAccessPhase({
        memberLaunchDate: memberLaunchDate as string | Date | null,
        publicLaunchDate: publicLaunchDate as string | Date | null,
        now,
      }),
    ).toBe(expected);
  });

  it('accepts now as epoch milliseconds', () => {
    expect(contentAccessPhase({ memberLaunchDate: MEMBER, publicLaunchDate: PUBLIC, now: Date.parse(PUBLIC) })).toBe(
      'PUBLIC',
    );
  });
});

describe('showsMembersOnlyBanner', () => {
  it.each<[AccessPhase, boolean]>([
    ['COMING_SOON', true],
    ['MEMBERS_ONLY', true],
    ['PUBLIC', false],
    ['NONE', false],
  ])('%s -> %s', (phase, expected) => {
    expect(showsMembersOnlyBanner(phase)).toBe(expected);
  });
});

describe('canBuyInPhase', () => {
  it.each<[AccessPhase, boolean, boolean]>([
    ['COMING_SOON', true, false],
    ['COMING_SOON', false, false],
    ['MEMBERS_ONLY', true, true],
    ['MEMBERS_ONLY', false, false],
    ['PUBLIC', false, true],
    ['NONE', false, true],
  ])('%s, active member %s -> %s', (phase, member, expected) => {
    expect(canBuyInPhase(phase, member)).toBe(expected);
  });
});
