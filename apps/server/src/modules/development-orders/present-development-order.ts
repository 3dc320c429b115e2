// An order as the summary and the orders list show it: the order, its rolls with their stage, and
// the credits its lines were paid with (lines of zero cents marked as credits by the pricing).
import type { DevelopmentOrder } from '@filmlab/api';
import { CREDIT_KINDS, type CreditKind } from '@filmlab/domain';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { paidOnOrders } from '../orders/paid-on-order.js';
import { presentOrder } from '../orders/present-order.js';
import type { OrderView } from '../orders/order-service.js';
import type { LabQueue } from './lab-queue.js';
import { estimateOrder, type OrderEta } from './order-eta.js';
import { selectRollChoices, type RollChoiceRow } from './store.js';

const CREDIT_OF_SKU: Readonly<Record<string, CreditKind>> = {
  devscan: 'devScan',
  additionalroll: 'devScan',
  e6devscan: 'devScan',
  ecn2devscan: 'devScan',
  '4kscans': 'scan4K',
  rush: 'rush',
  proscans: 'proScan',
};

function creditsOf(view: OrderView): Record<CreditKind, number> {
  const used = Object.fromEntries(CREDIT_KINDS.map((kind) => [kind, 0])) as Record<CreditKind, number>;
  for (const line of view.lines) {
    const kind = line.sku ? CREDIT_OF_SKU[line.sku] : undefined;
    if (kind && line.unitAmount === 0 && line.notes?.endsWith('(credit)')) used[kind] += line.quantity;
  }
  return used;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function presentRoll(row: RollChoiceRow, eta: OrderEta | null): DevelopmentOrder['rolls'][number] {
  return {
    id: row.filmRollId,
    brand: row.brand,
    model: row.model,
    format: row.format,
    process: row.process,
    status: row.status,
    crossProcess: row.crossProcess,
    pushPull: row.pushPull,
    scanQuality: row.scanQuality,
    rush: row.rush,
    sleeving: row.sleeving,
    prints: row.prints,
    returnToCustomer: row.returnToCustomer,
    negativesAction: row.negativesAction,
    notes: row.notes,
    receivedAt: iso(row.receivedAt),
    developedAt: iso(row.developedAt),
    scannedAt: iso(row.scannedAt),
    estimatedReadyOn: eta?.byRoll.get(row.filmRollId)?.readyOn ?? null,
  };
}

export async function presentDevelopmentOrders(options: {
  db: Db;
  blobs: BlobStore;
  views: OrderView[];
  isAdmin: boolean;
  /** The live queue: the summary then carries each roll's and the order's estimated ready date. */
  lab?: { queue: LabQueue; timeZone: string };
  /** The views are of orders made in this request: their rolls as written, and nothing paid on them yet. */
  created?: { rolls: RollChoiceRow[] };
}): Promise<DevelopmentOrder[]> {
  const { views, created } = options;
  const ids = views.map((view) => view.order.id);
  const rolls = created?.rolls ?? (await selectRollChoices(options.db, ids));
  const { lab } = options;
  const paid = created ? new Map<number, number>() : await paidOnOrders(options.db, ids);
  return Promise.all(
    views.map(async (view) => {
      const own = rolls.filter((roll) => roll.orderId === view.order.id);
      const eta = lab
        ? estimateOrder({ lab: lab.queue, timeZone: lab.timeZone, orderStatus: view.order.status, rolls: own })
        : null;
      const order = await presentOrder(options.blobs, view, { isAdmin: options.isAdmin });
      const ready = eta?.order ?? null;
      return {
        order,
        rolls: own.map((roll) => presentRoll(roll, eta)),
        credits: { used: creditsOf(view) },
        paid: paid.get(view.order.id) ?? null,
        eta: ready && { readyOn: ready.readyOn, businessDays: ready.businessDays },
      };
    }),
  );
}
