import {
  ADD_ON_KEYS,
  PLANS,
  PREPAID_LABEL_BASE,
  SERVICE_OF_ADD_ON,
  SHIPPING_CODES,
  SHIPPING_SERVICES,
  TIFF_UNLOCK_PRICE_CENTS,
  TIFF_UNLOCK_SKU,
  priceFor,
  serviceLabel,
  serviceLevelLabel,
  shipmentMethodLabel,
  shippingCents,
  type PricedService,
  type ProductType,
} from '@filmlab/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { productVariants, products } from '../schema/products.js';
import { changedFields } from './sync-rows.js';

/** Skus of the base development services; add-ons use their add-on key, shipping its code, plans their sku. */
export const DEV_SCAN_SKUS = { devScan: 'devscan', ecn2DevScan: 'ecn2devscan', e6DevScan: 'e6devscan' } as const;

/** The tier whose price a service product shows as its member price; other tiers are priced by priceFor. */
const MEMBER_PRICE_PLAN = 'NICE_2025';

interface ServiceProduct {
  sku: string;
  slug: string;
  name: string;
  productType: ProductType;
  active: boolean;
  /** From the domain, kept in step on every start; null when the domain leaves the price to the lab. */
  prices: { price: number; memberPrice: number | null } | null;
  /** First price of a product the domain does not price; the lab changes it in admin. */
  startingPrice: number;
  variants?: string[];
  /** Sold only through its own flow (not listed in the shop); PUBLIC unless given. */
  visibility?: 'NONE';
}

const tierPrices = (nonMember: number, member: number) => ({
  price: nonMember,
  memberPrice: member === nonMember ? null : member,
});
const servicePrices = (service: PricedService) =>
  tierPrices(priceFor(service, 'NON_MEMBER'), priceFor(service, MEMBER_PRICE_PLAN));

function devScanProducts(): ServiceProduct[] {
  return (Object.entries(DEV_SCAN_SKUS) as Array<[PricedService, string]>).map(([service, sku]) => ({
    sku,
    slug: `service-${sku}`,
    name: serviceLabel(service),
    productType: 'SERVICE_ADD_ON',
    active: true,
    prices: servicePrices(service),
    startingPrice: priceFor(service, 'NON_MEMBER'),
  }));
}

function addOnProducts(): ServiceProduct[] {
  return ADD_ON_KEYS.map((key) => {
    const service = SERVICE_OF_ADD_ON[key];
    return {
      sku: key,
      slug: `service-${key}`,
      name: service ? serviceLabel(service) : 'Cross Process',
      productType: 'SERVICE_ADD_ON',
      active: true,
      prices: service ? servicePrices(service) : null,
      // Cross processing has no price in the spec; it starts at the push/pull price.
      startingPrice: priceFor(service ?? 'pushPull', 'NON_MEMBER'),
      variants:
        key === 'pushpullroll'
          ? ['Push +1', 'Push +2', 'Push +3', 'Pull -1', 'Pull -2']
          : key === 'crossprocessroll'
            ? ['E-6 in C-41', 'C-41 in E-6']
            : undefined,
    };
  });
}

function shippingProducts(): ServiceProduct[] {
  return SHIPPING_CODES.map((code) => {
    const { method, serviceLevel, active } = SHIPPING_SERVICES[code];
    const nonMember = shippingCents(code, 'NON_MEMBER');
    const member = shippingCents(code, MEMBER_PRICE_PLAN);
    return {
      sku: code,
      slug: `shipping-${code}`,
      name: serviceLevel
        ? `${shipmentMethodLabel(method)}: ${serviceLevelLabel(serviceLevel)}`
        : shipmentMethodLabel(method),
      productType: 'FULFILLMENT_SERVICE_ADD_ON',
      active,
      prices: nonMember === null || member === null ? null : tierPrices(nonMember, member),
      // FedEx overnight and 2-day have no figure in the spec; they start at the domain's starting price.
      startingPrice: nonMember ?? SHIPPING_SERVICES[code].startingCents ?? PREPAID_LABEL_BASE.cents,
    };
  });
}

function membershipProducts(): ServiceProduct[] {
  return Object.values(PLANS)
    .filter((plan) => plan.id !== 'NON_MEMBER')
    .map((plan) => ({
      sku: plan.sku,
      slug: `membership-${plan.sku}`,
      name: `${plan.label} Membership`,
      productType: 'SUBSCRIPTION',
      active: plan.active,
      prices: { price: plan.price, memberPrice: null },
      startingPrice: plan.price,
    }));
}

/** A frame's TIFF unlock: billed through an order, priced by the domain (tiffUnlockPrice), never sold in the shop. */
function tiffUnlockProduct(): ServiceProduct {
  return {
    sku: TIFF_UNLOCK_SKU,
    slug: `service-${TIFF_UNLOCK_SKU}`,
    name: 'TIFF Unlock',
    productType: 'DIGITAL',
    active: true,
    visibility: 'NONE',
    prices: { price: TIFF_UNLOCK_PRICE_CENTS, memberPrice: null },
    startingPrice: TIFF_UNLOCK_PRICE_CENTS,
  };
}

export function serviceProducts(): ServiceProduct[] {
  return [
    ...devScanProducts(),
    ...addOnProducts(),
    ...shippingProducts(),
    ...membershipProducts(),
    tiffUnlockProduct(),
  ];
}

/**
 * The lab's services, add-ons, shipping codes and memberships as products (order lines point at
 * them). Created once; on every start the prices the domain owns are brought back in step with it,
 * and nothing else the lab may have edited is touched.
 */
export async function seedServices(db: Db): Promise<void> {
  const wanted = serviceProducts();
  const existing = await db
    .select()
    .from(products)
    .where(
      inArray(
        products.sku,
        wanted.map((product) => product.sku),
      ),
    );
  const bySku = new Map(existing.map((row) => [row.sku, row]));
  for (const product of wanted) {
    const current = bySku.get(product.sku);
    if (current) {
      const changed = product.prices && changedFields(current, { productType: product.productType, ...product.prices });
      if (changed)
        await db
          .update(products)
          .set({ ...changed, updatedAt: new Date() })
          .where(eq(products.id, current.id));
      continue;
    }
    const prices = product.prices ?? { price: product.startingPrice, memberPrice: null };
    const [created] = await db
      .insert(products)
      .values({
        sku: product.sku,
        slug: product.slug,
        name: product.name,
        productType: product.productType,
        active: product.active,
        visibility: product.visibility ?? 'PUBLIC',
        ...prices,
      })
      .onConflictDoNothing()
      .returning({ id: products.id });
    if (created && product.variants) {
      await db.insert(productVariants).values(
        product.variants.map((name, position) => ({
          productId: created.id,
          name,
          sku: `${product.sku}-${position + 1}`,
          position,
          ...prices,
        })),
      );
    }
  }
}
