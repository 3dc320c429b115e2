import type { Deps } from '../../deps.js';
import { defineJob } from '../../jobs/define-job.js';
import { membershipReceiptJob } from './membership-receipt-later.js';
import { receiptJob } from '../orders/receipt-later.js';
import { sendMembershipReceipt } from './send-membership-receipt.js';
import { sendReceipt } from './send-receipt.js';
import { sendWelcome } from './send-welcome.js';
import { welcomeJob } from './welcome-later.js';

/** The e-mails of orders and accounts, asked for in the transaction of what they tell (orders/receipt-later.ts, welcome-later.ts). */
export function registerReceiptJobs(deps: Deps) {
  deps.jobs.register(
    defineJob({
      ...receiptJob,
      async run({ payload }) {
        await sendReceipt({ deps, request: payload });
      },
    }),
  );
  deps.jobs.register(
    defineJob({
      ...membershipReceiptJob,
      async run({ payload }) {
        await sendMembershipReceipt({ deps, request: payload });
      },
    }),
  );
  deps.jobs.register(
    defineJob({
      ...welcomeJob,
      async run({ payload }) {
        await sendWelcome({ deps, userId: payload.userId });
      },
    }),
  );
}
