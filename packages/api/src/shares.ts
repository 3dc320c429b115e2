// Share links (spec 2.2 /shared-scans/{scanCode}, 7 GET /users/{id}/scans/share?scanIds=): the
// member's side and the visitor's side. The routes are in share-routes.ts.
import { MAX_SCANS_PER_SHARE, SHARE_EXPIRY_CHOICES } from '@filmlab/domain';
import { z } from 'zod';
import { idParamField, MAX_INT, text } from './fields.js';

const scanIdList = new RegExp(`^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,${MAX_SCANS_PER_SHARE - 1}}$`);
const listMessage = `must be a comma-separated list of 1 to ${MAX_SCANS_PER_SHARE} scan ids`;

export const shareScansQuery = z.strictObject({
  /** Comma-separated scan ids, in the order the page shows them; repeats count once. */
  scanIds: text()
    .regex(scanIdList, listMessage)
    // Checked on the whole text, so the error names scanIds itself, not one place in the list.
    .refine((value) => value.split(',').every((id) => Number(id) <= MAX_INT), listMessage)
    .transform((value) => [...new Set(value.split(',').map(Number))]),
  /** Days until the link stops working, or never; 30 unless given. */
  expiresInDays: z.enum(SHARE_EXPIRY_CHOICES, `must be one of ${SHARE_EXPIRY_CHOICES.join(', ')}`).default('30'),
  /** Visitors may download the full-size files; view-only unless true. */
  allowDownload: z
    .enum(['true', 'false'], 'must be true or false')
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Downloaded files also carry the member's tags, places and notes; without it (the default) they
   * carry the film data alone. Only with allowDownload.
   */
  includeDetails: z
    .enum(['true', 'false'], 'must be true or false')
    .default('false')
    .transform((value) => value === 'true'),
});
export type ShareScansQuery = z.input<typeof shareScansQuery>;

export const SHARE_STATUS_VALUES = ['ACTIVE', 'EXPIRED', 'REVOKED'] as const;

/** One of the member's links. The code itself is only in the answer that made it: we keep its hash. */
export const scanShareSchema = z
  .object({
    id: z.number().int(),
    /** The full link; only when the link was just made (the list shows `codeHint`). */
    url: z.string().nullable(),
    /** The code's last characters, so the member can tell links apart. */
    codeHint: z.string(),
    status: z.enum(SHARE_STATUS_VALUES),
    allowDownload: z.boolean(),
    /** Downloaded files carry the member's tags, places and notes. */
    includeDetails: z.boolean(),
    expiresAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    createdAt: z.string(),
    scanCount: z.number().int(),
    /** The first frame's thumbnail (a signed link), null when it has none. */
    thumbnail: z.string().nullable(),
  })
  .meta({ id: 'ScanShare' });
export type ScanShare = z.infer<typeof scanShareSchema>;

export const scanShareResponse = z.object({ share: scanShareSchema });
export const scanShareList = z.object({ shares: scanShareSchema.array() });
export type ScanShareList = z.infer<typeof scanShareList>;

export const shareParams = z.strictObject({ id: idParamField(), shareId: idParamField() });

/** A share code as it appears in a link: 32 URL-safe characters; anything else is unknown (404). */
export const shareCodeField = () => text().max(64, 'is not a share code');
export const sharedScansParams = z.strictObject({ code: shareCodeField() });
export const sharedScanParams = z.strictObject({ code: shareCodeField(), scanId: idParamField() });

/** A frame as a visitor sees it: its screen-size files and its roll's film, nothing of the member's. */
export const sharedScanSchema = z.object({
  id: z.number().int(),
  frame: z.number().int(),
  name: z.string(),
  description: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  thumbhash: z.string().nullable(),
  files: z.object({
    thumbnail: z.string().nullable(),
    midRes: z.string().nullable(),
    midResOptimized: z.string().nullable(),
  }),
  film: z.object({ brand: z.string(), model: z.string(), format: z.string(), process: z.string() }),
});
export type SharedScan = z.infer<typeof sharedScanSchema>;

export const sharedScans = z.object({
  title: z.string(),
  description: z.string(),
  allowDownload: z.boolean(),
  expiresAt: z.string().nullable(),
  scans: sharedScanSchema.array(),
});
export type SharedScans = z.infer<typeof sharedScans>;

/** A short-lived link to the full-size file, with the roll's film data written in. */
export const sharedScanDownload = z.object({ url: z.string(), fileName: z.string() });
