// The local provider's tokens: a signed description of the card's test behaviour. The card number
// itself is never stored or put in the token (only brand and last four digits).
import { createHmac } from 'node:crypto';
import { sameSignature } from '../../crypto/signatures.js';
import type { CardOutcome } from './test-cards.js';

export interface LocalCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: CardOutcome;
  /** 'tok' for a one-use browser token, 'pm' for a method saved to a customer. */
  kind: 'tok' | 'pm';
  /** The customer a saved method belongs to. */
  customer?: string;
  nonce: string;
  /** The same number always gives the same fingerprint (as Stripe's card.fingerprint); absent in old tokens. */
  fingerprint?: string;
}

/** A card number's fingerprint: stable for one number under one secret, and not reversible to it. */
export const localCardFingerprint = (secret: string, number: string) =>
  createHmac('sha256', `local-card-fingerprint:${secret}`)
    .update(number.replace(/\D/g, ''))
    .digest('base64url')
    .slice(0, 16);

const sign = (secret: string, payload: string) =>
  createHmac('sha256', `local-payments:${secret}`).update(payload).digest('base64url');

export function encodeLocalCard(secret: string, card: LocalCard): string {
  const payload = Buffer.from(JSON.stringify(card)).toString('base64url');
  return `${card.kind}_local.${payload}.${sign(secret, payload)}`;
}

/** The card behind a token or saved method id, or null when it is not one of ours or was altered. */
export function decodeLocalCard(secret: string, id: string): LocalCard | null {
  const match = /^(tok|pm)_local\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(id);
  if (!match) return null;
  const [, , payload = '', signature = ''] = match;
  if (!sameSignature(sign(secret, payload), signature)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LocalCard;
  } catch {
    return null;
  }
}
