// Prints (spec section 7, "Prints"): papers and sizes, print drafts (upload, convert to a
// print-ready JPEG), a member's print orders, the lab's print queue and mark-prints-ready.
import { PRINT_BORDERS, PRINT_FINISHES, PRINT_SIZE_NAMES, TIER_COLUMNS } from '@filmlab/domain';
import { z } from 'zod';
import { defineRoute, idParam } from './define.js';
import { idParamField, required, text } from './fields.js';
import { uploadLink } from './scans.js';

export const paperSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  finish: z.string(),
});
export type Paper = z.infer<typeof paperSchema>;

/**
 * A size the lab prints: a variant of the print product, priced from the lab's price list in force
 * (`prices`: per tier column; `price` is the non-member column, `memberPrice` the Nice column when lower).
 */
export const printSizeSchema = z.object({
  name: z.enum(PRINT_SIZE_NAMES),
  productId: z.number().int(),
  variantId: z.number().int(),
  price: z.number().int(),
  memberPrice: z.number().int().nullable(),
  prices: z.strictObject(
    Object.fromEntries(TIER_COLUMNS.map((tier) => [tier, z.number().int()])) as Record<
      (typeof TIER_COLUMNS)[number],
      z.ZodNumber
    >,
  ),
});
export type PrintSizeOffer = z.infer<typeof printSizeSchema>;

export const papersResponse = z.object({
  papers: paperSchema.array(),
  /** Large-format sizes. */
  sizes: printSizeSchema.array(),
  /** The 4x6 print product (null until the lab sells it). */
  small: printSizeSchema.nullable(),
});
export type PapersResponse = z.infer<typeof papersResponse>;

export const printDraftSchema = z
  .object({
    draftId: z.string(),
    name: z.string(),
    /** Pixel size of the uploaded file, known once converted. */
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    converted: z.boolean(),
    /** 'kept' or 'srgb' once converted. */
    colourProfile: z.string().nullable(),
    /** A small JPEG of the file for the crop preview; null until converted. */
    previewUrl: z.string().nullable(),
    /** The print-ready JPEG; null until converted. */
    jpegUrl: z.string().nullable(),
  })
  .meta({ id: 'PrintDraft' });
export type PrintDraft = z.infer<typeof printDraftSchema>;

const fileName = required(200).regex(
  /^[^/\\]+\.(jpe?g|png|tiff?|JPE?G|PNG|TIFF?)$/,
  'must be a .jpg, .png or .tif file name',
);

export const draftLinkQuery = z.strictObject({
  name: fileName,
  /** Print one of the member's hosted frames instead of uploading a file. */
  scanId: idParamField().optional(),
});
export const draftLinkResponse = z.object({
  draft: printDraftSchema,
  /** Where to PUT the file; null when the draft is a hosted frame. */
  upload: uploadLink.nullable(),
});
export type DraftLink = z.infer<typeof draftLinkResponse>;

export const draftParams = z.strictObject({
  id: text().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a draft id'),
});
export const draftNameQuery = z.strictObject({ name: fileName.optional() });
export const draftResponse = z.object({ draft: printDraftSchema });

/** One print of a print order, as the member and the lab see it. */
export const printJobSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  size: z.string().nullable(),
  paper: z.string().nullable(),
  quantity: z.number().int(),
  cropMode: z.string(),
  finish: z.enum(PRINT_FINISHES).nullable(),
  border: z.enum(PRINT_BORDERS).nullable(),
  targetPrinter: z.string(),
  fileName: z.string().nullable(),
  /** A preview of the file. */
  previewUrl: z.string().nullable(),
  ready: z.boolean(),
});
export type PrintJob = z.infer<typeof printJobSchema>;

export const printOrderResponse = z.object({
  order: z.object({
    id: z.number().int(),
    status: z.string(),
    createdAt: z.string(),
    tracking: z.array(z.object({ carrier: z.string().nullable(), trackingNumber: z.string() })),
  }),
  prints: printJobSchema.array(),
});
export type PrintOrder = z.infer<typeof printOrderResponse>;

export const printOrderParams = z.strictObject({ id: idParamField(), printId: idParamField() });
export const printQueueQuery = z.strictObject({
  printer: z.enum(['large-format', 'minilab'], 'must be large-format or minilab').optional(),
});
export const printQueueResponse = z.object({ jobs: printJobSchema.array() });
export const printFileParams = z.strictObject({ printId: idParamField() });
export const printFileResponse = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export const markPrintsReadyResponse = z.object({ ready: z.number().int(), emailed: z.boolean() });

const tag = 'prints';

export const printRoutes = {
  papers: defineRoute({
    method: 'GET',
    path: '/prints/papers',
    access: 'visitor',
    summary: 'The fine-art papers and the print sizes with their prices',
    tag,
    response: papersResponse,
  }),
  draftLink: defineRoute({
    method: 'GET',
    path: '/prints/drafts/link',
    access: 'user',
    /** 404: the scanId is not a frame of the caller's; 429: the member holds the quota of drafts in no order. */
    errors: [404, 429],
    summary: 'Start a print draft: answers the draft and a write link to PUT the file to',
    tag,
    query: draftLinkQuery,
    response: draftLinkResponse,
  }),
  /**
   * 415 not a JPEG, PNG or TIFF by content; 413 larger than the lab accepts. Another's draft is 404.
   * The pixels are decoded in the job queue: the answer waits up to 20 s for it, then answers the
   * draft with `converted: false`, to be read again (GET) until it is converted.
   */
  convert: defineRoute({
    method: 'PUT',
    path: '/prints/drafts/:id/convert-draft',
    access: 'user',
    errors: [413, 415],
    summary: 'Turn the uploaded file into a print-ready JPEG, keeping its colour profile (or sRGB)',
    tag,
    params: draftParams,
    query: draftNameQuery,
    response: draftResponse,
  }),
  /** 415 when its conversion found the file unreadable (the draft is removed then, as convert-draft does). */
  draft: defineRoute({
    method: 'GET',
    path: '/prints/drafts/:id',
    access: 'user',
    errors: [415],
    summary: 'A print draft of the caller’s',
    tag,
    params: draftParams,
    query: draftNameQuery,
    response: draftResponse,
  }),
  printOrder: defineRoute({
    method: 'GET',
    path: '/users/:id/print-orders/:printId',
    access: 'self',
    summary: 'A print order of the member’s: its prints, status and tracking',
    tag,
    params: printOrderParams,
    response: printOrderResponse,
  }),
  queue: defineRoute({
    method: 'GET',
    path: '/prints/queue',
    access: 'admin',
    summary: 'The print queue of a printer: paid prints not yet marked ready',
    tag,
    query: printQueueQuery,
    response: printQueueResponse,
  }),
  /** The crop applied at full resolution, at the size's pixel dimensions, the profile embedded. */
  printFile: defineRoute({
    method: 'POST',
    path: '/prints/:printId/print-file',
    access: 'admin',
    summary: 'Make a print job’s print-ready file and answer a link to download it',
    tag,
    params: printFileParams,
    response: printFileResponse,
  }),
  markReady: defineRoute({
    method: 'PUT',
    path: '/orders/:id/mark-prints-ready',
    access: 'admin',
    summary: 'Mark an order’s prints ready; the customer is e-mailed once',
    errors: [409],
    tag,
    params: idParam,
    response: markPrintsReadyResponse,
  }),
};
