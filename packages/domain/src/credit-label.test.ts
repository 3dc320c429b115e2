import { describe, expect, it } from 'vitest';
import { creditLineLabel } from './credit-label.js';
import type { OrderStatus } from './enums.js';

describe('creditLineLabel', () => {
  it.each<[OrderStatus, string]>([
    ['OPEN', 'Account Credit'],
    ['INVOICED', 'Applied Credit'],
    ['PAID', 'Applied Credit'],
    ['COMPLETE', 'Applied Credit'],
    ['CANCELED', 'Applied Credit'],
  ])('%s -> %s', (status, expected) => {
    expect(creditLineLabel(status)).toBe(expected);
  });
});
