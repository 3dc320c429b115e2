// The server's prices for the lines a client asked for: from the catalogue and the buyer's plan.
import type { OrderLineInput } from '@filmlab/api';
import {
  billedPlan,
  canBuyInPhase,
  contentAccessPhase,
  isActiveMember,
  isMemberPriceEligible,
  PRINT_PRODUCT_SKUS,
  printSizeOf,
  printSizePrice,
  unitPriceFor,
  type PrintSizePrices,
  type ProductType,
} from '@filmlab/domain';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { productsForPricing } from '../products/product-service.js';
import type { Buyer } from './buyer.js';

export interface PricedLine {
  productId: number;
  productVariantId: number | null;
  quantity: number;
  unitAmount: number;
  memberPrice: boolean;
  productType: ProductType;
  notes: string | null;
}

/** Same product and variant merge into one line (spec section 4), quantities added. */
export function mergeLines(lines: readonly OrderLineInput[]): OrderLineInput[] {
  const merged: OrderLineInput[] = [];
  for (const line of lines) {
    const same = merged.find(
      (m) => m.productId === line.productId && (m.variantId ?? null) === (line.variantId ?? null),
    );
    if (same) same.quantity += line.quantity;
    else merged.push({ ...line });
  }
  return merged;
}

const bad = (field: string, problem: string) =>
  new AppError('BAD_REQUEST', `${field}: ${problem}`, [`${field}: ${problem}`]);

/**
 * Prices each line. Refuses (400 naming the line) unknown or inactive products, a variant of another
 * product, products not yet on sale or for members only, and quantities above the stock on hand.
 */
export async function priceLines(options: {
  db: Db | Tx;
  lines: readonly OrderLineInput[];
  buyer: Pick<Buyer, 'planId' | 'active'>;
  now: Date;
  /** The field the lines came in, for error messages (lines or newLines). */
  field?: string;
  isAdmin?: boolean;
  /** false at payment, where the conditional stock update is the guard (409). */
  checkStock?: boolean;
  /**
   * The print sizes' prices of the list the order was made with, read only when a line is a print
   * product: its variant is priced from its size's row (the buyer's billed column). Absent or undefined
   * (an order from before price lists), or a size the list has no row for: the variant's own price.
   */
  printSizes?: () => Promise<PrintSizePrices | undefined>;
}): Promise<PricedLine[]> {
  const { db, buyer, now, field = 'lines', isAdmin = false, checkStock = true } = options;
  const lines = mergeLines(options.lines);
  if (lines.length === 0) return [];
  const { products: found, variants: variantRows } = await productsForPricing({
    db,
    productIds: lines.map((l) => l.productId),
  });
  const member = isActiveMember({ planId: buyer.planId, active: buyer.active });
  const sellsPrints = found.some((product) => product.sku !== null && PRINT_PRODUCT_SKUS.includes(product.sku));
  const printSizes = sellsPrints && options.printSizes ? await options.printSizes() : undefined;

  return lines.map((line, i) => {
    const product = found.find((p) => p.id === line.productId);
    if (!product || (!product.active && !isAdmin) || (product.visibility === 'NONE' && !isAdmin)) {
      throw bad(`${field}.${i}.productId`, 'is not a product on sale');
    }
    const variantId = line.variantId ?? product.defaultProductVariantId ?? null;
    const variant =
      variantId === null ? null : variantRows.find((v) => v.id === variantId && v.productId === product.id);
    if (variantId !== null && (!variant || (!variant.active && !isAdmin))) {
      throw bad(`${field}.${i}.variantId`, `is not a variant of ${product.name}`);
    }
    const phase = contentAccessPhase({
      memberLaunchDate: product.memberLaunchDate,
      publicLaunchDate: product.publicLaunchDate,
      now,
    });
    if (!isAdmin && !canBuyInPhase(phase, member)) {
      throw bad(
        `${field}.${i}.productId`,
        phase === 'COMING_SOON'
          ? `${product.name} is not on sale yet`
          : `${product.name} is for members only until its public launch`,
      );
    }
    const stock = variant ? variant.stock : product.stock;
    if (checkStock && line.quantity > stock) {
      throw bad(
        `${field}.${i}.quantity`,
        stock === 0 ? `${product.name} is sold out` : `only ${stock} of ${product.name} left`,
      );
    }
    const priced = variant ?? product;
    const eligible = isMemberPriceEligible({ active: buyer.active, planId: buyer.planId, phase });
    const size = printSizeOf(product.sku, variant?.name ?? null);
    const fromList = size ? printSizePrice(printSizes, size, billedPlan(buyer.planId, buyer.active)) : undefined;
    const listPrice = size ? printSizePrice(printSizes, size, 'NON_MEMBER') : undefined;
    const unitAmount = fromList ?? unitPriceFor(priced, eligible);
    return {
      productId: product.id,
      productVariantId: variant?.id ?? null,
      quantity: line.quantity,
      unitAmount,
      memberPrice: unitAmount < (listPrice ?? priced.price),
      productType: product.productType,
      notes: line.notes ?? null,
    };
  });
}
