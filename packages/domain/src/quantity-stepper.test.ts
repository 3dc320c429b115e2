import { describe, expect, it } from 'vitest';
import type { ProductType } from './enums.js';
import {
  clampQuantity,
  maxQuantityFor,
  stepQuantity,
  stepperState,
  type StepperOptions,
  type StepperState,
} from './quantity-stepper.js';

describe('stepperState (spec section 5)', () => {
  it.each<[string, StepperOptions, StepperState]>([
    ['defaults: quantity 1, stock 100000', {}, { canDecrement: false, canIncrement: true, min: 1, max: 99999 }],
    ['minus disabled at 1', { quantity: 1, stock: 10 }, { canDecrement: false, canIncrement: true, min: 1, max: 9 }],
    ['minus enabled at 2', { quantity: 2, stock: 10 }, { canDecrement: true, canIncrement: true, min: 1, max: 9 }],
    [
      'zero allowed: minus enabled at 1',
      { quantity: 1, allowZero: true, stock: 10 },
      { canDecrement: true, canIncrement: true, min: 0, max: 9 },
    ],
    [
      'zero allowed: minus disabled at 0',
      { quantity: 0, allowZero: true, stock: 10 },
      { canDecrement: false, canIncrement: true, min: 0, max: 9 },
    ],
    [
      'plus enabled while quantity + 1 stays below stock',
      { quantity: 8, stock: 10 },
      { canDecrement: true, canIncrement: true, min: 1, max: 9 },
    ],
    [
      'plus disabled when quantity + 1 reaches stock',
      { quantity: 9, stock: 10 },
      { canDecrement: true, canIncrement: false, min: 1, max: 9 },
    ],
    [
      'plus disabled when quantity + 1 exceeds stock',
      { quantity: 12, stock: 10 },
      { canDecrement: true, canIncrement: false, min: 1, max: 9 },
    ],
    [
      'stock 1: nothing to add',
      { quantity: 1, stock: 1 },
      { canDecrement: false, canIncrement: false, min: 1, max: 0 },
    ],
    ['stock 2: stuck at 1', { quantity: 1, stock: 2 }, { canDecrement: false, canIncrement: false, min: 1, max: 1 }],
    [
      'default stock: 99998 can still go up',
      { quantity: 99998 },
      { canDecrement: true, canIncrement: true, min: 1, max: 99999 },
    ],
    [
      'default stock: 99999 is the top',
      { quantity: 99999 },
      { canDecrement: true, canIncrement: false, min: 1, max: 99999 },
    ],
  ])('%s', (_case, options, expected) => {
    expect(stepperState(options)).toEqual(expected);
  });
});

describe('stepQuantity', () => {
  it.each<['increment' | 'decrement', StepperOptions, number]>([
    ['increment', {}, 2],
    ['decrement', {}, 1],
    ['decrement', { quantity: 3 }, 2],
    ['decrement', { quantity: 1, allowZero: true }, 0],
    ['increment', { quantity: 8, stock: 10 }, 9],
    ['increment', { quantity: 9, stock: 10 }, 9],
  ])('%s from %j -> %i', (direction, options, expected) => {
    expect(stepQuantity(direction, options)).toBe(expected);
  });
});

describe('clampQuantity', () => {
  it.each<[number, StepperOptions, number]>([
    [5, { stock: 10 }, 5],
    [0, { stock: 10 }, 1],
    [0, { stock: 10, allowZero: true }, 0],
    [-3, { stock: 10, allowZero: true }, 0],
    [10, { stock: 10 }, 9],
    [500, {}, 500],
    [200000, {}, 99999],
    [2.7, { stock: 10 }, 2],
    [Number.NaN, { stock: 10 }, 1],
    [Number.POSITIVE_INFINITY, { stock: 10 }, 1],
    [3, { stock: 1 }, 1],
    [3, { stock: 0, allowZero: true }, 0],
  ])('%d with %j -> %i', (value, options, expected) => {
    expect(clampQuantity(value, options)).toBe(expected);
  });
});

describe('maxQuantityFor', () => {
  it.each<[ProductType, number | null | undefined, number]>([
    ['PRINT', 3, 100000],
    ['PRINT', null, 100000],
    ['PRODUCT', 12, 12],
    ['PRODUCT', 0, 0],
    ['PRODUCT', null, 100000],
    ['DIGITAL', undefined, 100000],
    ['SERVICE_ADD_ON', 40, 40],
  ])('%s with variant stock %j -> %i', (type, stock, expected) => {
    expect(maxQuantityFor(type, stock)).toBe(expected);
  });
});
