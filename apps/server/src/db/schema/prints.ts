import { PRINT_QUANTITY_CAP } from '@filmlab/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orderLines, orders } from './orders.js';
import { productVariants } from './products.js';
import { users } from './users.js';

/** Papers offered for large-format prints (GET /prints/papers). */
export const papers = pgTable('papers', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  description: text().notNull().default(''),
  finish: text().notNull().default(''),
  active: boolean().notNull().default(true),
  position: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A file uploaded for printing, before it is attached to an order line (spec section 7, prints). */
export const printDrafts = pgTable(
  'print_drafts',
  {
    id: serial().primaryKey(),
    /** Public id the browser keeps in storage; random. */
    draftId: text().notNull().unique(),
    /** Null while a visitor prints without an account. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** The uploaded file's name. */
    name: text().notNull(),
    fileKey: text().notNull(),
    contentType: text(),
    targetPrinter: text(),
    width: integer(),
    height: integer(),
    /** Set once convert-draft has made the JPEG. */
    convertedAt: timestamp({ withTimezone: true }),
    /** Set when the conversion job could not decode the file (its request, or the next read, answers 415). */
    conversionFailedAt: timestamp({ withTimezone: true }),
    /** The print-ready JPEG convert-draft made (full resolution, colour profile embedded). */
    jpegKey: text(),
    /** A small JPEG for the crop preview. */
    previewKey: text(),
    /** 'kept' (the file's own profile) or 'srgb' (a file without one, printed as sRGB). */
    colourProfile: text(),
    /** A hosted scan of the member's used as the file instead of an upload. */
    scanId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('print_drafts_user_id_idx').on(t.userId)],
);

/** A print attached to an order line: which draft, on which paper and size, how many. */
export const prints = pgTable(
  'prints',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer().references(() => orderLines.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    printDraftId: integer().references(() => printDrafts.id, { onDelete: 'set null' }),
    paperId: integer().references(() => papers.id, { onDelete: 'set null' }),
    /** The size, as a variant of the print product. */
    productVariantId: integer().references(() => productVariants.id, { onDelete: 'set null' }),
    quantity: integer().notNull().default(1),
    /** Print size name (4x6, 16x20 ...), as the domain's PRINT_SIZES. */
    size: text(),
    /** 'fill' crops to the paper's aspect ratio, 'fit' keeps the whole image with margins. */
    cropMode: text().notNull().default('fill'),
    /** Where the crop sits, 0 to 1 across and down. */
    cropX: doublePrecision().notNull().default(0.5),
    cropY: doublePrecision().notNull().default(0.5),
    /** 4x6 prints: the member's hosted frame, the finish and the border. */
    scanId: integer(),
    finish: text(),
    border: text(),
    /** The printer the job goes to (the print queue is per printer). */
    targetPrinter: text().notNull().default('large-format'),
    /** Set by mark-prints-ready. */
    readyAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prints_order_id_idx').on(t.orderId),
    index('prints_order_line_id_idx').on(t.orderLineId),
    index('prints_user_id_idx').on(t.userId),
    index('prints_print_draft_id_idx').on(t.printDraftId),
    index('prints_paper_id_idx').on(t.paperId),
    index('prints_product_variant_id_idx').on(t.productVariantId),
    check('prints_quantity', sql`${t.quantity} between 1 and ${sql.raw(String(PRINT_QUANTITY_CAP))}`),
  ],
);
