import { zonedDay } from '@filmlab/domain';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/mail.js';
import { messengerRoutes, messengers, routeStops } from '../../db/schema/messengers.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startTwilioStandIn, type TwilioStandIn } from '../../test/twilio-stand-in.js';
import { api } from '../orders/order-test-helpers.js';

const SID = `AC${'a1'.repeat(16)}`;
const TOKEN = 'courier-texts-token';

// The courier's "on the way" texts with SMS_PROVIDER=twilio: the next stop's customer is texted at
// the number on their account, and a text Twilio refuses leaves the courier's stop closed.
describe('courier texts through Twilio', () => {
  let twilio: TwilioStandIn;
  let t: TestApp;
  let call: ReturnType<typeof api>;

  beforeAll(async () => {
    twilio = await startTwilioStandIn(SID, TOKEN);
    t = await createTestApp({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: '+12125550199',
      TWILIO_API_URL: twilio.url,
    });
    call = api(t);
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  it('texts the next stop’s customer at their own number, and a refused text does not undo a stop', async () => {
    const db = t.database.db;
    const courier = await buildUser(db, { config: t.config, role: 'MESSENGER', phone: '(917) 555-0100' });
    const first = await buildUser(db, { config: t.config, firstName: 'Ana', phone: '(718) 555-0111' });
    const second = await buildUser(db, { config: t.config, firstName: 'Ben', phone: '718-555-0112' });
    const [record] = await db.insert(messengers).values({ userId: courier.user.id }).returning();
    const [route] = await db
      .insert(messengerRoutes)
      .values({ messengerId: record!.id, date: zonedDay(new Date(), t.config.labTimeZone) })
      .returning();
    const [stopA, stopB] = await db
      .insert(routeStops)
      .values([
        { routeId: route!.id, position: 0, kind: 'PICK_UP', customerId: first.user.id },
        { routeId: route!.id, position: 1, kind: 'PICK_UP', customerId: second.user.id },
      ])
      .returning();
    twilio.refused.add('+17185550112');

    const notify = () => call('GET', `/messengers/${record!.id}/routes/notify-next-stop`, courier.token);
    const told = await notify();
    expect(told.json()).toEqual({ stopId: stopA!.id, notified: true });
    expect(twilio.calls).toHaveLength(1);
    expect(twilio.calls[0]).toMatchObject({
      path: `/2010-04-01/Accounts/${SID}/Messages.json`,
      authorized: true,
      form: { To: '+17185550111', From: '+12125550199' },
    });
    expect(twilio.calls[0]!.form.Body).toMatch(/^Hi Ana, your .* courier is on the way: you are the next stop\./);

    const closed = await call('PUT', `/messengers/${record!.id}/stops/${stopA!.id}`, courier.token, {
      outcome: 'COLLECTED',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ id: stopA!.id, outcome: 'COLLECTED' });
    expect(twilio.calls.map((c) => c.form.To)).toEqual(['+17185550111', '+17185550112']);

    const texts = await db.select().from(outboxEmails).where(like(outboxEmails.to, 'sms:%'));
    expect(texts.map((row) => [row.to, row.status])).toEqual([
      ['sms:+17185550111', 'SENT'],
      ['sms:+17185550112', 'FAILED'],
    ]);
    expect(texts[1]!.error).toContain('(error 21211)');
    // The e-mail went out all the same, and the stop is told once: no second text.
    expect(await db.select().from(outboxEmails).where(eq(outboxEmails.to, second.user.email))).toHaveLength(1);
    expect((await notify()).json()).toEqual({ stopId: stopB!.id, notified: false });
    expect(twilio.calls).toHaveLength(2);
  });
});
