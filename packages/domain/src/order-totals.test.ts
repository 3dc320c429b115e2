import { describe, expect, it } from 'vitest';
import { MAX_ORDER_CENTS, orderSizeProblem, orderTotals, shippingFor, type OrderTotalsInput } from './order-totals.js';

const film = { unitAmount: 1999, quantity: 2, productType: 'PRODUCT' as const };
const digital = { unitAmount: 1000, quantity: 1, productType: 'DIGITAL' as const };
const input = (i: Partial<OrderTotalsInput>): OrderTotalsInput => ({
  lines: [film],
  promo: null,
  taxRate: null,
  creditBalance: 0,
  applyCredit: false,
  ...i,
});

describe('orderTotals', () => {
  it.each([
    // name, input, subtotal, discount, shipping, tax, credit, total
    ['lines and shipping, no address yet', input({}), 3998, 0, 999, 0, 0, 4997],
    ['NYC tax on goods and shipping', input({ taxRate: 8.875 }), 3998, 0, 999, 443, 0, 5440],
    ['digital only: no shipping', input({ lines: [digital], taxRate: 8.875 }), 1000, 0, 0, 89, 0, 1089],
    [
      'promo scoped to PRODUCT lines',
      input({ lines: [film, digital], promo: { percentOff: 10, amountOff: null, productType: 'PRODUCT' }, taxRate: 0 }),
      4998,
      400,
      999,
      0,
      0,
      5597,
    ],
    [
      'credit after tax, capped at the total',
      input({ lines: [digital], taxRate: 8.75, creditBalance: 50_000, applyCredit: true }),
      1000,
      0,
      0,
      88,
      1088,
      0,
    ],
    ['credit not asked for', input({ lines: [digital], creditBalance: 500 }), 1000, 0, 0, 0, 0, 1000],
    ['part credit', input({ lines: [digital], creditBalance: 250, applyCredit: true }), 1000, 0, 0, 0, 250, 750],
    ['empty order', input({ lines: [], taxRate: 8.875 }), 0, 0, 0, 0, 0, 0],
  ])('%s', (_name, i, subtotal, appliedDiscount, shipping, tax, appliedCredit, total) => {
    expect(orderTotals(i)).toMatchObject({ subtotal, appliedDiscount, shipping, tax, appliedCredit, total });
  });

  it('gives each line its amount and discount', () => {
    const t = orderTotals(
      input({ lines: [film, digital], promo: { percentOff: null, amountOff: 500, productType: null } }),
    );
    expect(t.lineAmounts).toEqual([3998, 1000]);
    expect(t.lineDiscounts).toEqual([400, 100]);
  });

  it('ships PRODUCT and PRINT lines only', () => {
    expect(shippingFor([{ productType: 'PRINT' }])).toBe(999);
    expect(shippingFor([{ productType: 'SERVICE_ADD_ON' }, { productType: 'DIGITAL' }])).toBe(0);
  });
});

describe('orderSizeProblem', () => {
  const camera = { unitAmount: 99_900, productType: 'PRODUCT' as const };
  it.each([
    ['one camera', [{ ...camera, quantity: 1 }], null],
    ['1,000 cameras: $999,000 is the most that fits', [{ ...camera, quantity: 1000 }], null],
    ['30,000 cameras: the line alone is too large', [{ ...camera, quantity: 30_000 }], 0],
    ['a line beyond 32 bits', [film, { ...camera, quantity: 100_000 }], 1],
    [
      'two lines each fine, together too large',
      [
        { ...camera, quantity: 600 },
        { ...camera, quantity: 600 },
      ],
      null,
    ],
  ])('%s', (name, lines, line) => {
    const problem = orderSizeProblem(orderTotals(input({ lines })));
    if (name.startsWith('two lines')) {
      expect(problem).toEqual({ line: null, message: expect.stringContaining('$999,999.99') });
    } else if (line === null) {
      expect(problem).toBeNull();
    } else {
      expect(problem).toEqual({ line, message: expect.stringMatching(/^comes to more than \$999,999\.99/) });
    }
  });

  it('counts tax and shipping in the total', () => {
    const lines = [{ unitAmount: MAX_ORDER_CENTS - 999, quantity: 1, productType: 'PRODUCT' as const }];
    expect(orderSizeProblem(orderTotals(input({ lines })))).toBeNull();
    expect(orderSizeProblem(orderTotals(input({ lines, taxRate: 8.875 })))?.line).toBeNull();
    expect(orderSizeProblem(orderTotals(input({ lines, taxRate: 8.875 })))).not.toBeNull();
  });
});
