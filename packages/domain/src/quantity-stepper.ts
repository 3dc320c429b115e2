// The quantity stepper (spec section 5).
import type { ProductType } from './enums.js';
import { DEFAULT_QUANTITY, DEFAULT_STOCK, PRINT_QUANTITY_CAP } from './limits.js';

export interface StepperOptions {
  quantity?: number;
  stock?: number;
  /** Cart lines allow zero, which removes the line. */
  allowZero?: boolean;
}

export interface StepperState {
  canDecrement: boolean;
  canIncrement: boolean;
  min: number;
  /** The highest quantity the plus button reaches: stock minus 1 (spec section 5). */
  max: number;
}

export function stepperState({
  quantity = DEFAULT_QUANTITY,
  stock = DEFAULT_STOCK,
  allowZero = false,
}: StepperOptions = {}): StepperState {
  const min = allowZero ? 0 : 1;
  return {
    canDecrement: quantity > min,
    // The spec disables plus once quantity + 1 would reach the stock, so stock - 1 is the top.
    canIncrement: quantity + 1 < stock,
    min,
    max: stock - 1,
  };
}

/** The next quantity after pressing plus or minus; unchanged when that button is disabled. */
export function stepQuantity(direction: 'increment' | 'decrement', options: StepperOptions = {}): number {
  const quantity = options.quantity ?? DEFAULT_QUANTITY;
  const state = stepperState(options);
  if (direction === 'increment') return state.canIncrement ? quantity + 1 : quantity;
  return state.canDecrement ? quantity - 1 : quantity;
}

/**
 * A typed-in quantity brought into what the stepper can reach: a whole number from min up to
 * stock - 1. When stock is too low for that range to exist (stock 0 or 1), the minimum wins, so
 * a quantity is never below what the field allows.
 */
export function clampQuantity(
  value: number,
  { stock = DEFAULT_STOCK, allowZero = false }: StepperOptions = {},
): number {
  const { min, max } = stepperState({ stock, allowZero });
  if (!Number.isFinite(value)) return min;
  return Math.max(min, Math.min(Math.trunc(value), max));
}

/**
 * The stock a product's stepper counts against: prints are made to order so they only have a
 * cap; everything else has the variant's stock (the default stock when a variant records none).
 */
export function maxQuantityFor(productType: ProductType, variantStock: number | null | undefined): number {
  if (productType === 'PRINT') return PRINT_QUANTITY_CAP;
  return variantStock ?? DEFAULT_STOCK;
}
