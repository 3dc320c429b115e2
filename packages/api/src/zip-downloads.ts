// Zip downloads (spec 7 "Zip download of all scans of a pick-up as folders, at most 5 downloads at
// once"; 9 ZIP_DOWNLOADS_AT_ONCE): a pick-up, a roll or a selection of frames, one folder per roll,
// made in the background; progress arrives on the live feed (/users/{id}/zip-downloads/socket).
import { ZIP_DOWNLOADS_AT_ONCE } from '@filmlab/domain';
import { z } from 'zod';
import { defineRoute, idParam } from './define.js';
import { idField, idParamField } from './fields.js';

/** The most frames one selection may name. */
export const MAX_ZIP_SELECTION = 1000;

const oneOf = 'give exactly one of pickUpId, rollId or scanIds';

export const startZipDownloadBody = z
  .strictObject({
    /** Every roll of the pick-up (an order's batch of rolls). */
    pickUpId: idField().optional(),
    /** One roll. */
    rollId: idField().optional(),
    /** Some frames; each goes in its roll's folder. */
    scanIds: z
      .array(idField(), 'must be a list of scan ids')
      .min(1, 'must name at least one scan')
      .max(MAX_ZIP_SELECTION, `must name at most ${MAX_ZIP_SELECTION} scans`)
      .optional(),
  })
  .superRefine((body, context) => {
    const given = (['pickUpId', 'rollId', 'scanIds'] as const).filter((key) => body[key] !== undefined);
    if (given.length !== 1) context.addIssue({ code: 'custom', path: [given[1] ?? 'pickUpId'], message: oneOf });
  });
export type StartZipDownloadBody = z.input<typeof startZipDownloadBody>;

export const ZIP_DOWNLOAD_STATUS_VALUES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED', 'EXPIRED'] as const;
export type ZipDownloadStatus = (typeof ZIP_DOWNLOAD_STATUS_VALUES)[number];

export const zipDownloadSchema = z
  .object({
    id: z.number().int(),
    /** What is zipped: PICK_UP, ROLL or SCANS. */
    kind: z.enum(['PICK_UP', 'ROLL', 'SCANS']),
    pickUpId: z.number().int().nullable(),
    rollId: z.number().int().nullable(),
    /** The archive's file name. */
    fileName: z.string(),
    status: z.enum(ZIP_DOWNLOAD_STATUS_VALUES),
    /** 0 to 100. */
    progress: z.number().int(),
    /** Bytes of the frames read so far, of `bytesTotal`. */
    bytesDone: z.number().int(),
    bytesTotal: z.number().int(),
    frameCount: z.number().int(),
    /** Size of the finished archive. */
    sizeBytes: z.number().int().nullable(),
    /** A signed link (HTTP Range supported, so a broken download resumes) while DONE; null otherwise. */
    downloadUrl: z.string().nullable(),
    /** Why it failed, in words. */
    error: z.string().nullable(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
    /** When the finished file is removed. */
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'ZipDownload' });
export type ZipDownload = z.infer<typeof zipDownloadSchema>;

export const zipDownloadResponse = z.object({ zipDownload: zipDownloadSchema });
export const zipDownloadList = z.object({ zipDownloads: zipDownloadSchema.array() });
export const zipDownloadParams = z.strictObject({ id: idParamField(), zipId: idParamField() });

/** What the live feed sends as a zip is made: `{ type: 'zip-download', ... }` (ids and figures only). */
export const zipDownloadEvent = z.object({
  type: z.literal('zip-download'),
  zipDownloadId: z.number().int(),
  status: z.enum(ZIP_DOWNLOAD_STATUS_VALUES),
  progress: z.number().int(),
  bytesDone: z.number().int(),
  bytesTotal: z.number().int(),
});
export type ZipDownloadEvent = z.infer<typeof zipDownloadEvent>;

const tag = 'zip downloads';

export const zipDownloadRoutes = {
  /**
   * Starts a zip: 202 with the queued download. 404 when the pick-up, roll or a scan is not the
   * member's; 409 when there is nothing to zip; 429 while ZIP_DOWNLOADS_AT_ONCE of theirs are being made.
   */
  start: defineRoute({
    method: 'POST',
    path: '/users/:id/zip-downloads',
    access: 'self',
    summary: `Zip a pick-up, a roll or some frames, one folder per roll (at most ${ZIP_DOWNLOADS_AT_ONCE} at once)`,
    tag,
    params: idParam,
    body: startZipDownloadBody,
    response: zipDownloadResponse,
    status: 202,
    errors: [409, 429],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/users/:id/zip-downloads',
    access: 'self',
    summary: 'The member’s zip downloads not yet expired, newest first',
    tag,
    params: idParam,
    response: zipDownloadList,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/users/:id/zip-downloads/:zipId',
    access: 'self',
    summary: 'One zip download, with its download link once it is ready',
    tag,
    params: zipDownloadParams,
    response: zipDownloadResponse,
  }),
};
