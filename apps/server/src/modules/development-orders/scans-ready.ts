// One "scans ready" e-mail per order, not one per roll: scanning stations sync an order's rolls one
// by one, seconds apart, and staff may mark several at once. Each SYNCED step asks for the order's
// e-mail in its own transaction (a job keyed by the order); the job waits while other rolls of the
// order are still on their way, and runs at once when the last one is synced. It lists every synced
// roll not announced yet and claims them, so a roll synced later gets a follow-up of its own.
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import type { Db, Tx } from '../../db/client.js';
import { defineJob } from '../../jobs/define-job.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { jobSender } from '../../jobs/send-in-transaction.js';
import { deliverOnce } from '../outbox/deliver-once.js';
import { scansReadyMessage } from './order-emails.js';
import { findOrder } from '../orders/order-service.js';
import { selectSyncedRollsOfOrder } from '../rolls/roll-service.js';

/** How long the e-mail waits for the order's other rolls when some are not synced yet. */
export const SCANS_READY_WAIT_MS = 10 * 60_000;

const scansReadyJob = {
  type: JOB_TYPES.sendScansReady,
  payload: z.object({ orderId: z.number().int().positive() }),
  maxAttempts: 8,
};
const send = jobSender(scansReadyJob);

/**
 * Asks for the order's scans-ready e-mail in the transaction of a SYNCED step: at once when every
 * roll of the order is synced now, else after SCANS_READY_WAIT_MS. One job per order waits at a time.
 */
export async function scansReadyLater(
  tx: Db | Tx,
  options: { orderId: number; everyRollSynced: boolean; now: Date },
): Promise<void> {
  const runAt = options.everyRollSynced ? options.now : new Date(options.now.getTime() + SCANS_READY_WAIT_MS);
  await send(tx, { orderId: options.orderId }, { singletonKey: `order:${options.orderId}`, runAt });
}

const rollKey = (rollId: number) => `scans-ready:roll:${rollId}`;

/** Sends the order's synced rolls not announced yet, once; answers the outbox id, or null when none were new. */
export async function sendScansReady(options: {
  deps: Pick<Deps, 'db' | 'mailer' | 'jobs' | 'config' | 'events'>;
  orderId: number;
}): Promise<number | null> {
  const { deps, orderId } = options;
  return deps.db.transaction(async (tx: Tx) => {
    const order = await findOrder(tx, orderId);
    if (!order || order.customerId === null) return null;
    const customerId = order.customerId;
    const synced = await selectSyncedRollsOfOrder(tx, orderId);
    return deliverOnce(
      deps,
      tx,
      synced.map((roll) => rollKey(roll.id)),
      async (claimed) =>
        scansReadyMessage(deps, {
          order: { id: orderId, customerId },
          rolls: synced.filter((roll) => claimed.includes(rollKey(roll.id))),
          followUp: claimed.length < synced.length,
          db: tx,
        }),
    );
  });
}

export function registerScansReadyJob(deps: Deps) {
  deps.jobs.register(
    defineJob({
      ...scansReadyJob,
      async run({ payload }) {
        await sendScansReady({ deps, orderId: payload.orderId });
      },
    }),
  );
}
