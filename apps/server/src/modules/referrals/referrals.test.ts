// Referrals through the API on a real database: the code and link, invitations through the outbox
// and their refusals, and the reward given to both accounts once, when the friend's first development
// order is paid (not a shop order), never between accounts at one address or with one card, nor past the monthly cap,
// and taken back when that order is refunded.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/mail.js';
import { referralRewards } from '../../db/schema/referrals.js';
import { seedPlans } from '../../db/seed/plans.js';
import { seedServices } from '../../db/seed/services.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  GOOD_CARD,
  NYC,
  admin,
  api,
  cardToken,
  customer,
  film,
  openOrder,
  savedCard,
} from '../orders/order-test-helpers.js';
import { clawBackReferral } from './reward-referral.js';

const INVITES_PER_DAY = 3;

describe('referrals', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let staff: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp({
      REFERRAL_INVITES_PER_DAY: String(INVITES_PER_DAY),
      REFERRAL_REWARD_DEV_SCAN_CREDITS: '2',
      REFERRAL_REWARDS_PER_MONTH: '2',
    });
    call = api(t);
    await seedPlans(t.database.db);
    await seedServices(t.database.db);
    staff = await admin(t);
  });
  afterAll(() => t.close());

  const page = async (who: { id: number; token: string }) => call('GET', `/users/${who.id}/referrals`, who.token);
  const invite = (who: { id: number; token: string }, email: string) =>
    call('GET', `/users/${who.id}/send-referral?email=${encodeURIComponent(email)}`, who.token);
  const devScan = async (who: { id: number; token: string }) =>
    (await call('GET', `/users/${who.id}/credits`, who.token)).json().balance.devScan as number;
  const signUp = async (email: string, referralCode?: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'film is not dead 35mm', firstName: 'Fran', lastName: 'Friend', referralCode },
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const pay = async (buyer: { token: string }, orderId: number, card = GOOD_CARD) => {
    const paid = await call('PUT', `/orders/${orderId}/attach-payment`, buyer.token, {
      paymentId: await cardToken(t, card),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return orderId;
  };
  const payAShopOrder = async (buyer: { token: string }) =>
    pay(buyer, (await openOrder(t, buyer.token, await film(t, staff.token))).id);
  /** A development order of one roll, shipped from the buyer's saved address (NYC unless given). */
  const payAnOrder = async (
    buyer: { id: number; token: string },
    address: Record<string, string> = NYC,
    card = GOOD_CARD,
  ) => {
    const saved = await call('POST', `/users/${buyer.id}/address`, buyer.token, address);
    expect(saved.statusCode, saved.body).toBe(201);
    const made = await call('POST', `/users/${buyer.id}/orders`, buyer.token, {
      rolls: [{ brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41' }],
      inbound: { method: 'EXTERNAL_FULFILLMENT' },
    });
    expect(made.statusCode, made.body).toBe(201);
    return pay(buyer, made.json().order.id as number, card);
  };
  const referredFriend = async (referrer: { id: number; token: string }, email: string) => {
    const { code } = (await page(referrer)).json();
    const joined = await signUp(email, code);
    expect(joined.statusCode, joined.body).toBe(201);
    return { id: joined.json().id as number, token: joined.headers.authorization as string };
  };

  it('shows the code and link, e-mails an invitation through the outbox, and lists it', async () => {
    const referrer = await customer(t);
    const res = await page(referrer);
    expect(res.statusCode, res.body).toBe(200);
    const { code, link } = res.json();
    expect(link).toBe(`http://localhost:3000/signup?ref=${code}`);
    expect(res.json()).toMatchObject({
      invitations: [],
      invitesLeftToday: INVITES_PER_DAY,
      rewardDevScanCredits: 2,
      rewardsPerMonth: 2,
    });

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

  it('counts plus-addressed forms of the referrer’s address as the referrer', async () => {
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

  it('rewards both accounts once, when the referred customer’s first development order is paid, not a shop order', async () => {
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

    // A paid shop order is not a development order: no reward.
    await payAShopOrder(friend);
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

  it('rewards no one when the two accounts share a saved address', async () => {
    const referrer = await customer(t);
    const home = { address1: '12 Orchard St', city: 'New York', state: 'NY', zip: '10002' };
    expect((await call('POST', `/users/${referrer.id}/address`, referrer.token, home)).statusCode).toBe(201);
    const friend = await referredFriend(referrer, 'housemate@example.test');
    await payAnOrder(friend, { ...home, address1: '12  ORCHARD ST.' });
    expect(await devScan(referrer)).toBe(0);
    expect(await devScan(friend)).toBe(0);
  });

  it('rewards no one when the friend pays with a card the referrer has (one number, one fingerprint)', async () => {
    const referrer = await customer(t);
    await savedCard(t, referrer, { ...GOOD_CARD, number: '5555555555554444' });
    const friend = await referredFriend(referrer, 'same-wallet@example.test');
    // Typed with spaces this time, and a one-use token rather than the saved method: still that card.
    await payAnOrder(friend, { ...NYC, address1: '99 Other Pl' }, { ...GOOD_CARD, number: '5555 5555 5555 4444' });
    expect(await devScan(referrer)).toBe(0);
    expect(await devScan(friend)).toBe(0);
  });

  it('still rewards a friend who pays with another card than the referrer’s', async () => {
    const referrer = await customer(t);
    await savedCard(t, referrer, { ...GOOD_CARD, number: '5555555555554444' });
    const friend = await referredFriend(referrer, 'own-wallet@example.test');
    await payAnOrder(friend, { ...NYC, address1: '7 Separate Ave' }, { ...GOOD_CARD, number: '4000056655665556' });
    expect(await devScan(referrer)).toBe(2);
    expect(await devScan(friend)).toBe(2);
  });

  it('rewards no one when both accounts were signed in from one browser', async () => {
    const joined = await signUp('browser-owner@example.test');
    expect(joined.statusCode, joined.body).toBe(201);
    const referrer = { id: joined.json().id as number, token: joined.headers.authorization as string };
    // The browser's own id, in a cookie that only the sign-in calls see and scripts cannot read.
    const setCookie = String(joined.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^filmlab_device=[0-9a-f-]{36}; Max-Age=63072000; Path=\/api\/auth; HttpOnly; SameSite=Lax$/,
    );
    const browser = setCookie.split(';')[0]!;

    const { code } = (await page(referrer)).json();
    const second = await signUp('browser-second@example.test', code, browser);
    expect(second.statusCode, second.body).toBe(201);
    // The same browser keeps its id: no new cookie.
    expect(second.headers['set-cookie']).toBeUndefined();
    const friend = { id: second.json().id as number, token: second.headers.authorization as string };
    await payAnOrder(friend, { ...NYC, address1: '3 Far Rd' }, { ...GOOD_CARD, number: '4000056655665556' });
    expect(await devScan(referrer)).toBe(0);
    expect(await devScan(friend)).toBe(0);
  });

  it('rewards a referrer for at most the monthly cap of friends', async () => {
    const referrer = await customer(t);
    const friends = [];
    for (const name of ['cap-a', 'cap-b', 'cap-c'])
      friends.push(await referredFriend(referrer, `${name}@example.test`));
    for (const friend of friends) await payAnOrder(friend);
    expect(await devScan(referrer)).toBe(4);
    expect(await Promise.all(friends.map(devScan))).toEqual([2, 2, 0]);
  });

  it('takes the reward back from both accounts when the order that earned it is refunded', async () => {
    const referrer = await customer(t);
    const friend = await referredFriend(referrer, 'refunder@example.test');
    const orderId = await payAnOrder(friend);
    expect(await devScan(friend)).toBe(2);
    await t.database.db.transaction((tx) => clawBackReferral({ tx, orderId }));
    expect(await devScan(referrer)).toBe(0);
    expect(await devScan(friend)).toBe(0);
    expect(await t.database.db.select().from(referralRewards).where(eq(referralRewards.orderId, orderId))).toEqual([]);
  });

  it('gives nothing to a customer who signed up without a code', async () => {
    const joined = await signUp('alone@example.test');
    const alone = { id: joined.json().id as number, token: joined.headers.authorization as string };
    await payAnOrder(alone);
    expect(await devScan(alone)).toBe(0);
  });
});
