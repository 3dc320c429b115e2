import { describe, expect, it } from 'vitest';
import { createLocalTaxTable } from './local-tax-table.js';
import { tableRate } from './rate-table.js';

describe('the local rate table', () => {
  it.each([
    ['NY', '10001', 8.875],
    ['NY', '11211', 8.875],
    ['NY', '10314', 8.875],
    ['NY', '11501', 8.625],
    ['NY', '12207', 8],
    ['ny', '11211-1234', 8.875],
    ['NJ', '07030', 6.625],
    ['OR', '97201', 0],
    ['IL', '60601', 10.25],
    ['IL', '62701', 6.25],
  ])('%s %s -> %s', (state, zip, rate) => {
    expect(tableRate(state, zip)).toBe(rate);
  });

  it('fails for a state it does not know, so the default rate applies', async () => {
    await expect(
      createLocalTaxTable().rateFor({ address1: '1 A St', city: 'X', state: 'AA', zip: '09001' }, 100),
    ).rejects.toThrow();
  });
});
