// One price and one stock figure per thing the shop sells (spec sections 3 and 4).
//
// A product without variants sells at its own price, member price and stock. A product with
// variants sells its variants: the checkout charges the chosen variant, or the default one when a
// line names none. So its own figures are not edited: they are derived from its variants, and every
// screen (shop, product page, cart, admin) shows the same derived figures.

export interface ProductFigures {
  /** Cents. */
  price: number;
  /** Cents for active members; null when members pay the list price. */
  memberPrice: number | null;
  /** Units on hand. */
  stock: number;
}

export const PRODUCT_FIGURE_FIELDS = ['price', 'memberPrice', 'stock'] as const;
export type ProductFigureField = (typeof PRODUCT_FIGURE_FIELDS)[number];

export interface VariantFigures extends ProductFigures {
  id: number;
  position: number;
  active: boolean;
}

const byPosition = <V extends VariantFigures>(variants: readonly V[]) =>
  [...variants].sort((a, b) => a.position - b.position || a.id - b.id);

/**
 * The variant a product shows and sells by default: its default variant while that is on sale,
 * else its first variant on sale, else (nothing on sale) its default or first variant. The shop's
 * product page preselects the same one.
 */
export function leadVariant<V extends VariantFigures>(
  variants: readonly V[],
  defaultVariantId: number | null,
): V | undefined {
  const ordered = byPosition(variants);
  const chosen = ordered.find((v) => v.id === defaultVariantId);
  if (chosen?.active) return chosen;
  return ordered.find((v) => v.active) ?? chosen ?? ordered[0];
}

/**
 * The figures a product is listed with: its own without variants; with variants, the lead
 * variant's price and member price, and the stock of all its variants on sale together.
 */
export function productFigures(
  own: ProductFigures,
  variants: readonly VariantFigures[],
  defaultVariantId: number | null,
): ProductFigures {
  const lead = leadVariant(variants, defaultVariantId);
  if (!lead) return { price: own.price, memberPrice: own.memberPrice, stock: own.stock };
  const stock = variants.filter((v) => v.active).reduce((sum, v) => sum + v.stock, 0);
  return { price: lead.price, memberPrice: lead.memberPrice, stock };
}

/** Whether a product's own figures are the ones the shop uses (it has no variants). */
export function sellsOwnFigures(variants: readonly unknown[]): boolean {
  return variants.length === 0;
}

/**
 * The product-level figures a write asks for that its variants contradict. A product with variants
 * takes its figures from them: sending the figures it already has is harmless (a form sending every
 * field back), sending others would be saved nowhere the shop looks, so they are refused.
 */
export function contradictedFigures(
  asked: Partial<Record<ProductFigureField, number | null | undefined>>,
  derived: ProductFigures,
): ProductFigureField[] {
  return PRODUCT_FIGURE_FIELDS.filter((field) => asked[field] !== undefined && asked[field] !== derived[field]);
}
