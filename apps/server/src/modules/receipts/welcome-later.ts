// Asking for a new account's welcome from sign-up, with only its database at hand: the job is sent in
// one statement and writes the e-mail (send-welcome.ts) once per account.
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { JOB_TYPES } from '../../jobs/job-types.js';
import { jobSender } from '../../jobs/send-in-transaction.js';

export const welcomeJob = {
  type: JOB_TYPES.sendWelcome,
  payload: z.object({ userId: z.number().int().positive() }),
  maxAttempts: 8,
};

const send = jobSender(welcomeJob);

export async function welcomeLater(db: Db | Tx, userId: number): Promise<void> {
  await send(db, { userId });
}
