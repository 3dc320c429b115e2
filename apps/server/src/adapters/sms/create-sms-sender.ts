import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createOutboxSms } from './outbox-sms.js';
import type { SmsSender } from './sms-sender.js';
import { createTwilioSms } from './twilio-sms.js';

/** The configured text sender: the admin-visible outbox by default, Twilio when SMS_PROVIDER=twilio. */
export function createSmsSender(
  config: Config,
  db: Db,
  onError?: (error: unknown, outboxId: number) => void,
): SmsSender {
  if (config.sms.provider === 'twilio') {
    const { provider: _provider, ...twilio } = config.sms;
    return createTwilioSms({ db, ...twilio, ...(onError ? { onError } : {}) });
  }
  return createOutboxSms(db);
}
