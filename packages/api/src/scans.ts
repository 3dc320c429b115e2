import { GALLERY_PAGE_SIZE, SCAN_FILE_TYPES } from '@filmlab/domain';
import { z } from 'zod';
import { idField, idParamField, required, text } from './fields.js';
import { cursorField, libraryFilterFields } from './rolls.js';
import { labelSchema } from './tags.js';

export const SCAN_STATUS_VALUES = ['UPLOADING', 'PROCESSING', 'READY', 'FAILED'] as const;

/** Signed, short-lived read links to a scan's files; null while a file is not made yet. */
export const scanFiles = z
  .object({
    thumbnail: z.string().nullable(),
    midRes: z.string().nullable(),
    midResOptimized: z.string().nullable(),
    /** The file as uploaded, for download. */
    hiRes: z.string().nullable(),
    /** The 16-bit TIFF master, once the frame is unlocked and the master exists. */
    tiff: z.string().nullable(),
  })
  .meta({ id: 'ScanFiles' });

export const scanSchema = z
  .object({
    id: z.number().int(),
    filmRollId: z.number().int(),
    /** Frame number within the roll (reverse-scans renumbers). */
    frame: z.number().int(),
    name: z.string(),
    description: z.string(),
    /** Degrees the derivatives are turned from the hi-res file. */
    rotation: z.number().int(),
    /** UPLOADING until the file is checked, PROCESSING until its derivatives exist, then READY (or FAILED). */
    status: z.enum(SCAN_STATUS_VALUES),
    contentType: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    sizeBytes: z.number().int().nullable(),
    thumbhash: z.string().nullable(),
    files: scanFiles,
    /** The TIFF unlock was paid (or free): `files.tiff` is the master, or null while the lab makes it. */
    tiffUnlocked: z.boolean(),
    tags: labelSchema.array(),
    locations: labelSchema.array(),
    createdAt: z.string(),
  })
  .meta({ id: 'Scan' });
export type Scan = z.infer<typeof scanSchema>;

export const scanResponse = z.object({ scan: scanSchema });

export const scanList = z.object({
  scans: scanSchema.array(),
  nextCursor: z.string().nullable(),
});
export type ScanList = z.infer<typeof scanList>;

/** The roll a scan belongs to, as the gallery viewer shows it. */
export const scanRollSummary = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  brand: z.string(),
  model: z.string(),
  format: z.string(),
  process: z.string(),
  frames: z.number().int(),
});

export const scanDetail = z.object({
  scan: scanSchema,
  filmRoll: scanRollSummary,
  /** The frames before and after this one in the roll, for previous/next. */
  previousId: z.number().int().nullable(),
  nextId: z.number().int().nullable(),
});
export type ScanDetail = z.infer<typeof scanDetail>;

export const listScansQuery = z.strictObject({
  ...libraryFilterFields,
  /** One roll's frames, in frame order; otherwise every scan, newest first. */
  filmRollId: idParamField().optional(),
  cursor: cursorField,
  limit: z.coerce.number().int().min(1).max(100).default(GALLERY_PAGE_SIZE),
});
export type ListScansQuery = z.infer<typeof listScansQuery>;

export const scanParams = z.strictObject({
  id: idParamField(),
  scanId: idParamField(),
});
export const scanTagParams = scanParams.extend({ tagId: idParamField() });
export const scanLocationParams = scanParams.extend({ locationId: idParamField() });
export const rotateParams = scanParams.extend({
  degrees: z.enum(['90', '180', '270'], 'must be 90, 180 or 270').transform((d) => Number(d) as 90 | 180 | 270),
});

/** Spec 7: POST /users/{id}/pick-ups/{pickUpId}/film-rolls/{rollId}/scans?fileType= */
export const uploadParams = z.strictObject({
  id: idParamField(),
  pickUpId: idParamField(),
  rollId: idParamField(),
});
export const uploadQuery = z.strictObject({
  fileType: z.enum(SCAN_FILE_TYPES, 'must be image/jpeg, image/png or image/tiff'),
});
/** All optional: without a name the frame is called by its number. */
export const uploadBody = z
  .strictObject({
    /** When given, must be the roll of the path. */
    filmRollId: idField().optional(),
    name: required(200).optional(),
    description: text().trim().max(2000, 'must be at most 2000 characters').default(''),
  })
  .nullish();
export const uploadScanParams = uploadParams.extend({ scanId: idParamField() });

export const uploadLink = z
  .object({
    /** PUT the file's bytes here with the content type below; no Authorization header. */
    url: z.string(),
    method: z.literal('PUT'),
    headers: z.object({ 'content-type': z.string() }),
    expiresAt: z.string(),
  })
  .meta({ id: 'UploadLink' });

export const startUploadResponse = z.object({ scan: scanSchema, upload: uploadLink });
export type StartUpload = z.infer<typeof startUploadResponse>;

export const updateScanBody = z.strictObject({
  name: required(200).optional(),
  description: text().trim().max(2000, 'must be at most 2000 characters').optional(),
});
