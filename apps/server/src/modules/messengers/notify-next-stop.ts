import type { NotifyNextStopResult } from '@filmlab/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.js';
import { withLabIdentity } from '../lab/lab-service.js';
import { selectStops, type StopRow } from './stops.js';
import { claimNotification, releaseNotification, selectRoutes } from './store.js';

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function clockTime(at: Date, timeZone: string) {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
    timeFormats.set(timeZone, format);
  }
  return format.format(at);
}

function noticeText(row: StopRow, labName: string, timeZone: string) {
  const where = row.address ? ` at ${row.address.address1}` : '';
  const window =
    row.stop.windowStart && row.stop.windowEnd
      ? ` Your pick-up window is ${clockTime(row.stop.windowStart, timeZone)}–${clockTime(row.stop.windowEnd, timeZone)}.`
      : '';
  return `Hi ${row.customer?.firstName || 'there'}, your ${labName} courier is on the way${where}: you are the next stop.${window} Please have your film ready.`;
}

/**
 * Tells the customer of the first open stop of the messenger's routes in the range that the courier
 * is on the way: an e-mail through the outbox, and a text when they have a phone number. Each stop is
 * told once: the claim on notifiedAt is a conditional update, so two calls cannot both send.
 */
export async function notifyNextStop(options: {
  deps: Pick<Deps, 'db' | 'mailer' | 'sms' | 'config' | 'events'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  messengerId: number;
  days: { from: string; to: string };
  now?: Date;
}): Promise<NotifyNextStopResult> {
  const { deps } = options;
  const routes = await selectRoutes(deps.db, options.messengerId, options.days.from, options.days.to);
  const stops = await selectStops(
    deps.db,
    routes.map((route) => route.id),
  );
  const next = stops.find((row) => row.stop.completedAt === null);
  if (!next) return { stopId: null, notified: false };
  const claimed = await claimNotification(deps.db, next.stop.id, options.now ?? new Date());
  if (!claimed || !next.customer) return { stopId: next.stop.id, notified: false };
  const { config } = await withLabIdentity(deps);
  const text = noticeText(next, config.labName, config.labTimeZone);
  try {
    await deps.mailer.send({ to: next.customer.email, subject: 'Your courier is on the way', text });
  } catch (error) {
    // Nothing reached the customer: give the claim back so the next call tries again.
    await releaseNotification(deps.db, next.stop.id);
    throw error;
  }
  // The e-mail is the notice of record: a text that fails must not make the courier call again. The
  // sender keeps a refused text in the outbox as FAILED with the reason; only its outbox write can throw.
  if (next.customer.phone) {
    await deps.sms.send({ to: next.customer.phone, text }).catch((err: unknown) => {
      options.log.error({ err, stopId: next.stop.id }, 'text message not stored');
    });
  }
  return { stopId: next.stop.id, notified: true };
}
