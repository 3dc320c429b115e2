// Referrals through the API on a real database: the code and link, invitations through the outbox
// and their refusals, and the reward given to both accounts once, when the friend's first order is paid.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/mail.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { admin, api, cardToken, customer, film, openOrder } from '../orders/order-test-helpers.js';

const INVITES_PER_DAY = 3;

describe('referrals', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp({
      REFERRAL_INVITES_PER_DAY: String(INVITES_PER_DAY),
      REFERRAL_REWARD_DEV_SCAN_CREDITS: '2',
    });
    call = api(t);
    await seedServices(t.database.db);
    staff = await admin(t);
  });
  afterAll(() => t.close());

  const page = async (who: { id: number; token: string }) => call('GET', `/users/${who.id}/referrals`, who.token);
  const invite = (who: { id: number; token: string }, email: string) =>
    call('GET', `/users/${who.id}/send-referral?email=${encodeURIComponent(email)}`, who.token);
  const devScan = async (who: { id: number; token: string }) =>
    (await call('GET', `/users/${who.id}/credits`, who.token)).json().balance.devScan as number;
  const signUp = async (email: string, referralCode?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'film is not dead 35mm', firstName: 'Fran', lastName: 'Friend', referralCode },
    });
  const payAnOrder = async (buyer: { token: string }) => {
    const item = await film(t, staff.token);
    const order = await openOrder(t, buyer.token, item);
    const paid = await call('PUT', `/orders/${order.id}/attach-payment`, buyer.token, {
      paymentId: await cardToken(t),
    });
    expect(paid.statusCode, paid.body).toBe(200);
  };

  it('shows the code and link, e-mails an invitation through the outbox, and lists it', async () => {
    const referrer = await customer(t);
    const res = await page(referrer);
    expect(res.statusCode, res.body).toBe(200);
    const { code, link } = res.json();
    expect(link).toBe(`http://localhost:3000/signup?ref=${code}`);
    expect(res.json()).toMatchObject({ invitations: [], invitesLeftToday: INVITES_PER_DAY, rewardDevScanCredits: 2 });

    const sent = await invite(referrer, 'pal@example.test');
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'pal@example.test'));
    expect(mail?.text).toContain(link);
    const after = (await page(referrer)).json();
    expect(after.invitesLeftToday).toBe(INVITES_PER_DAY - 1);
    expect(after.invitations).toEqual([
      { email: 'pal@example.test', sentAt: expect.any(String), joined: false, rewarded: false },
    ]);
  });

  it('refuses self-referral, a registered address and more invitations a day than configured', async () => {
    const referrer = await customer(t);
    const self = await invite(referrer, referrer.email.toUpperCase());
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot refer yourself; send the link to a friend instead.');
    expect(self.json().errors).toEqual(['email: You cannot refer yourself; send the link to a friend instead.']);

    const other = await customer(t);
    const registered = await invite(referrer, other.email);
    expect(registered.statusCode).toBe(409);
    expect(registered.json().message).toBe(`${other.email} already has an account, so it cannot be referred.`);

    for (let i = 0; i < INVITES_PER_DAY; i++)
      expect((await invite(referrer, `f${i}@example.test`)).statusCode).toBe(200);
    const tooMany = await invite(referrer, 'one-more@example.test');
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().message).toBe(
      `You can send ${INVITES_PER_DAY} invitations a day; please try again tomorrow.`,
    );
    const refusedMail = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, 'one-more@example.test')));
    expect(refusedMail).toEqual([]);
    // None of the refused ones is listed or counted.
    expect((await page(referrer)).json().invitations).toHaveLength(INVITES_PER_DAY);
  });

  it('counts plus-addressed and Gmail-dotted forms of the referrer’s address as the referrer', async () => {
    const referrer = await customer(t);
    const [local, domain] = referrer.email.split('@');
    const tagged = `${local}+friend@${domain}`;
    const self = await invite(referrer, tagged);
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual(['email: You cannot refer yourself; send the link to a friend instead.']);
    const { code } = (await page(referrer)).json();
    const joined = await signUp(tagged, code);
    expect(joined.statusCode).toBe(400);
    expect(joined.json().errors).toEqual([
      'referralCode: is your own; referral codes are for friends, so sign up without it',
    ]);
    // A real friend with a tag of their own is welcome.
    expect((await signUp(`pal+film@${domain}`, code)).statusCode).toBe(201);
  });

  it('refuses another customer’s referrals and invitations in their name', async () => {
    const referrer = await customer(t);
    const other = await customer(t);
    expect((await page({ id: referrer.id, token: other.token })).statusCode).toBe(403);
    expect((await invite({ id: referrer.id, token: other.token }, 'x@example.test')).statusCode).toBe(403);
  });

  it('rewards both accounts once, when the referred customer’s first order is paid', async () => {
    const referrer = await customer(t);
    const { code } = (await page(referrer)).json();
    await invite(referrer, 'newbie@example.test');

    const unknown = await signUp('nobody@example.test', 'NOTACODE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatch(/^referralCode: /);

    const joined = await signUp('newbie@example.test', code.toLowerCase());
    expect(joined.statusCode, joined.body).toBe(201);
    const friend = { id: joined.json().id as number, token: joined.headers.authorization as string };
    expect((await page(referrer)).json().invitations).toEqual([
      { email: 'newbie@example.test', sentAt: expect.any(String), joined: true, rewarded: false },
    ]);
    // Signing up alone gives nothing.
    expect(await devScan(referrer)).toBe(0);
    expect(await devScan(friend)).toBe(0);

    await payAnOrder(friend);
    expect(await devScan(referrer)).toBe(2);
    expect(await devScan(friend)).toBe(2);
    expect((await page(referrer)).json().invitations[0]).toMatchObject({ joined: true, rewarded: true });

    // A second paid order rewards no one again.
    await payAnOrder(friend);
    expect(await devScan(referrer)).toBe(2);
    expect(await devScan(friend)).toBe(2);
  });

  it('gives nothing to a customer who signed up without a code', async () => {
    const joined = await signUp('alone@example.test');
    const alone = { id: joined.json().id as number, token: joined.headers.authorization as string };
    await payAnOrder(alone);
    expect(await devScan(alone)).toBe(0);
  });
});
