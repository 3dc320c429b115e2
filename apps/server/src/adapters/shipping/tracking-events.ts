// Tracker events as EasyPost sends them (an Event whose description is "tracker.updated" and whose
// result is the Tracker), signed with the webhook's secret in X-Hmac-Signature
// ("hmac-sha256-hex=<hex of HMAC-SHA256 over the body>"). They are checked with the official client's
// validateWebhook. The local provider signs the same events with a secret of its own, so one
// handler serves both.
import { createHmac, randomUUID } from 'node:crypto';
import EasyPostClient from '@easypost/api';
import type { TrackerStatus } from '@filmlab/domain';
import { z } from 'zod';
import type { Config } from '../../config.js';

export interface TrackingEvent {
  id: string;
  type: string;
  /** Present on tracker.updated events only. */
  tracker: { trackingCode: string; status: string; updatedAt: Date | null } | null;
}

/** The signature is missing or wrong (answered 400). */
export class TrackingSignatureError extends Error {}

/** The secret tracker events are signed with: EasyPost's webhook secret, or one derived from the app's. */
export function trackingSecret(config: Pick<Config, 'shipping' | 'authSecret'>): string | null {
  if (config.shipping.provider === 'easypost') return config.shipping.webhookSecret;
  return createHmac('sha256', config.authSecret).update('shipping-tracking-webhook').digest('hex');
}

/** The X-Hmac-Signature of a body, as EasyPost computes it. */
export function signTrackingBody(body: string | Buffer, secret: string): string {
  const key = Buffer.from(secret.normalize('NFKD'), 'utf8');
  return `hmac-sha256-hex=${createHmac('sha256', key).update(body).digest('hex')}`;
}

const eventShape = z.object({
  id: z.string().min(1).max(200),
  description: z.string().max(200),
  result: z.unknown().optional(),
});
const trackerShape = z.object({
  object: z.literal('Tracker'),
  tracking_code: z.string().min(1).max(100),
  status: z.string().max(100),
  updated_at: z.string().nullish(),
});

// Only its validateWebhook is used; it makes no call.
const verifier = new EasyPostClient('webhook-verification-only');

/** Checks the signature over the exact bytes, then reads the event; throws TrackingSignatureError or a field error. */
export function readTrackingEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string | null,
): TrackingEvent {
  if (!secret)
    throw new TrackingSignatureError('cannot be checked: no webhook secret is set (EASYPOST_WEBHOOK_SECRET)');
  if (!signature) throw new TrackingSignatureError('is missing');
  let parsed: unknown;
  try {
    parsed = verifier.Utils.validateWebhook(rawBody, { 'X-Hmac-Signature': signature }, secret);
  } catch {
    throw new TrackingSignatureError('does not match the body');
  }
  const event = eventShape.safeParse(parsed);
  if (!event.success) throw new TrackingEventError('is not an EasyPost event');
  const tracker = event.data.description === 'tracker.updated' ? trackerShape.safeParse(event.data.result) : null;
  if (tracker && !tracker.success) throw new TrackingEventError('result is not a Tracker');
  const updatedAt = tracker?.data.updated_at ? new Date(tracker.data.updated_at) : null;
  return {
    id: event.data.id,
    type: event.data.description,
    tracker: tracker
      ? {
          trackingCode: tracker.data.tracking_code,
          status: tracker.data.status,
          updatedAt: updatedAt && !Number.isNaN(updatedAt.getTime()) ? updatedAt : null,
        }
      : null,
  };
}

/** The signed body is not an event we can read (answered 400). */
export class TrackingEventError extends Error {}

/** A tracker.updated event as EasyPost would send it, signed: the local provider's carrier scans. */
export function localTrackingEvent(
  tracker: { trackingCode: string; carrier: string | null; status: TrackerStatus; at: Date },
  secret: string,
): { body: Buffer; signature: string } {
  const body = Buffer.from(
    JSON.stringify({
      id: `evt_local_${randomUUID().replace(/-/g, '')}`,
      object: 'Event',
      mode: 'test',
      description: 'tracker.updated',
      created_at: tracker.at.toISOString(),
      result: {
        id: `trk_local_${tracker.trackingCode}`,
        object: 'Tracker',
        tracking_code: tracker.trackingCode,
        carrier: tracker.carrier,
        status: tracker.status,
        updated_at: tracker.at.toISOString(),
      },
    }),
  );
  return { body, signature: signTrackingBody(body, secret) };
}
