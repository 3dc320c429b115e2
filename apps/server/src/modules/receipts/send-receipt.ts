// The receipts job's work: write the e-mail a receipt request asks for and send it, once. The key is
// claimed in the same transaction that stores the e-mail, so a job run again sends nothing more.
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { deliverOnce } from '../outbox/deliver-once.js';
import { renderMail } from '../outbox/render-mail.js';
import { readReceipt } from './read-receipt.js';
import { receiptKey, type ReceiptRequest } from '../orders/receipt-later.js';
import { writeConfirmation, writeReceipt, writeRefundReceipt } from './write-receipt.js';
import { withLabIdentity } from '../lab/lab-service.js';

const WRITERS = { paid: writeReceipt, refund: writeRefundReceipt, placed: writeConfirmation } as const;

/** Answers the outbox id of the e-mail sent, or null when it was sent before (or there is no one to send it to). */
export async function sendReceipt(options: {
  deps: Pick<Deps, 'db' | 'mailer' | 'jobs' | 'config' | 'events'>;
  request: ReceiptRequest;
}): Promise<number | null> {
  const { request } = options;
  // The lab's name, contact and address as staff set them, read before the transaction.
  const deps = await withLabIdentity(options.deps);
  return deps.db.transaction((tx: Tx) =>
    deliverOnce(deps, tx, [receiptKey(request)], async () => {
      const facts = await readReceipt({ tx, config: deps.config, request });
      return facts ? renderMail(WRITERS[request.kind](facts, deps.config), facts.to) : null;
    }),
  );
}
