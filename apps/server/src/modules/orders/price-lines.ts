// The server's prices for the lines a client asked for: from the catalogue and the buyer's plan.
import type { OrderLineInput } from '@filmlab/api';
import {
  canBuyInPhase,
  contentAccessPhase,
  isActiveMember,
  isMemberPriceEligible,
  unitPriceFor,
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
}): Promise<PricedLine[]> {
  const { db, buyer, now, field = 'lines', isAdmin = false, checkStock = true } = options;
  const lines = mergeLines(options.lines);
  if (lines.length === 0) return [];
  const { products: found, variants: variantRows } = await productsForPricing({
    db,
    productIds: lines.map((l) => l.productId),
  });
  const member = isActiveMember({ planId: buyer.planId, active: buyer.active });

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
    const unitAmount = unitPriceFor(priced, eligible);
    return {
      productId: product.id,
      productVariantId: variant?.id ?? null,
      quantity: line.quantity,
      unitAmount,
      memberPrice: unitAmount < priced.price,
      productType: product.productType,
      notes: line.notes ?? null,
    };
  });
}
