import { phoneToE164 } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { recordTextOutcome, storeText } from './sms-outbox.js';
import type { SmsSender } from './sms-sender.js';

export interface TwilioSmsOptions {
  db: Db;
  accountSid: string;
  authToken: string;
  /** The sending number in E.164 form, or a Messaging Service SID (MG...). */
  from: string;
  /** https://api.twilio.com/, or a local stand-in in tests. */
  apiUrl: string;
  timeoutMs: number;
  /** Told about texts that were not sent; the outbox row keeps the reason either way. */
  onError?: (error: unknown, outboxId: number) => void;
}

/** Twilio's error body: `{ code, message, more_info, status }`. */
interface TwilioErrorBody {
  code?: unknown;
  message?: unknown;
}

async function refusal(res: Response): Promise<string> {
  const body = (await res.json().catch(() => ({}))) as TwilioErrorBody;
  const message = typeof body.message === 'string' ? body.message : res.statusText;
  const code = typeof body.code === 'number' ? ` (error ${body.code})` : '';
  return `Twilio answered ${res.status}: ${message}${code}`;
}

/** The reason a call failed in words, with the network's own code ("fetch failed" alone says little). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'Twilio did not answer in time';
  const cause = error.cause as { code?: unknown } | undefined;
  return typeof cause?.code === 'string' ? `${error.message} (${cause.code})` : error.message;
}

/**
 * Sends texts through Twilio's Messages API (one form-encoded POST with basic auth; the official
 * SDK is 17 MB with axios behind it for this one call). Each text is written to the outbox (QUEUED)
 * first, then marked SENT once Twilio has taken it, or FAILED with Twilio's answer or the network's.
 * A failed text never fails the caller: the courier's stop stays closed and staff see the reason.
 * Twilio's later delivery reports (a number that cannot receive texts) are not collected.
 */
export function createTwilioSms(options: TwilioSmsOptions): SmsSender {
  const endpoint = new URL(
    `2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
    options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`,
  );
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const sender: [string, string] = [options.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', options.from];

  /** Resolves once Twilio has taken the text; throws with Twilio's answer when it refuses. */
  async function post(to: string, text: string): Promise<void> {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: {
        authorization,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams([['To', to], sender, ['Body', text]]),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!res.ok) throw new Error(await refusal(res));
    await res.body?.cancel();
  }

  return {
    async send(message) {
      const id = await storeText(options.db, message, 'QUEUED');
      let failure: unknown = null;
      try {
        const to = phoneToE164(message.to);
        if (!to) throw new Error(`"${message.to}" is not a number a text can reach`);
        await post(to, message.text);
      } catch (error) {
        failure = error;
      }
      await recordTextOutcome(options.db, id, failure === null ? null : reasonOf(failure));
      if (failure !== null) options.onError?.(failure, id);
    },
  };
}
