import { describe, expect, it } from 'vitest';
import {
  NO_CREDITS,
  priceDevelopmentOrder,
  type CreditBalance,
  type DevelopmentOrderInput,
  type DevelopmentRoll,
} from './development-order.js';
import { PLAN_IDS, type PlanId } from './plan-ids.js';
import { DEFAULT_PRICE_LIST, applyPriceEdits } from './price-list.js';

const PLAIN: DevelopmentRoll = {
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

const order = (planId: PlanId, rolls: Partial<DevelopmentRoll>[], extra: Partial<DevelopmentOrderInput> = {}) =>
  priceDevelopmentOrder({
    planId,
    active: true,
    rolls: rolls.map((roll) => ({ ...PLAIN, ...roll })),
    negativesAction: null,
    inbound: { method: 'DROP_OFF' },
    credits: NO_CREDITS,
    ...extra,
  });

/** The subtotal of one roll with `roll`'s choices, no credits, dropped off. */
const oneRoll = (planId: PlanId, roll: Partial<DevelopmentRoll>) => order(planId, [roll]).subtotal;

// Section 9 per-roll prices; legacy plans read their 2025 namesake's column except where section 9
// gives them their own (additional roll 999, rush 999 / 0, 4K 0, half frames 599).
// Columns: NON_MEMBER, NICE_2025, VERY_NICE_2025, SUPER_NICE_2025, NICE_2023, VERY_NICE_2023,
// SUPER_NICE_2023, NICE_2021, NICE_MONTHLY.
const TABLE: Array<[string, Partial<DevelopmentRoll>, number[]]> = [
  ['C-41 dev+scan', {}, [1799, 1499, 1199, 999, 999, 999, 999, 999, 999]],
  ['black and white dev+scan', { process: 'BW' }, [1799, 1499, 1199, 999, 999, 999, 999, 999, 999]],
  ['E-6 dev+scan', { process: 'E-6' }, [2299, 1999, 1699, 1499, 1999, 1699, 1499, 1999, 1999]],
  ['ECN-2 dev+scan', { process: 'ECN-2' }, [3299, 2999, 2699, 2499, 2999, 2699, 2499, 2999, 2999]],
  ['+ 4K', { scanQuality: 'STANDARD_4K' }, [2998, 2498, 1498, 1098, 999, 999, 999, 999, 999]],
  ['+ 4K pre-scan', { scanQuality: 'STANDARD_4K_PRE_SCAN' }, [2998, 2498, 1498, 1098, 999, 999, 999, 999, 999]],
  ['+ pro scan', { scanQuality: 'PRO' }, [3798, 2998, 2198, 1498, 2498, 1998, 1498, 2498, 2498]],
  [
    '+ pro scan on E-6 (E-6 add-on 500)',
    { process: 'E-6', scanQuality: 'PRO' },
    [4798, 3998, 3198, 2498, 3998, 3198, 2498, 3998, 3998],
  ],
  [
    '+ pro scan on ECN-2 (ECN-2 add-on 1500)',
    { process: 'ECN-2', scanQuality: 'PRO' },
    [6798, 5998, 5198, 4498, 5998, 5198, 4498, 5998, 5998],
  ],
  ['+ rush', { rush: true }, [3298, 2498, 1698, 999, 1998, 1998, 999, 1998, 1998]],
  ['+ push', { pushPull: 1 }, [2098, 1698, 1398, 1198, 1198, 1198, 1198, 1198, 1198]],
  ['+ pull', { pushPull: -1 }, [2098, 1698, 1398, 1198, 1198, 1198, 1198, 1198, 1198]],
  ['+ cross process', { crossProcess: true }, [2098, 1698, 1398, 1198, 1198, 1198, 1198, 1198, 1198]],
  ['+ half frame', { format: 'half-frame' }, [2798, 2298, 1998, 1798, 1598, 1598, 1598, 1598, 1598]],
  ['+ cut sleeving', { sleeving: 'CUT' }, [1998, 1698, 1398, 1198, 1198, 1198, 1198, 1198, 1198]],
  ['+ uncut sleeving', { sleeving: 'UNCUT' }, [1998, 1598, 1298, 999, 1098, 1098, 999, 1098, 1098]],
  ['+ 4x6 prints', { prints: true }, [2998, 2498, 2198, 1998, 1998, 1998, 1998, 1998, 1998]],
  ['+ return to customer', { returnToCustomer: true }, [2598, 2198, 1199, 999, 1698, 999, 999, 1698, 1698]],
];

describe('priceDevelopmentOrder: one roll, every add-on, every plan (no credits)', () => {
  it.each(TABLE)('%s', (_name, roll, expected) => {
    expect(PLAN_IDS.map((planId) => oneRoll(planId, roll))).toEqual(expected);
  });
});

describe('credits are spent first', () => {
  const credits = (c: Partial<Record<keyof CreditBalance, number | 'unlimited'>>): CreditBalance => ({
    ...NO_CREDITS,
    ...c,
  });

  it('a Nice member with 2 dev+scan credits pays the third roll only', () => {
    const priced = order('NICE_2025', [{}, {}, {}], { credits: credits({ devScan: 2 }) });
    expect(priced.subtotal).toBe(1499);
    expect(priced.creditsUsed).toEqual({ devScan: 2, scan4K: 0, rush: 0, proScan: 0 });
    expect(priced.creditValue).toBe(2998);
    expect(priced.lines).toEqual([
      { sku: 'additionalroll', label: 'Additional Roll (credit)', quantity: 2, unitCents: 0, credit: 'devScan' },
      { sku: 'additionalroll', label: 'Additional Roll', quantity: 1, unitCents: 1499, credit: null },
    ]);
  });

  it('4K, rush and pro credits pay their add-ons; the E-6 pro add-on is never a credit', () => {
    const priced = order(
      'VERY_NICE_2025',
      [
        { scanQuality: 'STANDARD_4K', rush: true },
        { process: 'E-6', scanQuality: 'PRO', rush: true },
      ],
      { credits: credits({ devScan: 2, scan4K: 1, rush: 1, proScan: 1 }) },
    );
    // Everything is a credit except the second rush (499) and the E-6 pro add-on (500).
    expect(priced.subtotal).toBe(499 + 500);
    expect(priced.creditsUsed).toEqual({ devScan: 2, scan4K: 1, rush: 1, proScan: 1 });
    expect(priced.creditValue).toBe(1199 + 1699 + 299 + 499 + 999);
  });

  it('Super Nice rush is unlimited: free and never counted as a credit', () => {
    const priced = order('SUPER_NICE_2025', [{ rush: true }, { rush: true }], {
      credits: credits({ rush: 'unlimited', devScan: 90 }),
    });
    expect(priced.subtotal).toBe(0);
    expect(priced.creditsUsed.rush).toBe(0);
    expect(priced.lines.find((line) => line.sku === 'rush')).toMatchObject({ quantity: 2, unitCents: 0 });
  });

  it('a lapsed member pays list prices and spends no credit', () => {
    const priced = priceDevelopmentOrder({
      planId: 'NICE_2025',
      active: false,
      rolls: [PLAIN],
      negativesAction: null,
      inbound: { method: 'DROP_OFF' },
      credits: credits({ devScan: 10 }),
    });
    expect(priced.subtotal).toBe(1799);
    expect(priced.creditsUsed.devScan).toBe(0);
  });

  it('non-members have no credits even if some are passed', () => {
    expect(order('NON_MEMBER', [{}], { credits: credits({ devScan: 5 }) }).subtotal).toBe(1799);
  });
});

describe('negatives action and the way in', () => {
  it('ship back is one return shipment per order, by tier', () => {
    const nice = order('NICE_2025', [{}, { returnToCustomer: true }], { negativesAction: 'SHIP_BACK' });
    expect(nice.lines.filter((line) => line.sku === 'returnnegatives')).toEqual([
      { sku: 'returnnegatives', label: 'Return Negatives Shipping', quantity: 1, unitCents: 699, credit: null },
    ]);
  });

  it('a sleeving action sleeves every roll not already sleeved, once', () => {
    const priced = order('NON_MEMBER', [{}, { sleeving: 'CUT' }, {}], { negativesAction: 'UNCUT_SLEEVING' });
    expect(priced.lines.filter((line) => line.sku.endsWith('sleeving'))).toEqual([
      { sku: 'uncutsleeving', label: 'Uncut Sleeving', quantity: 2, unitCents: 199, credit: null },
      { sku: 'cutsleeving', label: 'Cut Sleeving', quantity: 1, unitCents: 199, credit: null },
    ]);
  });

  it('pick-up-or-auto actions and toss cost nothing now', () => {
    for (const action of ['TOSS', 'PICK_UP', 'PICK_UP_OR_AUTO_CUT', 'PICK_UP_OR_AUTO_UNCUT'] as const) {
      expect(order('NON_MEMBER', [{}], { negativesAction: action }).subtotal).toBe(1799);
    }
  });

  it.each([
    [{ method: 'DROP_OFF' as const }, 0],
    [{ method: 'EXTERNAL_FULFILLMENT' as const }, 0],
    [{ method: 'PREPAID_LABEL' as const }, 1499],
    [{ method: 'PREPAID_LABEL' as const, serviceLevel: 'fedex_ground' as const }, 1499],
    [{ method: 'PREPAID_LABEL' as const, serviceLevel: 'usps_first' as const }, 0],
  ])('inbound %j costs %i', (inbound, cents) => {
    expect(order('NICE_2025', [{}], { inbound }).subtotal - 1499).toBe(cents);
  });

  it('FedEx 2Day is priced from the lab product, and refused without one', () => {
    const inbound = { method: 'PREPAID_LABEL' as const, serviceLevel: 'fedex_2_day' as const };
    expect(order('NICE_2025', [{}], { inbound, labelPrices: { fedex_2_day: 2999 } }).subtotal).toBe(1499 + 2999);
    expect(() => order('NICE_2025', [{}], { inbound })).toThrow(/no price/);
    const returnLabel = { method: 'PREPAID_LABEL' as const, serviceLevel: 'return_negatives' as const };
    expect(() => order('NICE_2025', [{}], { inbound: returnLabel })).toThrow(/not a label for sending film in/);
  });

  it('an order needs a roll', () => {
    expect(() => order('NICE_2025', [])).toThrow(/at least one roll/);
  });
});

describe('priceDevelopmentOrder on the lab’s price list', () => {
  it('bills every line from the list it is given', () => {
    const { list } = applyPriceEdits(DEFAULT_PRICE_LIST, [
      { kind: 'service', service: 'devScan', tier: 'NON_MEMBER', cents: 1899 },
      { kind: 'service', service: 'rush', tier: 'NON_MEMBER', cents: 1599 },
      { kind: 'service', service: 'returnNegativesShipping', tier: 'NON_MEMBER', cents: 899 },
    ]);
    const rolls = [{ rush: true, returnToCustomer: true }];
    expect(order('NON_MEMBER', rolls).subtotal).toBe(1799 + 1499 + 799);
    expect(order('NON_MEMBER', rolls, { prices: list }).subtotal).toBe(1899 + 1599 + 899);
  });
});
