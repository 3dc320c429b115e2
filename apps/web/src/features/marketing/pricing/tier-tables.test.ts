import { PLANS, TIER_COLUMNS } from '@filmlab/domain';
import { describe, expect, it } from 'vitest';
import { TIER_HEADINGS, TIER_TABLES } from './tier-tables';

describe('pricing tables', () => {
  it('has the four tier columns, named from the plans, opening the purchase page per membership', () => {
    expect(TIER_HEADINGS.map((heading) => heading.label)).toEqual(['Non-Member', 'Nice', 'Very Nice', 'Super Nice']);
    expect(TIER_HEADINGS.map((heading) => heading.purchaseHref)).toEqual([
      null,
      '/memberships/purchase?tier=NICE_2025',
      '/memberships/purchase?tier=VERY_NICE_2025',
      '/memberships/purchase?tier=SUPER_NICE_2025',
    ]);
  });

  it('takes every value from the plan records', () => {
    expect(TIER_TABLES.map((table) => table.title)).toEqual(['Benefits', 'Pricing', 'Add-Ons']);
    for (const table of TIER_TABLES)
      for (const row of table.rows)
        for (const tier of TIER_COLUMNS) expect(row.values[tier]).toBe(PLANS[tier].benefits[row.key].value);
  });
});
