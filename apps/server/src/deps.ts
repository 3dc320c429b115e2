import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { BlobStore } from './adapters/blobs/blob-store.js';
import type { EventBus } from './adapters/events/event-bus.js';
import type { Mailer } from './adapters/mail/mailer.js';
import type { PaymentProvider } from './adapters/payments/payment-provider.js';
import type { PlacesProvider } from './adapters/places/places-provider.js';
import type { ShippingProvider } from './adapters/shipping/shipping-provider.js';
import type { SmsSender } from './adapters/sms/sms-sender.js';
import type { TaxService } from './adapters/tax/tax-service.js';
import type { UploadActivity } from './jobs/upload-activity.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { SessionTokens } from './modules/auth/session-tokens.js';

/** What every feature module receives from app.ts; nothing is a global. */
export interface Deps {
  config: Config;
  db: Db;
  blobs: BlobStore;
  mailer: Mailer;
  /** Text messages: the outbox by default, or Twilio (SMS_PROVIDER). */
  sms: SmsSender;
  sessions: SessionTokens;
  events: EventBus;
  payments: PaymentProvider;
  tax: TaxService;
  /** The address search's places service, with the local US ZIP data set behind it. */
  places: PlacesProvider;
  /** Address checks before a label or pick-up, and shipping labels (local drawn PNGs, or EasyPost). */
  shipping: ShippingProvider;
  /** Background work (src/jobs): send a job, or register a job type's handler. */
  jobs: JobQueue;
  /** Files arriving at this process (local store uploads); image work waits for them to stop. */
  uploads: UploadActivity;
}
