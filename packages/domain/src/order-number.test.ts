import { describe, expect, it } from 'vitest';
import { orderIdFromNumber, orderNumber } from './order-number.js';

describe('orderNumber', () => {
  it.each<[string | number, string]>([
    [42, '1042'],
    [1, '101'],
    ['7', '107'],
    [12345, '1012345'],
  ])('%j -> %s', (id, expected) => {
    expect(orderNumber(id)).toBe(expected);
  });
});

describe('orderIdFromNumber', () => {
  it.each<[string, string | null]>([
    ['1042', '42'],
    [' 101 ', '1'],
    ['#1042', '42'],
    ['1010', '10'],
    ['10', null],
    ['1007', null],
    ['42', null],
    ['20042', null],
    ['10a4', null],
    ['', null],
  ])('%j -> %j', (value, expected) => {
    expect(orderIdFromNumber(value)).toBe(expected);
  });

  it('reverses orderNumber', () => {
    expect(orderIdFromNumber(orderNumber(987))).toBe('987');
  });
});
