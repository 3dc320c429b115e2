// The welcome e-mail of a new account: what they can do next, starting with their first order.
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { deliverOnce } from '../outbox/deliver-once.js';
import { renderMail, type MailDocument } from '../outbox/render-mail.js';
import { findAccountById } from '../users/service.js';
import { withLabIdentity } from '../lab/lab-service.js';

export function writeWelcome(person: { firstName: string }, lab: { labName: string; publicUrl: string }): MailDocument {
  return {
    subject: `Welcome to ${lab.labName}`,
    greeting: person.firstName ? `Hi ${person.firstName},` : 'Hello,',
    intro: ['Your account is ready. Here is what you can do next.'],
    sections: [
      {
        title: 'Send us your film',
        notes: [
          'Start your first order: tell us about your rolls and choose how they reach the lab (drop them off, ship them yourself, or print a prepaid label).',
          'We develop and scan them, and e-mail you when your scans are ready to view and download.',
        ],
      },
      {
        title: 'Shop film and prints',
        notes: [`Film, prints and more are in the shop: ${lab.publicUrl}/collections`],
      },
    ],
    link: { label: 'Start your first order', url: `${lab.publicUrl}/onboarding/rolls` },
    signature: lab.labName,
  };
}

/** Answers the outbox id of the welcome sent, or null when it was sent before or the account is gone. */
export async function sendWelcome(options: {
  deps: Pick<Deps, 'db' | 'mailer' | 'jobs' | 'config' | 'events'>;
  userId: number;
}): Promise<number | null> {
  const { userId } = options;
  // The lab's name, contact and address as staff set them, read before the transaction.
  const deps = await withLabIdentity(options.deps);
  return deps.db.transaction((tx: Tx) =>
    deliverOnce(deps, tx, [`welcome:${userId}`], async () => {
      const user = await findAccountById(tx, userId);
      return user ? renderMail(writeWelcome(user, deps.config), user.email) : null;
    }),
  );
}
