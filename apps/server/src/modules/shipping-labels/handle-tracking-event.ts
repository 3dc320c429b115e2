// The carrier's tracker events: each event id is processed once (recorded in the same transaction
// as the shipment's move, so a replay changes nothing), the shipment found by its tracking code moves
// to "on its way" (shippedAt) or "arrived" (deliveredAt) with conditional updates (an older event
// arriving late never moves it back), and an unknown tracking code is acknowledged and ignored. The
// spec's e-mails are sent at the lab's own steps (film arrived on receive, negatives shipped with
// their tracking), so a carrier scan e-mails no one: the order pages show it.
import { shipmentStageOf } from '@filmlab/domain';
import type { FastifyBaseLogger } from 'fastify';
import {
  TrackingEventError,
  TrackingSignatureError,
  readTrackingEvent,
  trackingSecret,
} from '../../adapters/shipping/tracking-events.js';
import type { Deps } from '../../deps.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { recordWebhookEvent } from '../payments/webhook-events.js';
import { labelShipments } from './label-shipments.js';

const HEADER = 'x-hmac-signature';

export async function handleTrackingEvent(options: {
  deps: { db: Db; shipping: Pick<Deps['shipping'], 'name'>; config: Pick<Deps['config'], 'shipping' | 'authSecret'> };
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  rawBody: Buffer;
  signature: string | undefined;
  now?: Date;
}): Promise<{ received: true; processed: boolean }> {
  const { deps, log } = options;
  let event;
  try {
    event = readTrackingEvent(options.rawBody, options.signature, trackingSecret(deps.config));
  } catch (error) {
    if (error instanceof TrackingSignatureError) {
      throw new AppError('BAD_REQUEST', `The ${HEADER} header ${error.message}.`, [`${HEADER}: ${error.message}`]);
    }
    if (error instanceof TrackingEventError) {
      throw new AppError('BAD_REQUEST', `The body ${error.message}.`, [`body: ${error.message}`]);
    }
    throw error;
  }
  const tracker = event.tracker;
  const at = tracker?.updatedAt ?? options.now ?? new Date();
  const shipments = labelShipments();
  const outcome = await deps.db.transaction(async (tx: Tx) => {
    const provider = `shipping:${deps.shipping.name}`;
    if (!(await recordWebhookEvent(tx, { provider, eventId: event.id, type: event.type }))) return 'replay' as const;
    const stage = tracker ? shipmentStageOf(tracker.status) : null;
    if (!tracker || !stage) return 'nothing to move' as const;
    const shipment = await shipments.findByTracking(tx, tracker.trackingCode);
    if (!shipment) return 'unknown tracking code' as const;
    return (await shipments.moveStage(tx, shipment.id, stage, at)) ? stage : ('moved already' as const);
  });
  const processed = outcome !== 'replay' && outcome !== 'unknown tracking code';
  const fields = { eventId: event.id, type: event.type, status: tracker?.status, outcome };
  if (outcome === 'unknown tracking code') log.warn(fields, 'tracking event for no shipment of ours');
  else log.info(fields, 'tracking event');
  return { received: true, processed };
}
