// Route rows (see route-rows.ts) of the account side: auth, users, addresses, preferences, profile
// picture, marketing, outbox, social submissions, tax and payments.
import Stripe from 'stripe';
import { localWebhookSecret } from '../adapters/payments/local-provider.js';
import { GOOD_CARD, NYC, type Fixture } from './fixture.js';
import type { Caller } from './roles.js';
import type { Rows } from './row-types.js';

let unique = 0;
const fresh = (what: string) => `${what}-${++unique}-${Math.random().toString(36).slice(2, 7)}@example.test`;
const newPassword = 'a fresh passphrase 4 guards';
const self = (fx: Fixture) => ({ id: fx.callers.owner.id! });
const staff = (caller: Caller) => caller.role === 'vendor' || caller.role === 'messenger' || caller.role === 'admin';
const customersRefused = {
  status: [403],
  why: 'the contract lets any user call it, but two-factor codes are for staff accounts only',
};

/**
 * A staff caller's real two-factor code: asked for, then read from the outbox as the e-mail holds it.
 * A guess when none can be had (a customer, or an account the fuzzer has rate-limited); the matrix
 * would see the guess refused, so it cannot hide there.
 */
async function twoFactorCode(fx: Fixture, caller: Caller): Promise<string> {
  if (!staff(caller)) return '123456';
  const asked = await fx.t.app.inject({
    method: 'POST',
    url: '/api/auth/managers/request-two-factor-code',
    headers: { authorization: `Bearer ${caller.token}` },
  });
  if (asked.statusCode !== 200) return '123456';
  const { emails } = await fx.ask('GET', `/outbox?to=${encodeURIComponent(caller.email!)}`, fx.callers.admin.token);
  return /\b(\d{6})\b/.exec(emails[0].text)![1]!;
}

/** A webhook event signed as the local payment provider signs them. */
function signedEvent(fx: Fixture) {
  const payload = JSON.stringify({
    id: `evt_guard_${++unique}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: `pi_guard_${unique}`, object: 'payment_intent' } },
  });
  const secret = localWebhookSecret(fx.t.config.authSecret);
  const signature = new Stripe('sk_test_guards').webhooks.generateTestHeaderString({ payload, secret });
  return { body: Buffer.from(payload), headers: { 'stripe-signature': signature, 'content-type': 'application/json' } };
}

export const accountRows: Rows = {
  'auth.signup': {
    call: () => ({ body: { email: fresh('signup'), password: newPassword, firstName: 'New', lastName: 'Person' } }),
  },
  'auth.login': { call: (fx) => ({ body: { email: fx.callers.owner.email, password: fx.callers.owner.password } }) },
  'auth.currentUser': { call: () => ({}) },
  'auth.googleSignIn': {
    call: async (fx) => ({
      body: { token: await fx.identity.googleToken({ sub: fresh('g'), email: fresh('g'), email_verified: true }) },
    }),
  },
  'auth.facebookSignIn': {
    call: async (fx) => ({ body: { token: await fx.identity.facebookToken({ sub: fresh('f'), email: fresh('f') }) } }),
  },
  'auth.requestPasswordReset': { call: () => ({ body: { email: fresh('nobody') } }) },
  'auth.validateResetToken': { call: async (fx) => ({ query: { token: await fx.fresh.resetToken() } }) },
  'auth.resetPassword': {
    call: async (fx) => ({ body: { token: await fx.fresh.resetToken(), password: newPassword } }),
  },
  'auth.requestTwoFactorCode': {
    call: () => ({}),
    exceptions: { owner: customersRefused, other: customersRefused },
  },
  'auth.verifyTwoFactorCode': {
    call: async (fx, caller) => ({ body: { code: await twoFactorCode(fx, caller) } }),
    exceptions: { owner: customersRefused, other: customersRefused },
  },
  // These end sessions or change the password, so each call is made by a user of its own.
  'auth.changePassword': {
    caller: (fx, caller) => fx.fresh.callerLike(caller),
    call: (_fx, caller) => ({ body: { currentPassword: caller.password ?? '', password: newPassword } }),
  },
  'auth.logout': { caller: (fx, caller) => fx.fresh.callerLike(caller), call: () => ({}) },
  'auth.logoutEverywhere': {
    caller: (fx, caller) => fx.fresh.callerLike(caller),
    call: () => ({ body: { keepThisSession: true } }),
  },
  'auth.sessions': { call: () => ({}) },
  'auth.endSession': {
    caller: (fx, caller) => fx.fresh.callerLike(caller),
    call: async (fx, caller) => {
      // A visitor has no session, and a station's token is not one: any id will do, the answer is a refusal.
      if (!caller.token || caller.role === 'station')
        return { params: { sessionId: '00000000-0000-4000-8000-000000000000' } };
      const { sessions } = await fx.ask('GET', '/auth/sessions', caller.token);
      return { params: { sessionId: sessions[0].id } };
    },
  },
  'users.get': { call: (fx) => ({ params: self(fx) }) },
  'users.update': { call: (fx) => ({ params: self(fx), body: { firstName: 'Renamed' } }) },
  'users.list': { call: () => ({ query: { query: 'Test', limit: 5 } }) },
  'users.create': {
    call: () => ({ body: { email: fresh('made'), firstName: 'Made', lastName: 'ByAdmin', role: 'CUSTOMER' } }),
  },
  'addresses.list': { call: (fx) => ({ params: self(fx) }) },
  'addresses.create': { call: (fx) => ({ params: self(fx), body: NYC }) },
  'addresses.get': { call: (fx) => ({ params: { ...self(fx), addressId: fx.addressId } }) },
  'addresses.update': {
    call: (fx) => ({ params: { ...self(fx), addressId: fx.addressId }, body: { address2: 'Apt 2' } }),
  },
  'addresses.delete': { call: async (fx) => ({ params: { ...self(fx), addressId: await fx.fresh.address() } }) },
  'preferences.list': { call: (fx) => ({ params: self(fx) }) },
  'preferences.set': { call: (fx) => ({ params: self(fx), body: { key: 'default-rush', value: false } }) },
  'preferences.update': {
    call: (fx) => ({ params: { ...self(fx), prefId: fx.preferenceId }, body: { value: true } }),
  },
  'profilePic.uploadLink': { call: (fx) => ({ params: self(fx), query: { fileType: 'image/png' } }) },
  'profilePic.upload': {
    call: async (fx) => ({
      url: await fx.fresh.profilePicLink(),
      body: await fx.fresh.png(),
      headers: { 'content-type': 'image/png' },
    }),
  },
  'locations.labLocations': { call: () => ({}) },
  'locations.zipCodes': { call: () => ({ query: { active: 'true' } }) },
  'waitlist.join': { call: () => ({ body: { email: fresh('waiting'), interest: 'Scans of 120 film' } }) },
  'outbox.list': { call: () => ({ query: { limit: 5 } }) },
  'blog.posts': { call: () => ({ query: { limit: 3 } }) },
  'subscribers.subscribe': { call: () => ({ body: { email: fresh('reader'), zip: '11211' } }) },
  'subscribers.list': { call: () => ({ query: { limit: 5 } }) },
  'socialSubmissions.list': { call: () => ({ query: { sortBy: 'createdAt', limit: 5 } }) },
  'socialSubmissions.selected': { call: () => ({ query: { limit: 5 } }) },
  'socialSubmissions.select': { call: (fx) => ({ params: { id: fx.submissionId }, body: { selected: true } }) },
  'socialSubmissions.create': {
    call: (fx) => ({ params: { ...self(fx), scanId: fx.scanId }, body: { socialHandle: '@guard' } }),
  },
  'tax.calculate': { call: () => ({ body: { ...NYC, amount: 10_000 } }) },
  'payments.config': { call: () => ({}) },
  'payments.localTokenize': { call: () => ({ body: GOOD_CARD }) },
  'payments.listMethods': { call: (fx) => ({ params: self(fx) }) },
  'payments.saveToken': { call: async (fx) => ({ params: self(fx), body: { token: await fx.fresh.cardToken() } }) },
  'payments.saveReader': {
    call: async (fx) => ({ params: self(fx), body: { paymentMethodId: await fx.fresh.cardToken() } }),
  },
  'payments.webhook': { call: (fx) => signedEvent(fx) },
};
