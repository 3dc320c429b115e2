import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './enums.js';
import { adjustmentBalance, canOrder, nextOrderStatus, type OrderAction } from './order-status.js';

// Every status against every action: the allowed moves, and a refusal with a message for the rest.
const allowed: Array<[OrderStatus, OrderAction, OrderStatus]> = [
  ['OPEN', 'update', 'OPEN'],
  ['OPEN', 'invoice', 'INVOICED'],
  ['OPEN', 'sendInvoice', 'INVOICED'],
  ['INVOICED', 'sendInvoice', 'INVOICED'],
  ['OPEN', 'payInLab', 'INVOICED'],
  ['INVOICED', 'payInLab', 'INVOICED'],
  ['OPEN', 'pay', 'PAID'],
  ['INVOICED', 'pay', 'PAID'],
  ['PAID', 'complete', 'COMPLETE'],
  ['OPEN', 'cancel', 'CANCELED'],
  ['INVOICED', 'cancel', 'CANCELED'],
  ['OPEN', 'adjust', 'OPEN'],
  ['INVOICED', 'adjust', 'INVOICED'],
  ['PAID', 'adjust', 'PAID'],
  ['PAID', 'invoiceDifference', 'INVOICED'],
];
const actions: OrderAction[] = [
  'update',
  'invoice',
  'sendInvoice',
  'payInLab',
  'pay',
  'complete',
  'cancel',
  'adjust',
  'invoiceDifference',
];

describe('nextOrderStatus', () => {
  it.each(allowed)('%s --%s--> %s', (from, action, to) => {
    expect(nextOrderStatus(from, action)).toEqual({ ok: true, status: to });
    expect(canOrder(from, action)).toBe(true);
  });

  const refused = ORDER_STATUSES.flatMap((from) =>
    actions
      .filter((action) => !allowed.some(([f, a]) => f === from && a === action))
      .map((action) => [from, action] as const),
  );
  it.each(refused)('%s refuses %s with a message', (from, action) => {
    const move = nextOrderStatus(from, action);
    expect(move.ok).toBe(false);
    expect(canOrder(from, action)).toBe(false);
    if (!move.ok) expect(move.message).toMatch(/^An order that is \w+ cannot be [\w ]+$/);
  });

  it('names the states in words', () => {
    expect(nextOrderStatus('CANCELED', 'pay')).toEqual({
      ok: false,
      message: 'An order that is canceled cannot be paid',
    });
    expect(nextOrderStatus('PAID', 'cancel')).toEqual({
      ok: false,
      message: 'An order that is paid cannot be canceled',
    });
  });

  it('says what paying at the lab means when it is refused', () => {
    expect(nextOrderStatus('PAID', 'payInLab')).toEqual({
      ok: false,
      message: 'An order that is paid cannot be paid at the lab',
    });
  });

  it('has 30 refused pairs of 45', () => {
    expect(refused).toHaveLength(45 - allowed.length);
    expect(refused).toHaveLength(30);
  });

  it('refuses adjusting a completed or canceled order in words', () => {
    expect(nextOrderStatus('COMPLETE', 'adjust')).toEqual({
      ok: false,
      message: 'An order that is complete cannot be adjusted',
    });
  });
});

describe('adjustmentBalance', () => {
  it.each([
    ['never paid: nothing apart is due', null, 5000, { kind: 'even', cents: 0 }],
    ['paid with credits only, a roll added', 0, 1899, { kind: 'due', cents: 1899 }],
    ['paid, total unchanged', 5000, 5000, { kind: 'even', cents: 0 }],
    ['paid, an extra roll', 5000, 6899, { kind: 'due', cents: 1899 }],
    ['paid, a roll removed', 5000, 3101, { kind: 'refund', cents: 1899 }],
    ['paid, now free', 5000, 0, { kind: 'refund', cents: 5000 }],
  ] as const)('%s', (_name, paid, total, expected) => {
    expect(adjustmentBalance(paid, total)).toEqual(expected);
  });
});
