import { describe, expect, it } from 'vitest';
import { orderTotals, shippingFor, type OrderTotalsInput } from './order-totals.js';

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
