// The shopping cart, which is the customer's current order (spec section 4, "Cart").
import { contentAccessPhase } from './access-phase.js';
import type { ProductType } from './enums.js';
import { isMemberPriceEligible, unitPriceFor } from './member-price.js';
import { shippingFor } from './order-totals.js';
import type { PlanId } from './plan-ids.js';
import { PRICE_COLUMN_OF_PLAN } from './prices.js';
// Types only: the cart's script does not load the prints module (one more chunk for every page).
import type { PrintSize, PrintSizePrices } from './prints.js';

/**
 * The print products' skus (prints.ts's PRINT_PRODUCT_SKUS, written out again: importing them would make
 * the prints module a chunk every page names; print-prices.test.ts holds the two equal).
 */
const PRINT_SKUS: readonly string[] = ['print-large-format', 'print-4x6'];

/** A print draft attached to a line (spec section 3: draftId, quantity). */
export interface CartPrint {
  /** The uploaded file's draft (large format); a 4x6 print of a hosted frame has none. */
  draftId: string | null;
  quantity: number;
  /** What is printed and how: a size of PRINT_SIZES, the paper, the crop; 4x6: the frame, finish, border. */
  size?: string;
  paperId?: number | null;
  cropMode?: 'fill' | 'fit';
  cropX?: number;
  cropY?: number;
  scanId?: number | null;
  finish?: string | null;
  border?: string | null;
}

/** Two prints are the same item when they print the same file the same way (quantity aside). */
export function samePrint(a: CartPrint | null | undefined, b: CartPrint | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  const { quantity: _a, ...left } = a;
  const { quantity: _b, ...right } = b;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]) as Set<keyof typeof left>;
  return [...keys].every((key) => (left[key] ?? null) === (right[key] ?? null));
}

export interface CartLine {
  /** The line's key until the server gives it an id. */
  tempKey: string;
  productId: number;
  productVariantId: number | null;
  productType: ProductType;
  name: string;
  variantName: string | null;
  /** URL slug of the product page. */
  slug: string;
  quantity: number;
  /** Cents for the whole line, shown only: the server prices the order again from the catalogue. */
  amount: number;
  /** Cents the line would cost at the list price, for the member saving in the cart footer. */
  listAmount: number;
  print?: CartPrint | null;
  /** What the line is beyond its product and variant: a 4x6 print's roll, frame and finish. */
  detail?: string | null;
  /** The line's picture in the cart (a print's frame); a shop line shows its product's first image. */
  image?: string | null;
}

export interface Cart {
  /** Whose order this is; null for a visitor's cart. */
  customerId: number | null;
  lines: CartLine[];
}

export const emptyCart = (customerId: number | null = null): Cart => ({ customerId, lines: [] });

/** Who is buying: member prices only for active members (spec section 6). */
export interface Buyer {
  planId: PlanId;
  active: boolean;
}

export const VISITOR_BUYER: Buyer = { planId: 'NON_MEMBER', active: false };

export interface CartProduct {
  id: number;
  name: string;
  slug: string;
  productType: ProductType;
  price: number;
  memberPrice: number | null;
  stock: number;
  memberLaunchDate: string | null;
  publicLaunchDate: string | null;
  variants: Array<{ id: number; name: string; price: number; memberPrice: number | null; stock: number }>;
  /** A print product's sku: its sizes are priced from the lab's price list (prints.ts). */
  sku?: string | null;
}

export interface AddToCartInput {
  product: CartProduct;
  /** The chosen variant; null for a product without variants. */
  variantId: number | null;
  quantity: number;
  buyer: Buyer;
  now: Date | number;
  /** Makes the new line's key; a counter in tests, a random id in the browser. */
  makeKey: () => string;
  print?: CartPrint | null;
  detail?: string | null;
  image?: string | null;
  /** The print sizes' prices of the lab's price list in force (the variants' prices when absent). */
  printSizes?: PrintSizePrices | undefined;
}

/**
 * The unit price this buyer pays for a product or one of its variants, in cents: a print size's on
 * the price list's `printSizes` (the buyer's billed column), else the catalogue's.
 */
export function cartUnitPrice(
  product: CartProduct,
  variantId: number | null,
  buyer: Buyer,
  now: Date | number,
  printSizes?: PrintSizePrices,
): { unit: number; list: number } {
  const variant = variantId === null ? undefined : product.variants.find((v) => v.id === variantId);
  const isPrint = !!variant && !!product.sku && PRINT_SKUS.includes(product.sku);
  const row =
    isPrint && printSizes && Object.hasOwn(printSizes, variant.name)
      ? printSizes[variant.name as PrintSize]
      : undefined;
  if (row) return { unit: row[PRICE_COLUMN_OF_PLAN[buyer.active ? buyer.planId : 'NON_MEMBER']], list: row.NON_MEMBER };
  const priced = variant ?? product;
  const phase = contentAccessPhase({
    memberLaunchDate: product.memberLaunchDate,
    publicLaunchDate: product.publicLaunchDate,
    now,
  });
  const eligible = isMemberPriceEligible({ ...buyer, phase });
  return { unit: unitPriceFor(priced, eligible), list: priced.price };
}

const sameItem = (line: CartLine, productId: number, variantId: number | null) =>
  line.productId === productId && line.productVariantId === variantId;

/**
 * Adds a product: a line for the same product and variant grows and its amount is recomputed at
 * the buyer's price; otherwise a new line is appended at that price.
 */
export function addToCart(cart: Cart, input: AddToCartInput): Cart {
  const { product, variantId, buyer, now } = input;
  const quantity = Math.max(1, Math.trunc(input.quantity));
  const { unit, list } = cartUnitPrice(product, variantId, buyer, now, input.printSizes);
  // A print is its own line unless it prints the same file the same way.
  const existing = cart.lines.find(
    (line) => sameItem(line, product.id, variantId) && samePrint(line.print, input.print),
  );
  if (existing) {
    const total = existing.quantity + quantity;
    return {
      ...cart,
      lines: cart.lines.map((line) =>
        line === existing
          ? {
              ...line,
              quantity: total,
              amount: unit * total,
              listAmount: list * total,
              print: line.print ? { ...line.print, quantity: total } : line.print,
            }
          : line,
      ),
    };
  }
  const variant = product.variants.find((v) => v.id === variantId);
  const line: CartLine = {
    tempKey: input.makeKey(),
    productId: product.id,
    productVariantId: variantId,
    productType: product.productType,
    name: product.name,
    variantName: variant?.name ?? null,
    slug: product.slug,
    quantity,
    amount: unit * quantity,
    listAmount: list * quantity,
    print: input.print ?? null,
    detail: input.detail ?? null,
    image: input.image ?? null,
  };
  return { ...cart, lines: [...cart.lines, line] };
}

export interface SetQuantityResult {
  cart: Cart;
  /** The print draft of a removed line, for the caller to discard with it. */
  removedPrintDraftId: string | null;
}

const scale = (amount: number, from: number, to: number) => (from > 0 ? Math.round((amount * to) / from) : 0);

/**
 * Zero or less removes the line and its attached print draft; a positive quantity scales the
 * amount in proportion and updates an attached print's quantity. An unknown key changes nothing.
 */
export function setLineQuantity(cart: Cart, tempKey: string, quantity: number): SetQuantityResult {
  const line = cart.lines.find((l) => l.tempKey === tempKey);
  if (!line) return { cart, removedPrintDraftId: null };
  const next = Number.isFinite(quantity) ? Math.trunc(quantity) : 0;
  if (next <= 0) {
    return {
      cart: { ...cart, lines: cart.lines.filter((l) => l !== line) },
      removedPrintDraftId: line.print?.draftId ?? null,
    };
  }
  const updated: CartLine = {
    ...line,
    quantity: next,
    amount: scale(line.amount, line.quantity, next),
    listAmount: scale(line.listAmount, line.quantity, next),
    print: line.print ? { ...line.print, quantity: next } : line.print,
  };
  return { cart: { ...cart, lines: cart.lines.map((l) => (l === line ? updated : l)) }, removedPrintDraftId: null };
}

/**
 * When the cart's products load: a PRODUCT line asking for more than is in stock (the variant's
 * stock, or the product's without a variant) comes down to the stock. Other types are made to
 * order. A product that did not load is left alone; stock 0 removes the line.
 */
export function clampCartToStock(cart: Cart, products: readonly CartProduct[]): Cart {
  let result = cart;
  for (const line of cart.lines) {
    if (line.productType !== 'PRODUCT') continue;
    const product = products.find((p) => p.id === line.productId);
    if (!product) continue;
    const variant =
      line.productVariantId === null ? undefined : product.variants.find((v) => v.id === line.productVariantId);
    const stock = Math.max(0, variant ? variant.stock : product.stock);
    if (line.quantity > stock) result = setLineQuantity(result, line.tempKey, stock).cart;
  }
  return result;
}

/**
 * Each line at the price this buyer pays now, once its product has loaded: a visitor's cart shows
 * member prices after an active member logs in, and a price change in the catalogue shows up. The
 * same cart comes back when nothing changed. (Display only: the server prices the order again.)
 */
export function repriceCart(
  cart: Cart,
  products: readonly CartProduct[],
  buyer: Buyer,
  now: Date | number,
  printSizes?: PrintSizePrices,
): Cart {
  let changed = false;
  const lines = cart.lines.map((line) => {
    const product = products.find((p) => p.id === line.productId);
    if (!product) return line;
    const { unit, list } = cartUnitPrice(product, line.productVariantId, buyer, now, printSizes);
    const amount = unit * line.quantity;
    const listAmount = list * line.quantity;
    if (amount === line.amount && listAmount === line.listAmount) return line;
    changed = true;
    return { ...line, amount, listAmount };
  });
  return changed ? { ...cart, lines } : cart;
}

/**
 * The order belongs to the logged-in customer: a visitor's cart, or one left by another account on
 * this browser, becomes theirs. Without a logged-in user the cart stays as it is.
 */
export function adoptCart(cart: Cart | null | undefined, userId: number | null): Cart {
  const current = cart ?? emptyCart(userId);
  if (userId === null || current.customerId === userId) return current;
  return { ...current, customerId: userId };
}

/** The count on the cart button: every unit of every line. */
export function cartItemCount(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The sidebar cart shows only what the shop sells: PRODUCT and PRINT lines (spec 2.12). */
export function sidebarCartLines(cart: Cart): CartLine[] {
  return cart.lines.filter((line) => line.productType === 'PRODUCT' || line.productType === 'PRINT');
}

export interface CartSummary {
  subtotal: number;
  memberSaving: number;
  /** The shop's fixed shipping when a line is shipped (shippingFor), as the order will charge it. */
  shipping: number;
  /** Subtotal and shipping; tax and credit are added at checkout. */
  total: number;
}

/**
 * What the cart footer shows before the server prices the order; `shippingCents` is the shop's
 * shipping on the lab's price list for the buyer (cartShippingCents), the default when absent.
 */
export function cartSummary(lines: readonly CartLine[], shippingCents?: number): CartSummary {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const list = lines.reduce((sum, line) => sum + line.listAmount, 0);
  const shipping = shippingFor(lines, shippingCents);
  return { subtotal, memberSaving: Math.max(0, list - subtotal), shipping, total: subtotal + shipping };
}

/** The print products' skus the cart prices from the list (for the test that holds them to prints.ts's). */
export const CART_PRINT_SKUS = PRINT_SKUS;
