import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_RATE } from './readings.js';
import { chooseTaxRate, formatTaxRate, taxCents, taxRateSource, type TaxRateOrder, type TaxRateSource } from './tax.js';

describe('taxRateSource and chooseTaxRate (spec sections 4 and 8)', () => {
  it.each<[string, TaxRateOrder | null, number | null | undefined, number | null | undefined, TaxRateSource, number]>([
    ['paid order with a rate keeps it', { paymentId: 'pi_1', taxRate: 8.875 }, 7, 6, 'stored', 8.875],
    ['paid order with a zero rate keeps zero', { paymentId: 'pi_1', taxRate: 0 }, 7, 6, 'stored', 0],
    ['paid order without a rate uses the default', { paymentId: 'pi_1', taxRate: null }, 7, 6, 'default', 7],
    ['unpaid order with a rate uses the default', { paymentId: null, taxRate: 8.875 }, 7, 6, 'default', 7],
    ['empty payment id counts as unpaid', { paymentId: '', taxRate: 8.875 }, 7, 6, 'default', 7],
    ['no order uses the default', null, 7, 6, 'default', 7],
    ['a zero default is a default', null, 0, 6, 'default', 0],
    ['no default: calculated', { paymentId: null, taxRate: null }, undefined, 6.5, 'calculate', 6.5],
    ['no default, calculated zero', null, null, 0, 'calculate', 0],
    ['calculation failed: 8.75', null, null, null, 'calculate', DEFAULT_TAX_RATE],
    ['calculation not made: 8.75', { paymentId: null }, undefined, undefined, 'calculate', DEFAULT_TAX_RATE],
    ['calculation returned NaN: 8.75', null, undefined, Number.NaN, 'calculate', DEFAULT_TAX_RATE],
  ])('%s', (_case, order, defaultRate, calculated, source, rate) => {
    expect(taxRateSource({ order, defaultRate })).toBe(source);
    expect(chooseTaxRate({ order, defaultRate, calculated })).toBe(rate);
  });
});

describe('formatTaxRate', () => {
  it.each([
    [8.875, '8.875%'],
    [8.75, '8.75%'],
    [8, '8.00%'],
    [0, '0.00%'],
    [1.005, '1.005%'],
    [6.625, '6.625%'],
    [10.254, '10.254%'],
    [7.0005, '7.001%'],
    [9.1234, '9.123%'],
  ])('%d -> %s', (rate, expected) => {
    expect(formatTaxRate(rate)).toBe(expected);
  });
});

describe('taxCents', () => {
  it.each([
    [1000, 8.875, 89],
    [1000, 8.75, 88],
    [1799, 8.875, 160],
    [10000, 8.875, 888],
    [0, 8.875, 0],
    [1000, 0, 0],
    [200, 6.25, 13],
    [12345, 7, 864],
  ])('%i cents at %d%% -> %i', (amount, rate, expected) => {
    expect(taxCents(amount, rate)).toBe(expected);
  });
});
