import type { Address, Order } from '@filmlab/api';
import { routePaths } from '@filmlab/api/paths';
import { ApiError, callRoute, type BodyOf } from '../../../lib/api-client';

// The order calls of packages/api/CHECKOUT.md. The browser sends ids and quantities only; every
// amount comes back from the server.

/** A line as the browser sends it: product, variant and quantity. */
export type LineInput = NonNullable<BodyOf<typeof routePaths.orders.create>['lines']>[number];

export type OrderChanges = Pick<
  BodyOf<typeof routePaths.orders.update>,
  'address' | 'promoCode' | 'applyCredit' | 'lines' | 'useBillingAddressForTax'
>;
export type GuestAddress = NonNullable<BodyOf<typeof routePaths.guestOrders.create>['address']>;
export type GuestChanges = Omit<BodyOf<typeof routePaths.guestOrders.update>, 'token'>;

export async function createOrder(lines: LineInput[]): Promise<Order> {
  return (await callRoute(routePaths.orders.create, { body: { lines } })).order;
}

export async function updateOrder(id: number, changes: OrderChanges): Promise<Order> {
  return (await callRoute(routePaths.orders.update, { params: { id }, body: changes })).order;
}

export async function getOrder(id: number | string, signal?: AbortSignal): Promise<Order> {
  return (await callRoute(routePaths.orders.get, { params: { id }, signal })).order;
}

/**
 * Pays with a card (null: nothing to pay, credits cover it); `expectedTotal` is the amount the buyer was
 * shown, so an order priced again to another amount is refused (409, see isTotalChanged) and not charged.
 */
export async function payOrder(id: number, paymentId: string | null, expectedTotal: number): Promise<Order> {
  const body = { ...(paymentId ? { paymentId } : {}), expectedTotal };
  return (await callRoute(routePaths.orders.attachPayment, { params: { id }, body })).order;
}

/** The order came to another amount when it was priced again for payment: nothing was charged. */
export const isTotalChanged = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.errors.some((e) => e.startsWith('expectedTotal:'));

/** Pay at the lab (cash or card reader): the order is held, INVOICED, until staff mark it paid. */
export async function payOrderInLab(id: number): Promise<Order> {
  return (await callRoute(routePaths.orders.payInLab, { params: { id } })).order;
}

export function createGuestOrder(body: BodyOf<typeof routePaths.guestOrders.create>) {
  return callRoute(routePaths.guestOrders.create, { body });
}

export async function updateGuestOrder(id: number, token: string, changes: GuestChanges): Promise<Order> {
  return (await callRoute(routePaths.guestOrders.update, { params: { id }, body: { token, ...changes } })).order;
}

export async function getGuestOrder(id: number | string, token: string, signal?: AbortSignal): Promise<Order> {
  return (await callRoute(routePaths.guestOrders.get, { params: { id }, query: { token }, signal })).order;
}

export async function payGuestOrder(
  id: number,
  token: string,
  paymentId: string,
  expectedTotal: number,
): Promise<Order> {
  const body = { token, paymentId, expectedTotal };
  return (await callRoute(routePaths.guestOrders.attachPayment, { params: { id }, body })).order;
}

export async function payGuestOrderInLab(id: number, token: string): Promise<Order> {
  return (await callRoute(routePaths.guestOrders.payInLab, { params: { id }, body: { token } })).order;
}

/** A new address in the customer's address book (POST /users/:id/address). */
export async function createAddress(
  userId: number,
  address: BodyOf<typeof routePaths.addresses.create>,
): Promise<Address> {
  return (await callRoute(routePaths.addresses.create, { params: { id: userId }, body: address })).address;
}
