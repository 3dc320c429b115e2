import type { Order } from '@filmlab/api';
import type { Cart, CartPrint } from '@filmlab/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { clearCart, setCartOrder, useCartState } from '../../lib/cart-store';
import {
  createGuestOrder,
  createOrder,
  getGuestOrder,
  getOrder,
  isTotalChanged,
  payGuestOrder,
  payGuestOrderInLab,
  payOrder,
  payOrderInLab,
  updateGuestOrder,
  updateOrder,
  type GuestAddress,
  type LineInput,
  type OrderChanges,
} from './api/order-calls';

/** An order in these states has been paid for. */
const PAID_STATUSES: ReadonlySet<Order['status']> = new Set(['PAID', 'COMPLETE']);

/** What the server needs of the cart: ids and quantities, never an amount; a PRINT line's print. */
export function orderLinesOf(cart: Cart): LineInput[] {
  return cart.lines.map((line) => ({
    productId: line.productId,
    variantId: line.productVariantId,
    quantity: line.quantity,
    ...(line.print ? { print: printOf(line.print) } : {}),
  }));
}

/** The print as the order takes it: its quantity is the line's; the server checks every field. */
function printOf({ quantity: _quantity, ...print }: CartPrint): NonNullable<LineInput['print']> {
  return print as NonNullable<LineInput['print']>;
}

/** The order is gone or no longer open: start a new one rather than fail. */
const isStale = (error: unknown) => error instanceof ApiError && [403, 404, 409].includes(error.status);

export interface CheckoutOrder {
  order: Order | null;
  /** The cart is being sent to the server. */
  syncing: boolean;
  syncError: string | null;
  /** Address, promo code or credit; resolves with the repriced order. */
  change: (changes: OrderChanges) => Promise<Order>;
  /** Guests only: contact and address start (or update) the guest order. */
  saveGuest: (details: { email: string; name: string; address: GuestAddress }) => Promise<Order>;
  /** Pays and, once paid, empties the cart. */
  pay: (paymentId: string) => Promise<Order>;
  /** Places the order to be paid at the lab (its stock is held) and empties the cart. */
  payInLab: () => Promise<Order>;
}

/**
 * The server's order behind the cart (packages/api/CHECKOUT.md). A customer's order is created (or
 * given the cart's lines again) when checkout opens and whenever the cart changes; a guest's order
 * starts once contact and address are known. The order id (and a guest's token) stay with the cart
 * in browser storage so a reload picks up the same order.
 */
export function useCheckoutOrder(mode: 'customer' | 'guest'): CheckoutOrder {
  const cart = useCartState((state) => state.cart);
  const ref = useCartState((state) => state.order);
  const [order, setOrder] = useState<Order | null>(null);
  // The last sync's outcome, by the cart it was for: syncing is "the cart has moved on since".
  const [synced, setSynced] = useState<{ signature: string; error: string | null } | null>(null);
  const lines = orderLinesOf(cart);
  const signature = JSON.stringify(lines);
  const latest = useRef<string | null>(null);
  const wantsSync = lines.length > 0 && (mode === 'customer' || Boolean(ref?.guestToken));
  const syncing = wantsSync && synced?.signature !== signature;
  const syncError = synced?.signature === signature ? synced.error : null;

  useEffect(() => {
    if (lines.length === 0 || latest.current === signature) return;
    const guestRef = ref?.guestToken ? { id: ref.id, token: ref.guestToken } : null;
    if (mode === 'guest' && !guestRef) return;
    latest.current = signature;
    const run = async (): Promise<Order | null> => {
      if (mode === 'guest' && guestRef) {
        try {
          return await updateGuestOrder(guestRef.id, guestRef.token, { lines });
        } catch (error) {
          if (!isStale(error)) throw error;
          setCartOrder(null);
          return null;
        }
      }
      if (ref && !ref.guestToken) {
        try {
          return await updateOrder(ref.id, { lines });
        } catch (error) {
          if (!isStale(error)) throw error;
        }
      }
      return createOrder(lines);
    };
    run()
      .then((next) => {
        if (latest.current !== signature) return;
        setOrder(next);
        setSynced({ signature, error: null });
        if (next && mode === 'customer') setCartOrder({ id: next.id, guestToken: null });
      })
      .catch((error: unknown) => {
        if (latest.current !== signature) return;
        setSynced({ signature, error: error instanceof Error ? error.message : String(error) });
      });
    // The signature stands for the lines; the ref is read once per sync on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, mode]);

  const change = useCallback(
    async (changes: OrderChanges) => {
      if (!order) throw new Error('The order is still being prepared. Try again in a moment.');
      const next =
        mode === 'guest' && ref?.guestToken
          ? // A guest changes the address through saveGuest; here only the promo code.
            await updateGuestOrder(order.id, ref.guestToken, { promoCode: changes.promoCode })
          : await updateOrder(order.id, changes);
      setOrder(next);
      return next;
    },
    [order, mode, ref],
  );

  const saveGuest = useCallback(
    async (details: { email: string; name: string; address: GuestAddress }) => {
      const guestLines = orderLinesOf(cart);
      if (ref?.guestToken) {
        try {
          const next = await updateGuestOrder(ref.id, ref.guestToken, { ...details, lines: guestLines });
          setOrder(next);
          return next;
        } catch (error) {
          if (!isStale(error)) throw error;
        }
      }
      const created = await createGuestOrder({ ...details, lines: guestLines });
      latest.current = JSON.stringify(guestLines);
      setSynced({ signature: latest.current, error: null });
      setCartOrder({ id: created.order.id, guestToken: created.token });
      setOrder(created.order);
      return created.order;
    },
    [cart, ref],
  );

  const pay = useCallback(
    async (paymentId: string) => {
      if (!order) throw new Error('The order is still being prepared. Try again in a moment.');
      const token = mode === 'guest' ? ref?.guestToken : null;
      let paid: Order;
      try {
        paid = token
          ? await payGuestOrder(order.id, token, paymentId, order.total)
          : await payOrder(order.id, paymentId, order.total);
      } catch (error) {
        // Priced again to another amount (nothing was charged): show the order as it is now, and why.
        if (isTotalChanged(error)) {
          const current = await (token ? getGuestOrder(order.id, token) : getOrder(order.id)).catch(() => null);
          if (current) setOrder(current);
          throw error;
        }
        // The answer may be lost after the payment went through (a dropped connection, or a retry
        // of a payment that succeeded): ask for the order before calling it a failure. A decline
        // or a refused request is an answer, and stands.
        // (The client reports a network failure as status 0.)
        const answered = error instanceof ApiError && error.status > 0 && error.status < 500 && error.status !== 409;
        if (answered) throw error;
        const current = await (token ? getGuestOrder(order.id, token) : getOrder(order.id)).catch(() => null);
        if (!current || !PAID_STATUSES.has(current.status)) throw error;
        paid = current;
      }
      clearCart(token ? { id: paid.id, token } : null);
      return paid;
    },
    [order, mode, ref],
  );

  const payInLab = useCallback(async () => {
    if (!order) throw new Error('The order is still being prepared. Try again in a moment.');
    const token = mode === 'guest' ? ref?.guestToken : null;
    const placed = token ? await payGuestOrderInLab(order.id, token) : await payOrderInLab(order.id);
    clearCart(token ? { id: placed.id, token } : null);
    return placed;
  }, [order, mode, ref]);

  return { order, syncing, syncError, change, saveGuest, pay, payInLab };
}
