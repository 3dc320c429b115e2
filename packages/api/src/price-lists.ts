// The lab's price lists: every priced service per tier column and every plan's fee and credits.
// Staff copy the active list into a draft, edit it, and activate it now or from a date.
import {
  CREDIT_KINDS,
  PLAN_IDS,
  PRICED_SERVICES,
  PRINT_SIZE_NAMES,
  TIER_COLUMNS,
  type PriceList,
} from '@filmlab/domain';
import { z } from 'zod';
import { defineRoute, idParam } from './define.js';

const SERVICE_KEYS = PRICED_SERVICES.map((service) => service.key) as [
  (typeof PRICED_SERVICES)[number]['key'],
  ...(typeof PRICED_SERVICES)[number]['key'][],
];
/** The most a single price may be: $100,000.00 (a typo guard, well inside an integer column). */
export const MAX_PRICE_CENTS = 10_000_000;

const cents = () =>
  z
    .number('must be a number of cents')
    .int('must be a whole number of cents')
    .min(0, 'must be 0 or more')
    .max(MAX_PRICE_CENTS, `must be at most ${MAX_PRICE_CENTS}`);
const serviceField = z.enum(SERVICE_KEYS, `must be a priced service: ${SERVICE_KEYS.join(', ')}`);
const tierField = z.enum(TIER_COLUMNS, `must be a tier column: ${TIER_COLUMNS.join(', ')}`);
const planField = z.enum(PLAN_IDS, `must be a plan: ${PLAN_IDS.join(', ')}`);
const printSizeField = z.enum(PRINT_SIZE_NAMES, `must be a print size: ${PRINT_SIZE_NAMES.join(', ')}`);
const credits = z.union([z.number().int().min(0), z.literal('unlimited')]);
/** The most credits of a kind a plan's period may grant, short of unlimited (a typo guard). */
export const MAX_PLAN_CREDITS = 10_000;
const creditsEdit = () =>
  z.union(
    [
      z
        .number('must be a number of credits or "unlimited"')
        .int('must be a whole number of credits')
        .min(0, 'must be 0 or more')
        .max(MAX_PLAN_CREDITS, `must be at most ${MAX_PLAN_CREDITS}`),
      z.literal('unlimited'),
    ],
    'must be a number of credits or "unlimited"',
  );

const row = z.strictObject(
  Object.fromEntries(TIER_COLUMNS.map((tier) => [tier, cents()])) as Record<
    (typeof TIER_COLUMNS)[number],
    ReturnType<typeof cents>
  >,
);

/**
 * An object with every key of `keys`, each `value`: a record over an enum, written out key by key so the
 * OpenAPI document names each property it requires.
 */
function everyKey<K extends string, V extends z.ZodType>(keys: readonly K[], value: V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>;
}

/** A price list's entries as stored (the jsonb column) and answered: the domain's PriceList. */
export const priceListEntries = z.strictObject({
  prices: z.strictObject(everyKey(SERVICE_KEYS, row)),
  legacyOverrides: z.partialRecord(planField, z.partialRecord(serviceField, cents())),
  plans: z.strictObject(
    everyKey(
      PLAN_IDS,
      z.strictObject({
        price: cents(),
        rollCredits: credits,
        scan4KCredits: credits,
        rushCredits: credits,
        proScanCredits: credits,
      }),
    ),
  ),
  /**
   * Each print size the catalogue sells (a variant of a print product): its price per tier column.
   * Every stored list has it; a size without a row sells at its variant's price.
   */
  printSizes: z.partialRecord(printSizeField, row).optional(),
}) satisfies z.ZodType<PriceList>;
export type PriceListEntries = z.infer<typeof priceListEntries>;

export const PRICE_LIST_STATUSES = ['draft', 'scheduled', 'active', 'expired'] as const;
export type PriceListStatus = (typeof PRICE_LIST_STATUSES)[number];

export const priceListSchema = z.object({
  id: z.number(),
  status: z.enum(PRICE_LIST_STATUSES),
  /** When the list takes over (null for a draft). */
  startsAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.number().nullable(),
  activatedAt: z.string().nullable(),
  activatedBy: z.number().nullable(),
  entries: priceListEntries,
});
export type PriceListView = z.infer<typeof priceListSchema>;

/** The active list as anyone reads it. */
export const publicPriceListSchema = z.object({
  id: z.number(),
  startsAt: z.string().nullable(),
  entries: priceListEntries,
});
export type PublicPriceList = z.infer<typeof publicPriceListSchema>;

export const priceListChangeSchema = z.object({
  id: z.number(),
  priceListId: z.number(),
  /** Who changed it, and their name as it reads now. */
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  at: z.string(),
  service: z.string().nullable(),
  tier: z.string().nullable(),
  planId: z.string().nullable(),
  /** A change of a print size's price (in the column `tier`): the size, else null. */
  printSize: z.enum(PRINT_SIZE_NAMES).nullable(),
  /** A change of a plan's credits: which kind (devScan, scan4K, rush, proScan), else null. */
  credit: z.enum(CREDIT_KINDS).nullable(),
  /** The price or fee before and after, in cents; null for a change of credits. */
  oldCents: z.number().nullable(),
  newCents: z.number().nullable(),
  /** The credits per period before and after; null for a change of a price or fee. */
  oldCredits: credits.nullable(),
  newCredits: credits.nullable(),
});
export type PriceListChange = z.infer<typeof priceListChangeSchema>;

export const updatePriceListBody = z.strictObject({
  prices: z
    .array(z.strictObject({ service: serviceField, tier: tierField, cents: cents() }))
    .max(500)
    .default([]),
  /** A plan's fee, and (any of) the credits of each kind one period grants. */
  plans: z
    .array(
      z.strictObject({
        planId: planField,
        price: cents().optional(),
        credits: z.strictObject(everyKey(CREDIT_KINDS, creditsEdit().optional())).optional(),
      }),
    )
    .max(50)
    .default([]),
  /** A print size's price: in one tier column, or in every column when `tier` is absent. */
  printSizes: z
    .array(z.strictObject({ size: printSizeField, tier: tierField.optional(), cents: cents() }))
    .max(100)
    .default([]),
});
export type UpdatePriceListBody = z.input<typeof updatePriceListBody>;

/** Optional: no body (or an empty one) puts the list in force now. */
export const activatePriceListBody = z
  .strictObject({
    /** From when the list is in force; absent: now. */
    startsAt: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).optional(),
  })
  .nullish();

export const priceListRoutes = {
  active: defineRoute({
    method: 'GET',
    path: '/public/price-list',
    access: 'visitor',
    summary:
      'The lab’s active price list: every service and print size per tier column, and every plan’s fee and credits',
    tag: 'price-lists',
    response: publicPriceListSchema,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/price-lists',
    access: 'admin',
    summary: 'Staff: every price list (newest first) and the change log',
    tag: 'price-lists',
    response: z.object({ priceLists: z.array(priceListSchema), changes: z.array(priceListChangeSchema) }),
  }),
  createDraft: defineRoute({
    method: 'POST',
    path: '/price-lists',
    access: 'admin',
    status: 201,
    summary: 'Staff: a draft copy of the active price list',
    tag: 'price-lists',
    response: priceListSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/price-lists/:id',
    access: 'admin',
    errors: [409],
    summary: 'Staff: change prices, plan fees, plan credits and print sizes’ prices of a draft price list',
    tag: 'price-lists',
    params: idParam,
    body: updatePriceListBody,
    response: priceListSchema,
  }),
  activate: defineRoute({
    method: 'POST',
    path: '/price-lists/:id/activate',
    access: 'admin',
    errors: [409],
    summary: 'Staff: put a draft price list in force now, or schedule it from a date',
    tag: 'price-lists',
    params: idParam,
    body: activatePriceListBody,
    response: priceListSchema,
  }),
};
