// TIFF unlocks (spec 7 PUT /users/{id}/scans/unlock-scans, 9 unlock size 16_BIT_TIFF): the member's
// side, and the lab's list of unlocks waiting for a TIFF master.
import { DEFAULT_SCAN_UNLOCK_SIZE, SCAN_UNLOCK_SIZES } from '@filmlab/domain';
import { z } from 'zod';
import { defineRoute, idParam } from './define.js';
import { idField, idParamField, MAX_INT } from './fields.js';
import { uploadLink } from './scans.js';

/** Frames one unlock request may name (a long roll is 72 half frames). */
export const MAX_SCANS_PER_UNLOCK = 100;

export const unlockScansBody = z.strictObject({
  scanIds: z
    .array(idField(), 'must be a list of scan ids')
    .min(1, 'must name at least one scan')
    .max(MAX_SCANS_PER_UNLOCK, `must name at most ${MAX_SCANS_PER_UNLOCK} scans`),
  /** The price per frame the member was shown, in cents: checked against the server's, never used. */
  pricePerUnlock: z
    .number('must be a whole number of cents')
    .int('must be a whole number of cents')
    .min(0, 'must be at least 0')
    .max(MAX_INT, `must be at most ${MAX_INT}`),
  size: z.enum(SCAN_UNLOCK_SIZES, `must be ${SCAN_UNLOCK_SIZES.join(' or ')}`).default(DEFAULT_SCAN_UNLOCK_SIZE),
});
export type UnlockScansBody = z.input<typeof unlockScansBody>;

/** AWAITING_PAYMENT: its order is not paid yet; PENDING: paid, the lab is making the TIFF; READY: downloadable. */
export const UNLOCK_STATUS_VALUES = ['AWAITING_PAYMENT', 'PENDING', 'READY'] as const;

export const unlockScansResponse = z.object({
  pricePerUnlock: z.number().int(),
  /** Cents for the frames not unlocked before (the order's lines; tax is added on the order). */
  total: z.number().int(),
  /** The order to pay (at /orders/{id}) when the unlocks cost something; null when nothing is owed. */
  orderId: z.number().int().nullable(),
  unlocks: z.array(z.object({ scanId: z.number().int(), status: z.enum(UNLOCK_STATUS_VALUES) })),
});
export type UnlockScansResult = z.infer<typeof unlockScansResponse>;

/** One paid unlock whose frame has no TIFF master yet: a task for the lab. */
export const tiffUnlockTaskSchema = z
  .object({
    id: z.number().int(),
    scanId: z.number().int(),
    frame: z.number().int(),
    scanName: z.string(),
    roll: z.object({ id: z.number().int(), name: z.string() }),
    member: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
    size: z.string(),
    paidAt: z.string(),
    /** A file was sent to the upload link (checked when staff mark the unlock done). */
    uploadStarted: z.boolean(),
  })
  .meta({ id: 'TiffUnlockTask' });
export type TiffUnlockTask = z.infer<typeof tiffUnlockTaskSchema>;

export const tiffUnlockTaskList = z.object({ unlocks: tiffUnlockTaskSchema.array() });
export const tiffUnlockParams = z.strictObject({ unlockId: idParamField() });

const tag = 'tiff unlocks';

export const tiffUnlockRoutes = {
  /**
   * The server prices the frames from the member's plan (free for Very Nice and up); a different
   * pricePerUnlock is a 400. Paid unlocks make an order to pay with the usual payment call; a frame
   * whose TIFF master exists is downloadable once the unlock is paid or free. 404 for another's scan.
   */
  unlock: defineRoute({
    method: 'PUT',
    path: '/users/:id/scans/unlock-scans',
    access: 'self',
    errors: [404],
    summary: 'Unlock frames’ 16-bit TIFF masters: free for Very Nice and up, else an order to pay',
    tag,
    params: idParam,
    body: unlockScansBody,
    response: unlockScansResponse,
  }),
  pending: defineRoute({
    method: 'GET',
    path: '/tiff-unlocks',
    access: 'admin',
    summary: 'Staff: paid unlocks waiting for their TIFF master, oldest first',
    tag,
    response: tiffUnlockTaskList,
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/tiff-unlocks/:unlockId/upload',
    access: 'admin',
    errors: [404],
    summary: 'Staff: a link to PUT the frame’s TIFF master to',
    tag,
    params: tiffUnlockParams,
    response: z.object({ upload: uploadLink }),
  }),
  /** 409 until a TIFF file is at the upload link; then the frame's unlocks are ready and the member is e-mailed. */
  done: defineRoute({
    method: 'PUT',
    path: '/tiff-unlocks/:unlockId/done',
    access: 'admin',
    errors: [404, 409, 415],
    summary: 'Staff: the TIFF master is uploaded; the member is e-mailed that it is ready',
    tag,
    params: tiffUnlockParams,
    response: z.object({ ok: z.literal(true) }),
  }),
};
