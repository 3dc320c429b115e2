import { describe, expect, it } from 'vitest';
import { membershipFrom, noMembership, type MembershipView, type SubscriptionFacts } from './membership-view.js';

const end = new Date('2027-03-01T00:00:00.000Z');
const subscription = (facts: Partial<SubscriptionFacts>): SubscriptionFacts => ({
  planId: 'NICE_2025',
  priceLookupKey: null,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: end,
  ...facts,
});

describe('membershipFrom', () => {
  it.each<[string, SubscriptionFacts | undefined, boolean, MembershipView]>([
    ['no subscription', undefined, true, noMembership],
    [
      'a renewing plan',
      subscription({}),
      true,
      { plan: 'NICE_2025', status: 'renewing', periodEnd: end.toISOString() },
    ],
    [
      'one cancelled at period end',
      subscription({ planId: 'SUPER_NICE_2025', cancelAtPeriodEnd: true }),
      true,
      { plan: 'SUPER_NICE_2025', status: 'expiring', periodEnd: end.toISOString() },
    ],
    [
      'a lapsed member',
      subscription({ planId: 'NICE_2023' }),
      false,
      { plan: 'NICE_2023', status: 'lapsed', periodEnd: end.toISOString() },
    ],
    [
      'the price key names the plan, before the plan id',
      subscription({ planId: 'NICE_2025', priceLookupKey: 'nicemonthly' }),
      true,
      { plan: 'NICE_MONTHLY', status: 'renewing', periodEnd: end.toISOString() },
    ],
    ['an unknown plan id', subscription({ planId: 'GOLD' }), true, noMembership],
    [
      'no period end yet',
      subscription({ currentPeriodEnd: null }),
      true,
      { plan: 'NICE_2025', status: 'renewing', periodEnd: null },
    ],
  ])('%s', (_, row, active, expected) => {
    expect(membershipFrom(row, active)).toEqual(expected);
  });
});
