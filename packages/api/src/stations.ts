// Scanning stations: the tokens staff make for the lab's scanning computers, what a
// station may call with one (find a roll by its code, upload its frames, add its scanned and synced
// events), and the roll label with the code a station reads.
import { parseRollCode } from '@filmlab/domain';
import { z } from 'zod';
import { defineRoute } from './define.js';
import { idParamField, required } from './fields.js';
import { SCAN_STATUS_VALUES, uploadLink, uploadQuery } from './scans.js';

const tag = 'scanning stations';

export const stationTokenSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The token's last four characters. */
    hint: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'StationToken' });
export type StationToken = z.infer<typeof stationTokenSchema>;

export const createStationTokenBody = z.strictObject({ name: required(80) });
/** The token itself is shown this once; only its hash is kept. */
export const createdStationToken = z.object({ station: stationTokenSchema, token: z.string() });
export const stationTokenList = z.object({ stations: stationTokenSchema.array() });
export const stationTokenParams = z.strictObject({ stationId: idParamField() });

/** A roll code as a person may type it; answered in its printed form. */
const rollCodeField = () =>
  z
    .string()
    .max(20, 'must be a roll code of six letters and digits')
    .transform((value, ctx) => {
      const code = parseRollCode(value);
      if (!code) ctx.addIssue({ code: 'custom', message: 'must be a roll code of six letters and digits' });
      return code ?? '';
    });
export const stationRollParams = z.strictObject({ code: rollCodeField() });
export const stationScanParams = z.strictObject({ code: rollCodeField(), scanId: idParamField() });

const sha256Field = () =>
  z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be the SHA-256 of the file as 64 hex digits')
    .transform((value) => value.toLowerCase());

/** What a station knows of a roll: enough to match its folder and resume, none of the customer's data. */
export const stationFrameSchema = z
  .object({
    scanId: z.number().int(),
    frame: z.number().int(),
    status: z.enum(SCAN_STATUS_VALUES),
    sha256: z.string().nullable(),
  })
  .meta({ id: 'StationFrame' });
export const stationRollSchema = z.object({
  code: z.string(),
  rollId: z.number().int(),
  /** The order number customers see (for a cross-check with the scanner's folder name). */
  orderNumber: z.string().nullable(),
  status: z.string(),
  frames: stationFrameSchema.array(),
});
export type StationRoll = z.infer<typeof stationRollSchema>;
export const stationRollResponse = z.object({ roll: stationRollSchema });

export const stationUploadBody = z.strictObject({ sha256: sha256Field() });
/** `upload` is null when the roll already has a frame with this checksum: nothing to send. */
export const stationUploadResponse = z.object({
  frame: stationFrameSchema,
  upload: uploadLink.nullable(),
});
export type StationUpload = z.infer<typeof stationUploadResponse>;
export const stationFrameResponse = z.object({ frame: stationFrameSchema });

export const STATION_EVENTS = ['SCANNED', 'SYNCED'] as const;
export const stationEventBody = z.strictObject({
  event: z.enum(STATION_EVENTS, 'must be SCANNED or SYNCED'),
});

export const rollLabelParams = z.strictObject({ rollId: idParamField() });
export const rollLabelResponse = z.object({
  code: z.string(),
  /** A short-lived link to the label: a PNG for a 2 x 1 inch label at 300 dpi. */
  pngUrl: z.string(),
  /** The same label as a PDF page of that size. */
  pdfUrl: z.string(),
  expiresAt: z.string(),
});
export type RollLabel = z.infer<typeof rollLabelResponse>;

export const stationTokenRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/station-tokens',
    access: 'admin',
    summary: 'The scanning stations’ tokens, newest first (revoked ones too)',
    tag,
    response: stationTokenList,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/station-tokens',
    access: 'admin',
    summary: 'Make a token for a scanning station; the answer is the only time the token is shown',
    tag,
    body: createStationTokenBody,
    response: createdStationToken,
    status: 201,
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/station-tokens/:stationId',
    access: 'admin',
    summary: 'Revoke a station token: the station is refused from its next call on',
    tag,
    params: stationTokenParams,
    response: z.object({ station: stationTokenSchema }),
  }),
  rollLabel: defineRoute({
    method: 'GET',
    path: '/film-rolls/:rollId/label',
    access: 'admin',
    errors: [409],
    summary: 'Links to a received roll’s label (its code as text and as a QR code), PNG and PDF',
    tag,
    params: rollLabelParams,
    response: rollLabelResponse,
  }),
};

export const stationRoutes = {
  roll: defineRoute({
    method: 'GET',
    path: '/station/rolls/:code',
    access: 'station',
    summary: 'The roll with this code, as a scanning station sees it: its order number, stage and frames’ checksums',
    tag,
    params: stationRollParams,
    response: stationRollResponse,
  }),
  startUpload: defineRoute({
    method: 'POST',
    path: '/station/rolls/:code/scans',
    access: 'station',
    errors: [409],
    summary:
      'Start uploading a frame of the roll (write link to PUT to), or nothing when its checksum is already there',
    tag,
    params: stationRollParams,
    query: uploadQuery,
    body: stationUploadBody,
    response: stationUploadResponse,
    status: 201,
  }),
  finishUpload: defineRoute({
    method: 'POST',
    path: '/station/rolls/:code/scans/:scanId/finish-upload',
    access: 'station',
    errors: [409, 413, 415],
    summary: 'Check an uploaded frame against its checksum and queue its derivatives',
    tag,
    params: stationScanParams,
    response: stationFrameResponse,
  }),
  addEvent: defineRoute({
    method: 'POST',
    path: '/station/rolls/:code/events',
    access: 'station',
    errors: [409],
    summary: 'Mark the roll scanned or synced (a roll already at or past the step answers as it is)',
    tag,
    params: stationRollParams,
    body: stationEventBody,
    response: stationRollResponse,
  }),
};
