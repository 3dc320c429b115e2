import { ROLL_PAGE_SIZE, SCAN_SIZES } from '@filmlab/domain';
import { z } from 'zod';
import { idParamField, text } from './fields.js';
import { labelSchema } from './tags.js';

// ---- fields shared by the roll and scan lists -------------------------------------------------

const filterText = (max: number) =>
  text()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((s) => s || undefined)
    .optional();
const dateOnly = () => z.iso.date('must be a date (YYYY-MM-DD)').optional();

/**
 * The filters of the library (GET .../film-rolls/filters lists their values) and its search box.
 * A roll matches a tag or location when it, or one of its scans, carries it.
 */
export const libraryFilterFields = {
  /** Words matched against names, notes, descriptions, film stock, tags and locations (prefixes count). */
  search: filterText(200),
  brand: filterText(100),
  model: filterText(100),
  format: filterText(50),
  process: filterText(50),
  tagId: idParamField().optional(),
  locationId: idParamField().optional(),
  /** The roll's date (when it came in), from and to, inclusive, in UTC. */
  from: dateOnly(),
  to: dateOnly(),
};

/** An opaque position in a list, from the previous page's nextCursor. */
export const cursorField = text().max(200, 'is not a valid cursor').optional();

export const listRollsQuery = z.strictObject({
  ...libraryFilterFields,
  cursor: cursorField,
  limit: z.coerce.number().int().min(1).max(50).default(ROLL_PAGE_SIZE),
});
export type ListRollsQuery = z.infer<typeof listRollsQuery>;

export const rollParams = z.strictObject({
  id: idParamField(),
  rollId: idParamField(),
});
export const rollTagParams = rollParams.extend({ tagId: idParamField() });
export const rollLocationParams = rollParams.extend({ locationId: idParamField() });

// ---- responses ----------------------------------------------------------------------------------

/** A small picture of one frame: the signed thumbnail link (null while it is made) and its placeholder. */
export const frameThumbnail = z
  .object({
    scanId: z.number().int(),
    frame: z.number().int(),
    url: z.string().nullable(),
    /** thumbhash, base64: paint this while the thumbnail loads. */
    thumbhash: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .meta({ id: 'FrameThumbnail' });
export type FrameThumbnail = z.infer<typeof frameThumbnail>;

/** How far the lab's machines are with a roll's scans: a member sees "processing" and this. */
export const scanProgress = z
  .object({
    total: z.number().int(),
    ready: z.number().int(),
    processing: z.number().int(),
    failed: z.number().int(),
  })
  .meta({ id: 'ScanProgress' });

export const filmRollSchema = z
  .object({
    id: z.number().int(),
    customerId: z.number().int(),
    orderId: z.number().int().nullable(),
    pickUpId: z.number().int().nullable(),
    /** The member's own name for the roll. */
    name: z.string().nullable(),
    notes: z.string().nullable(),
    brand: z.string(),
    model: z.string(),
    format: z.string(),
    process: z.string(),
    /** Where the roll is in the lab: its last roll event (RECEIVED, DEVELOPED, SCANNED, SYNCED ...). */
    stage: z.string(),
    scanQuality: z.enum(SCAN_SIZES),
    createdAt: z.string(),
    tags: labelSchema.array(),
    locations: labelSchema.array(),
    scans: scanProgress,
    /** The first frames, in order. */
    thumbnails: frameThumbnail.array(),
  })
  .meta({ id: 'FilmRoll' });
export type FilmRoll = z.infer<typeof filmRollSchema>;

export const filmRollList = z.object({
  filmRolls: filmRollSchema.array(),
  /** Pass as cursor for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type FilmRollList = z.infer<typeof filmRollList>;

export const contactSheetAvailability = z.object({
  available: z.boolean(),
  /** Why not, in words for the member. */
  reason: z.string().nullable(),
});

export const filmRollDetail = z.object({
  filmRoll: filmRollSchema.extend({
    contactSheet: contactSheetAvailability,
    /** The viewer may upload frames to it: a received roll (it has a pick-up), by staff, or by its member where the lab allows. */
    canUpload: z.boolean(),
  }),
});
export type FilmRollDetail = z.infer<typeof filmRollDetail>['filmRoll'];

export const filmRollResponse = z.object({ filmRoll: filmRollSchema });

/** The values each filter can take for this member's library. */
export const libraryFilters = z.object({
  brands: z.string().array(),
  models: z.string().array(),
  formats: z.string().array(),
  processes: z.string().array(),
  tags: labelSchema.array(),
  locations: labelSchema.array(),
  /** The first and last roll dates (YYYY-MM-DD), null for an empty library. */
  dates: z.object({ first: z.string().nullable(), last: z.string().nullable() }),
});
export type LibraryFilters = z.infer<typeof libraryFilters>;

// ---- bodies -------------------------------------------------------------------------------------

const optionalNullableText = (max: number) =>
  text()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((s) => (s === '' ? null : s));

/** Rename and describe a roll; null or "" clears. */
export const updateRollBody = z.strictObject({
  name: optionalNullableText(120),
  notes: optionalNullableText(2000),
});

const filmField = (max: number) =>
  text().trim().min(1, 'is required').max(max, `must be at most ${max} characters`).optional();

/** update-film-roll: correct the roll's film data (spec 7: PUT .../update-film-roll with value). */
export const updateFilmRollBody = z.strictObject({
  value: z.strictObject({
    brand: filmField(100),
    model: filmField(100),
    format: filmField(50),
    process: filmField(50),
  }),
});

export const clearScansResponse = z.object({ deleted: z.number().int() });

/** The contact sheet PDF: a short-lived link the browser downloads from directly. */
export const contactSheetLink = z.object({ url: z.string(), expiresAt: z.string() });
