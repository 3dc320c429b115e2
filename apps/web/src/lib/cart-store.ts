import {
  addToCart,
  adoptCart,
  clampCartToStock,
  emptyCart,
  repriceCart,
  setLineQuantity,
  type AddToCartInput,
  type Buyer,
  type Cart,
  type CartProduct,
  type PrintSizePrices,
} from '@filmlab/domain';
import { useStore } from 'zustand';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { discardPrintDrafts } from './print-draft-store';

/**
 * The cart (spec section 4): the current order, kept in browser storage so a visitor's cart
 * survives a reload. The rules live in @filmlab/domain (cart.ts); this store only holds the
 * result and whether the panel is open. Shared by the shop (adding), the headers (the count and
 * panel) and checkout (the lines), so it lives in lib/ like the session.
 */
/** The server's order for this cart once checkout has started; a guest's order also needs its token. */
export interface CartOrderRef {
  id: number;
  guestToken: string | null;
}

export interface CartState {
  cart: Cart;
  open: boolean;
  order: CartOrderRef | null;
  /** The last paid guest order, so its confirmation page can read it. */
  lastGuestOrder: { id: number; token: string } | null;
}

export const CART_STORAGE_KEY = 'filmlab.cart';

export const cartStore = createStore<CartState>()(
  persist((): CartState => ({ cart: emptyCart(), open: false, order: null, lastGuestOrder: null }), {
    name: CART_STORAGE_KEY,
    version: 1,
    partialize: (state) => ({ cart: state.cart, order: state.order, lastGuestOrder: state.lastGuestOrder }),
  }),
);

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `line-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** When no lines remain the cart resets to closed (spec section 4). */
const settle = (cart: Cart): Pick<CartState, 'cart' | 'open'> => ({
  cart,
  open: cartStore.getState().open && cart.lines.length > 0,
});

/** Adds a product and opens the panel to show it. */
export function addProductToCart(input: Omit<AddToCartInput, 'makeKey' | 'now'>): void {
  const cart = addToCart(cartStore.getState().cart, { ...input, now: Date.now(), makeKey: newKey });
  cartStore.setState({ cart, open: true });
}

/** Zero removes the line and discards its print draft, so the print page does not bring it back. */
export function setCartLineQuantity(tempKey: string, quantity: number): void {
  const { cart, removedPrintDraftId } = setLineQuantity(cartStore.getState().cart, tempKey, quantity);
  cartStore.setState(settle(cart));
  discardPrintDrafts([removedPrintDraftId]);
}

/** When the cart's products load: lines over stock come down to it and show this buyer's price (a print size's from the price list). */
export function syncCartWithProducts(
  products: readonly CartProduct[],
  buyer: Buyer,
  printSizes?: PrintSizePrices,
): void {
  const before = cartStore.getState().cart;
  const cart = repriceCart(clampCartToStock(before, products), products, buyer, Date.now(), printSizes);
  if (cart !== before) cartStore.setState(settle(cart));
}

/** The order belongs to the logged-in customer (spec section 4). */
export function adoptCartFor(userId: number | null): void {
  const before = cartStore.getState().cart;
  const cart = adoptCart(before, userId);
  // An order started by someone else (or as a guest) is not this customer's: checkout starts a new one.
  if (cart !== before) cartStore.setState({ cart, order: null });
}

export function setCartOrder(order: CartOrderRef | null): void {
  cartStore.setState({ order });
}

/** Once the order is placed the cart, its order and the print drafts on its lines are done (spec section 4). */
export function clearCart(paidGuestOrder: { id: number; token: string } | null = null): void {
  const printDrafts = cartStore.getState().cart.lines.map((line) => line.print?.draftId);
  cartStore.setState((state) => ({
    cart: emptyCart(state.cart.customerId),
    open: false,
    order: null,
    lastGuestOrder: paidGuestOrder ?? state.lastGuestOrder,
  }));
  discardPrintDrafts(printDrafts);
}

export function setCartOpen(open: boolean): void {
  cartStore.setState({ open });
}

export function useCartState<T>(select: (state: CartState) => T): T {
  return useStore(cartStore, select);
}
