import { describe, expect, it } from 'vitest';
import { billedPlan, priceDevelopmentOrder, NO_CREDITS, type DevelopmentRoll } from './development-order.js';
import { returnRequestProblem, returnShippingCents } from './return-shipping.js';

const roll: DevelopmentRoll = {
  format: '35mm',
  process: 'C-41',
  crossProcess: false,
  pushPull: 0,
  scanQuality: 'STANDARD_2K',
  rush: false,
  sleeving: 'NONE',
  prints: false,
  returnToCustomer: false,
};

describe('return shipping by tier', () => {
  it.each([
    ['NON_MEMBER', true, 799],
    ['NICE_2025', true, 699],
    ['VERY_NICE_2025', true, 0],
    ['SUPER_NICE_2025', true, 0],
    ['VERY_NICE_2025', false, 799],
  ] as const)('USPS Return Negatives for %s (active %s) costs %i', (plan, active, cents) => {
    expect(returnShippingCents('return_negatives', billedPlan(plan, active))).toBe(cents);
  });

  it('FedEx Ground costs the label base price on every tier', () => {
    expect(returnShippingCents('fedex_ground', 'SUPER_NICE_2025')).toBe(1499);
    expect(returnShippingCents('fedex_ground', 'NON_MEMBER')).toBe(1499);
  });

  it('the chosen return parcel replaces the ship-back line, once per order', () => {
    const base = { planId: 'NICE_2025' as const, active: true, negativesAction: null, credits: NO_CREDITS };
    const inbound = { method: 'DROP_OFF' as const };
    const rolls = [
      { ...roll, returnToCustomer: true },
      { ...roll, returnToCustomer: true },
    ];
    const placed = priceDevelopmentOrder({ ...base, inbound, rolls });
    expect(placed.lines.filter((l) => l.sku === 'returnnegatives')).toEqual([
      expect.objectContaining({ quantity: 1, unitCents: 699 }),
    ]);
    const fedex = priceDevelopmentOrder({ ...base, inbound, rolls, returnServiceLevel: 'fedex_ground' });
    expect(fedex.lines.some((l) => l.sku === 'returnnegatives')).toBe(false);
    expect(fedex.lines.find((l) => l.sku === 'prepaidlabelfedexground')).toMatchObject({ unitCents: 1499 });
    expect(fedex.subtotal - placed.subtotal).toBe(1499 - 699);
    const asked = priceDevelopmentOrder({ ...base, inbound, rolls: [roll], returnServiceLevel: 'return_negatives' });
    expect(asked.lines.find((l) => l.sku === 'returnnegatives')).toMatchObject({ quantity: 1, unitCents: 699 });
  });
});

describe('when negatives can be asked back', () => {
  it.each([
    ['PAID', ['SCANNED', 'SYNCED'], null],
    ['OPEN', ['CREATED'], null],
    ['COMPLETE', ['SYNCED'], null],
    ['PAID', ['SYNCED', 'NEGATIVES_RETURNED'], 'The negatives of this order were already sent back'],
    ['CANCELED', ['CREATED'], 'This order was canceled'],
    ['OPEN', [], 'This order has no rolls to send back'],
  ] as const)('%s with rolls %j: %s', (status, stages, problem) => {
    expect(returnRequestProblem(status, stages)).toBe(problem);
  });
});
