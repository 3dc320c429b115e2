import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { outboxEmails } from '../../db/schema/mail.js';
import { createTestDatabase } from '../../test/test-database.js';
import { startTwilioStandIn, type TwilioStandIn } from '../../test/twilio-stand-in.js';
import { createSmsSender } from './create-sms-sender.js';
import { createTwilioSms } from './twilio-sms.js';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'twilio-auth-token';
const SERVICE = `MG${'fedcba9876543210'.repeat(2)}`;

describe('the Twilio text sender against a local stand-in', () => {
  let database: Database;
  let twilio: TwilioStandIn;
  const failures: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    twilio = await startTwilioStandIn(SID, TOKEN);
  });
  afterAll(async () => {
    await twilio.close();
    await database.close();
  });
  beforeEach(() => {
    twilio.calls.length = 0;
    twilio.delayMs = 0;
    failures.length = 0;
  });

  const sender = (overrides: Partial<Parameters<typeof createTwilioSms>[0]> = {}) =>
    createTwilioSms({
      db: database.db,
      accountSid: SID,
      authToken: TOKEN,
      from: '+12125550199',
      apiUrl: twilio.url,
      timeoutMs: 5_000,
      onError: (_error, id) => failures.push(id),
      ...overrides,
    });
  const rowsTo = (to: string) => database.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

  it('posts the text to the account’s Messages resource and keeps a SENT copy in the outbox', async () => {
    await sender().send({ to: '(718) 555-0101', text: 'Your courier is on the way.' });

    expect(twilio.calls).toEqual([
      {
        method: 'POST',
        path: `/2010-04-01/Accounts/${SID}/Messages.json`,
        authorized: true,
        contentType: 'application/x-www-form-urlencoded',
        form: { To: '+17185550101', From: '+12125550199', Body: 'Your courier is on the way.' },
      },
    ]);
    const [row] = await rowsTo('sms:+17185550101');
    expect(row).toMatchObject({ status: 'SENT', error: null, subject: 'Text message' });
    expect(row!.text).toBe('Your courier is on the way.');
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(failures).toEqual([]);
  });

  it('sends through a Messaging Service when TWILIO_FROM names one', async () => {
    await sender({ from: SERVICE }).send({ to: '+44 20 7946 0958', text: 'On the way' });
    expect(twilio.calls[0]!.form).toEqual({ To: '+442079460958', MessagingServiceSid: SERVICE, Body: 'On the way' });
    expect((await rowsTo('sms:+442079460958'))[0]!.status).toBe('SENT');
  });

  it('keeps a text Twilio refuses as FAILED with Twilio’s answer, and tells the app, without throwing', async () => {
    twilio.refused.add('+17185550102');
    await expect(sender().send({ to: '718-555-0102', text: 'On the way' })).resolves.toBeUndefined();
    const [row] = await rowsTo('sms:+17185550102');
    expect(row).toMatchObject({ status: 'FAILED', sentAt: null });
    expect(row!.error).toBe(
      "Twilio answered 400: The 'To' number +17185550102 is not a valid phone number. (error 21211)",
    );
    expect(failures).toEqual([row!.id]);
  });

  it('records a wrong auth token as Twilio’s 401', async () => {
    await sender({ authToken: 'wrong' }).send({ to: '718 555 0103', text: 'On the way' });
    expect(twilio.calls[0]!.authorized).toBe(false);
    const [row] = await rowsTo('sms:+17185550103');
    expect(row).toMatchObject({ status: 'FAILED', error: 'Twilio answered 401: Authenticate (error 20003)' });
  });

  it('records an unreachable Twilio and one that does not answer in time', async () => {
    const closed = await startTwilioStandIn(SID, TOKEN);
    await closed.close();
    await sender({ apiUrl: closed.url }).send({ to: '718 555 0104', text: 'On the way' });
    expect((await rowsTo('sms:+17185550104'))[0]).toMatchObject({ status: 'FAILED' });
    expect((await rowsTo('sms:+17185550104'))[0]!.error).toMatch(/ECONNREFUSED/);

    twilio.delayMs = 1_000;
    await sender({ timeoutMs: 100 }).send({ to: '718 555 0105', text: 'On the way' });
    expect((await rowsTo('sms:+17185550105'))[0]).toMatchObject({
      status: 'FAILED',
      error: 'Twilio did not answer in time',
    });
    expect(failures).toHaveLength(2);
  });

  it('does not call Twilio for a number no text can reach', async () => {
    await sender().send({ to: '555-0100', text: 'On the way' });
    expect(twilio.calls).toEqual([]);
    const [row] = await rowsTo('sms:555-0100');
    expect(row).toMatchObject({ status: 'FAILED', error: '"555-0100" is not a number a text can reach' });
  });

  it('is chosen by SMS_PROVIDER=twilio; the outbox is the default', async () => {
    const base = { DATA_DIR: '/tmp/unused', AUTH_SECRET: 'x' };
    await createSmsSender(loadConfig(base), database.db).send({ to: '(718) 555-0106', text: 'Kept' });
    expect((await rowsTo('sms:+17185550106'))[0]!.status).toBe('STORED');
    expect(twilio.calls).toEqual([]);

    const twilioEnv = {
      ...base,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: '+1 (212) 555-0199',
      TWILIO_API_URL: twilio.url,
    };
    await createSmsSender(loadConfig(twilioEnv), database.db).send({ to: '(718) 555-0107', text: 'Sent' });
    expect(twilio.calls.map((call) => call.form)).toEqual([{ To: '+17185550107', From: '+12125550199', Body: 'Sent' }]);
    expect((await rowsTo('sms:+17185550107'))[0]!.status).toBe('SENT');
  });

  it('refuses to start with Twilio half configured', () => {
    const env = {
      DATA_DIR: '/tmp/unused',
      AUTH_SECRET: 'x',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: '+12125550199',
    };
    expect(loadConfig(env).sms).toEqual({
      provider: 'twilio',
      accountSid: SID,
      authToken: TOKEN,
      from: '+12125550199',
      apiUrl: 'https://api.twilio.com/',
      timeoutMs: 5_000,
    });
    expect(() => loadConfig({ ...env, SMS_PROVIDER: 'nexmo' })).toThrow(/SMS_PROVIDER must be outbox or twilio/);
    expect(() => loadConfig({ ...env, TWILIO_ACCOUNT_SID: '' })).toThrow(/needs TWILIO_ACCOUNT_SID/);
    expect(() => loadConfig({ ...env, TWILIO_ACCOUNT_SID: 'SK123' })).toThrow(/TWILIO_ACCOUNT_SID must be AC/);
    expect(() => loadConfig({ ...env, TWILIO_AUTH_TOKEN: ' ' })).toThrow(/needs TWILIO_AUTH_TOKEN/);
    expect(() => loadConfig({ ...env, TWILIO_FROM: 'Film Lab' })).toThrow(
      /TWILIO_FROM must be the sending phone number/,
    );
    expect(() => loadConfig({ ...env, TWILIO_API_URL: 'ftp://twilio' })).toThrow(/TWILIO_API_URL/);
  });
});
