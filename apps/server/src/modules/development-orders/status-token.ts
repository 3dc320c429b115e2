// The token of an order's status link (/orders/{id}?token=..., in the order's e-mails). It is an
// HMAC of the order id under the app secret rather than a random token stored hashed: nothing to
// store or migrate (orders placed before the link existed get one too), every e-mail of an order
// carries the same link, any process checks it without a query, and what it opens holds nothing
// personal, so one-by-one revocation is not needed (rotating AUTH_SECRET revokes every link).
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'order-status:v1:';

export function orderStatusToken(secret: string, orderId: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}${orderId}`).digest('base64url');
}

export function isOrderStatusToken(secret: string, orderId: number, token: string): boolean {
  const expected = Buffer.from(orderStatusToken(secret, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const orderStatusUrl = (config: { publicUrl: string; authSecret: string }, orderId: number) =>
  `${config.publicUrl}/orders/${orderId}?token=${orderStatusToken(config.authSecret, orderId)}`;
