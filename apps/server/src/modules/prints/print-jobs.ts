// Print orders as the member sees them, and the lab's print queue and print files.
import type { PrintJob, PrintOrder } from '@filmlab/api';
import { PRINT_BORDERS, PRINT_FINISHES, cropRect, isPrintSize, printPixels, type CropMode } from '@filmlab/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type { Db } from '../../db/client.js';
import { papers, printDrafts, prints } from '../../db/schema/prints.js';
import { AppError, notFound } from '../../errors.js';
import { findCustomerTracking, findOrder, orderIdsWithStatus } from '../orders/order-service.js';
import { selectScanById } from '../scans/scan-service.js';
import { openBlobFile } from '../scans/spool-blob.js';
import { findAccountContacts } from '../users/service.js';
import { MAX_DRAFT_BYTES } from './draft-file.js';
import {
  atPrintDensity,
  openImage,
  storeFile,
  tempFile,
  upright,
  uprightSize,
  withProfile,
  PRINT_JPEG_OPTIONS,
} from './print-image.js';
import { selectPrint } from './store.js';

const jobColumns = {
  print: prints,
  paper: papers.name,
  fileName: printDrafts.name,
  previewKey: printDrafts.previewKey,
};

function jobsQuery(db: Db) {
  return db
    .select(jobColumns)
    .from(prints)
    .leftJoin(papers, eq(papers.id, prints.paperId))
    .leftJoin(printDrafts, eq(printDrafts.id, prints.printDraftId));
}

type JobRow = Awaited<ReturnType<typeof jobsQuery>>[number];
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

type Customer = { id: number; firstName: string; lastName: string; email: string };

async function presentJob(deps: Pick<Deps, 'blobs'>, row: JobRow, customer: Customer): Promise<PrintJob> {
  const { print } = row;
  return {
    id: print.id,
    orderId: print.orderId,
    customer: { id: customer.id, name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email },
    size: print.size,
    paper: row.paper,
    quantity: print.quantity,
    cropMode: print.cropMode,
    finish: oneOf(PRINT_FINISHES, print.finish),
    border: oneOf(PRINT_BORDERS, print.border),
    targetPrinter: print.targetPrinter,
    fileName: row.fileName ?? (print.scanId ? `Frame ${print.scanId}` : null),
    previewUrl: row.previewKey ? await deps.blobs.readUrl(row.previewKey) : null,
    ready: print.readyAt !== null,
  };
}

/**
 * The jobs of these rows with their customers, read in one call; a print whose member is gone (its
 * account deleted) is left out.
 */
async function presentJobs(deps: Pick<Deps, 'db' | 'blobs'>, rows: JobRow[]): Promise<PrintJob[]> {
  const customers = await findAccountContacts(
    deps.db,
    rows.flatMap((row) => (row.print.userId === null ? [] : [row.print.userId])),
  );
  return Promise.all(
    rows.flatMap((row) => {
      const userId = row.print.userId;
      const customer = userId === null ? undefined : customers.get(userId);
      return customer && userId !== null ? [presentJob(deps, row, { id: userId, ...customer })] : [];
    }),
  );
}

/** A member's print order (an order with prints): 404 for another's or one without prints. */
export async function printOrder(options: {
  deps: Pick<Deps, 'db' | 'blobs'>;
  userId: number;
  orderId: number;
}): Promise<PrintOrder> {
  const { deps, userId, orderId } = options;
  const order = await findOrder(deps.db, orderId);
  if (!order || order.customerId !== userId) throw notFound('Print order');
  const jobs = await presentJobs(
    deps,
    await jobsQuery(deps.db).where(eq(prints.orderId, order.id)).orderBy(asc(prints.id)),
  );
  if (jobs.length === 0) throw notFound('Print order');
  return {
    order: {
      id: order.id,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      tracking: await findCustomerTracking(deps.db, order.id),
    },
    prints: jobs,
  };
}

/** The queue of a printer: prints of paid orders not yet marked ready, oldest first. */
export async function printQueue(options: { deps: Pick<Deps, 'db' | 'blobs'>; printer?: string | undefined }) {
  const { deps, printer } = options;
  const rows = await jobsQuery(deps.db)
    .where(
      and(
        isNull(prints.readyAt),
        sql`${prints.orderId} in (${orderIdsWithStatus(['PAID', 'COMPLETE'])})`,
        printer ? eq(prints.targetPrinter, printer) : undefined,
      ),
    )
    .orderBy(asc(prints.id));
  return { jobs: await presentJobs(deps, rows) };
}

/**
 * Where a print's pixels come from: the draft's print-ready JPEG (already upright and turned), or
 * the member's hosted frame with the rotation the member gave it.
 */
async function printSource(db: Db, print: NonNullable<Awaited<ReturnType<typeof selectPrint>>>) {
  if (print.printDraftId !== null) {
    const [draft] = await db.select().from(printDrafts).where(eq(printDrafts.id, print.printDraftId));
    return draft?.jpegKey ? { key: draft.jpegKey, rotation: 0 } : null;
  }
  if (print.scanId !== null) {
    const scan = await selectScanById(db, print.scanId);
    return scan?.hiResKey ? { key: scan.hiResKey, rotation: scan.rotation } : null;
  }
  return null;
}

/**
 * The print file of a job: turned upright (EXIF orientation, then the member's rotation), the crop
 * applied at full resolution, resized to the size's pixel dimensions at 300 ppi and saying so in its
 * metadata, the colour profile embedded. Stored beside the job; answers a link.
 */
export async function makePrintFile(options: { deps: Pick<Deps, 'db' | 'blobs'>; printId: number }) {
  const { deps, printId } = options;
  const print = await selectPrint(deps.db, printId);
  if (!print) throw notFound('Print');
  const from = await printSource(deps.db, print);
  if (!from || !print.size || !isPrintSize(print.size)) {
    throw new AppError('CONFLICT', 'This print has no file to print yet.', ['file: is missing']);
  }
  const source = await openBlobFile(deps.blobs, from.key, MAX_DRAFT_BYTES);
  const out = await tempFile('.jpg');
  try {
    const meta = await openImage(source.path).metadata();
    const shown = uprightSize(meta, from.rotation);
    const mode = (print.cropMode === 'fit' ? 'fit' : 'fill') as CropMode;
    const crop = cropRect(shown, print.size, mode, { x: print.cropX, y: print.cropY });
    const pixels = printPixels(print.size, shown);
    const image = upright(openImage(source.path), from.rotation)
      .extract(crop)
      .resize(pixels.width, pixels.height, {
        fit: mode === 'fill' ? 'fill' : 'contain',
        background: { r: 255, g: 255, b: 255 },
      });
    await withProfile(atPrintDensity(image), !!meta.icc).jpeg(PRINT_JPEG_OPTIONS).toFile(out.path);
    const fileKey = `prints/jobs/${print.id}/print-${print.size}.jpg`;
    await storeFile(deps.blobs, fileKey, out.path, 'image/jpeg');
    return { url: await deps.blobs.readUrl(fileKey), ...pixels };
  } finally {
    await Promise.all([source.remove(), out.remove()]);
  }
}
