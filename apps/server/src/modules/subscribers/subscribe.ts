import type { SubscribeBody, Subscription } from '@filmlab/api';
import { isValidEmail, normalizeEmail } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { insertSubscriberIfNew } from './store.js';

export interface SubscribeResult {
  subscription: Subscription;
  /** True when the e-mail was subscribed before this request. */
  alreadySubscribed: boolean;
}

/**
 * Adds an e-mail to the newsletter with where the request came from (spec section 3: zip, IP
 * address, country). Idempotent per e-mail: a repeat changes nothing and answers the same.
 */
export async function subscribe(options: {
  db: Db;
  body: SubscribeBody;
  ipAddress: string | null;
  country: string | null;
}): Promise<SubscribeResult> {
  const { db, body } = options;
  if (!isValidEmail(body.email)) {
    throw new AppError('BAD_REQUEST', 'Please enter a valid e-mail address', ['email: must be a valid e-mail address']);
  }
  const email = normalizeEmail(body.email).toLowerCase();
  const inserted = await insertSubscriberIfNew(db, {
    email,
    zip: body.zip ?? '0',
    ipAddress: options.ipAddress,
    country: options.country,
  });
  return { subscription: { email, subscribed: true }, alreadySubscribed: !inserted };
}
