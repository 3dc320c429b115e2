import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../errors.js';
import type { OrderRow } from './store.js';

export const newGuestToken = () => randomBytes(24).toString('base64url');

/** A guest order is read and paid with its token only; a wrong token reads as a missing order. */
export function assertGuestToken(order: OrderRow | undefined, token: string): asserts order is OrderRow {
  const expected = Buffer.from(order?.guestToken ?? '');
  const given = Buffer.from(token);
  if (
    !order ||
    !order.guest ||
    expected.length === 0 ||
    expected.length !== given.length ||
    !timingSafeEqual(expected, given)
  ) {
    throw new AppError('NOT_FOUND', 'Order not found');
  }
}
