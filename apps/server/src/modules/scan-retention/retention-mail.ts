// The warning e-mail: which rolls lose their scans and when, with a link to download each roll
// (the roll page has a zip download of the whole roll) and one to join, which keeps them all.
import { NON_MEMBER_SCAN_STORAGE_DAYS } from '@filmlab/domain';
import type { MailMessage } from '../../adapters/mail/mailer.js';
import type { Db, Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { findAccountById } from '../users/service.js';

export interface WarnedRoll {
  rollId: number;
  name: string;
  removedAt: Date;
}

const day = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** The warning to `userId` about `rolls`; null when the account is gone. */
export async function retentionWarning(
  deps: { db: Db | Tx; config: Pick<Deps['config'], 'publicUrl' | 'labName'> },
  userId: number,
  rolls: WarnedRoll[],
): Promise<MailMessage | null> {
  const user = await findAccountById(deps.db, userId);
  if (!user) return null;
  const base = deps.config.publicUrl;
  const first = rolls.reduce(
    (soonest, roll) => (roll.removedAt < soonest ? roll.removedAt : soonest),
    rolls[0]!.removedAt,
  );
  const lines = rolls.map(
    (roll) =>
      `- ${roll.name}: removed on ${day(roll.removedAt)}. Download it: ${base}/users/${userId}/rolls/${roll.rollId}`,
  );
  const text = [
    `Hi ${user.firstName},`,
    '',
    `Scans are kept for ${NON_MEMBER_SCAN_STORAGE_DAYS} days without a membership, so we will remove the scans of ${rolls.length === 1 ? 'this roll' : 'these rolls'} from your library:`,
    '',
    ...lines,
    '',
    `Each roll's page has "Download zip" to keep everything. Or join, and we keep your scans for as long as you are a member: ${base}/memberships`,
    '',
    deps.config.labName,
  ].join('\n');
  return { to: user.email, subject: `Your scans will be removed on ${day(first)}`, text };
}
