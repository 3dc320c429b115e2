// Real rows for the route-table guards: every id a route names exists, so an answer is decided by
// who calls, not by a 404 of a made-up id. Everything is made through the API as its owner or an
// admin would, except scans, which no route creates yet.
import sharp from 'sharp';
import { createBlobStore } from '../adapters/blobs/create-blob-store.js';
import { filmRolls } from '../db/schema/rolls.js';
import { scans } from '../db/schema/scans.js';
import { buildUser } from './factories.js';
import type { IdentityStandIn } from './identity-stand-in.js';
import type { Caller, RoleName } from './roles.js';
import type { TestApp } from './test-app.js';

export const NYC = { address1: '1 Bedford Ave', city: 'Brooklyn', state: 'NY', zip: '11211' };
export const GOOD_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** An API call (url relative to /api) that must succeed; its JSON answer. */
export type Ask = (method: Method, url: string, token: string | null, payload?: unknown) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function asker(t: TestApp): Ask {
  return async (method, url, token, payload) => {
    const res = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      // Its own address, so the rate limits the guards run into never refuse the fixture.
      remoteAddress: '127.0.0.2',
      ...(payload === undefined ? {} : Buffer.isBuffer(payload) ? { payload } : { payload: payload as object }),
    });
    if (res.statusCode >= 300) throw new Error(`fixture: ${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
}

let unique = 0;
const suffix = () => `${++unique}${Math.random().toString(36).slice(2, 7)}`;

export interface Fixture {
  t: TestApp;
  callers: Record<RoleName, Caller>;
  identity: IdentityStandIn;
  ask: Ask;
  product: { id: number; name: string; slug: string; variantId: number; detailId: number };
  collection: { id: number; name: string; slug: string };
  /** The owner's. */
  addressId: number;
  preferenceId: number;
  orderId: number;
  scanId: number;
  submissionId: number;
  guestOrder: { id: number; token: string };
  fresh: ReturnType<typeof freshMakers>;
}

/** Things a call may use up (delete, pay, cancel): each call gets its own. */
function freshMakers(t: TestApp, ask: Ask, callers: Record<RoleName, Caller>, productId: number) {
  const owner = callers.owner;
  const admin = callers.admin.token;
  const png = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .png()
      .toBuffer();
  const pathOf = (url: string) => url.replace(/^(https?:\/\/[^/]+)?\/api/, '');
  const fresh = {
    png,
    /** A product of its own for each order: the fuzzer may have taken the fixture's off sale. */
    productOnSale: async () =>
      (await ask('POST', '/products', admin, { name: `Guard Roll ${suffix()}`, price: 1500, stock: 100 })).product
        .id as number,
    cardToken: async () => (await ask('POST', '/payments/local/tokenize', null, GOOD_CARD)).token as string,
    /** A new address of the owner's; at the per-person limit (the fuzzer adds many), an old one goes first. */
    address: async (): Promise<number> => {
      const { addresses } = await ask('GET', `/users/${owner.id}/address`, owner.token);
      const spare = (addresses as Array<{ id: number; primary: boolean }>).filter((a) => !a.primary);
      if (addresses.length >= 40 && spare[0])
        await ask('DELETE', `/users/${owner.id}/address/${spare[0].id}`, owner.token);
      return (await ask('POST', `/users/${owner.id}/address`, owner.token, NYC)).address.id as number;
    },
    /** An open order of the owner's, or a paid one. */
    order: async (status: 'OPEN' | 'PAID' | 'INVOICED' = 'OPEN') => {
      const { order } = await ask('POST', '/orders', owner.token, {
        lines: [{ productId: await fresh.productOnSale(), quantity: 1 }],
        address: NYC,
      });
      if (status === 'PAID')
        await ask('PUT', `/orders/${order.id}/attach-payment`, owner.token, { paymentId: await fresh.cardToken() });
      // Waiting to be paid at the lab.
      if (status === 'INVOICED') await ask('PUT', `/orders/${order.id}/pay-in-lab`, owner.token);
      return order.id as number;
    },
    guestOrder: async () => {
      const made = await ask('POST', '/guest-orders', null, {
        email: `guest-${suffix()}@example.test`,
        name: 'Guest Buyer',
        address: NYC,
        lines: [{ productId: await fresh.productOnSale(), quantity: 1 }],
      });
      return { id: made.order.id as number, token: made.token as string };
    },
    detail: async () => (await ask('POST', `/products/${productId}/details`, admin, { subtitle: 'Format' })).detail.id,
    /** A collection, holding the product unless told otherwise. */
    collection: async (withProduct = true) => {
      const made = await ask('POST', '/product-collections', admin, { name: `Shelf ${suffix()}` });
      if (withProduct) await ask('POST', `/product-collections/${made.collection.id}/products`, admin, { productId });
      return made.collection.id as number;
    },
    /** `/uploads/...?exp=..&sig=..` for an image of a product (`/products/1`), a detail or a collection. */
    uploadLink: async (ownerPath: string) =>
      pathOf((await ask('GET', `${ownerPath}/images/upload-url?fileType=image/png`, admin)).url),
    /** The blob path of a new image of the product (`/products/1`), detail or collection. */
    image: async (ownerPath: string) =>
      (await ask('PUT', await fresh.uploadLink(ownerPath), null, await png())).image.path as string,
    profilePicLink: async () =>
      pathOf((await ask('GET', `/users/${owner.id}/profile-pic?fileType=image/png`, owner.token)).url),
    /** A real reset token of a throwaway account (resetting the owner's password would end its session). */
    resetToken: async () => {
      const { user } = await buildUser(t.database.db, { config: t.config });
      await ask('POST', '/auth/password-reset', null, { email: user.email });
      const { emails } = await ask('GET', `/outbox?to=${encodeURIComponent(user.email)}`, admin);
      return /token=([^\s"&<]+)/.exec(emails[0].text)![1]!;
    },
    /** A processed scan of the owner's, its files in the blob store. */
    scan: async () => {
      const blobs = createBlobStore(t.config);
      const [roll] = await t.database.db
        .insert(filmRolls)
        .values({ customerId: owner.id!, brand: 'Kodak', model: 'Portra 400' })
        .returning({ id: filmRolls.id });
      const base = `scans/${owner.id}/${roll!.id}/0`;
      const keys = {
        hiResKey: `${base}/hi.jpg`,
        midResOptimizedKey: `${base}/mid.webp`,
        thumbnailKey: `${base}/t.webp`,
      };
      for (const key of Object.values(keys)) await blobs.put(key, Buffer.from('frame'), 'image/jpeg');
      const [scan] = await t.database.db
        .insert(scans)
        .values({
          filmRollId: roll!.id,
          customerId: owner.id!,
          name: 'frame-0.jpg',
          width: 3000,
          height: 2000,
          ...keys,
        })
        .returning({ id: scans.id });
      return scan!.id;
    },
    /**
     * A new user of the caller's role with a session of its own, for calls that end sessions or change
     * a password: the shared callers must outlive them. The visitor stays the visitor.
     */
    callerLike: async (caller: Caller): Promise<Caller> => {
      if (caller.id === null) return caller;
      const role = (
        { owner: 'CUSTOMER', other: 'CUSTOMER', vendor: 'VENDOR', messenger: 'MESSENGER', admin: 'ADMIN' } as const
      )[caller.role as Exclude<RoleName, 'visitor' | 'station'>];
      const made = await buildUser(t.database.db, { config: t.config, role });
      return {
        role: caller.role,
        id: made.user.id,
        token: made.token,
        email: made.user.email,
        password: made.password,
      };
    },
  };
  return fresh;
}

export async function buildFixture(
  t: TestApp,
  callers: Record<RoleName, Caller>,
  identity: IdentityStandIn,
): Promise<Fixture> {
  const ask = asker(t);
  const { owner, admin } = callers;
  const name = `Guard Film ${suffix()}`;
  const { product } = await ask('POST', '/products', admin.token, {
    name,
    price: 1500,
    stock: 1000,
    variants: [{ name: 'Single Roll', price: 1500, stock: 1000 }],
  });
  // The dearest product the contract allows, so orders can reach the limits of their amounts.
  await ask('POST', '/products', admin.token, {
    name: `Guard Camera ${suffix()}`,
    price: 100_000_000,
    stock: 1_000_000,
  });
  const fresh = freshMakers(t, ask, callers, product.id);
  const collectionId = await fresh.collection();
  const { collection } = await ask('GET', `/product-collections/${collectionId}`, null);
  const { preference } = await ask('POST', `/users/${owner.id}/preferences`, owner.token, {
    key: 'default-rush',
    value: true,
  });
  const scanId = await fresh.scan();
  const { submission } = await ask(
    'POST',
    `/users/${owner.id}/scans/${scanId}/social-media-submissions`,
    owner.token,
    {},
  );
  await ask('PUT', `/users/${owner.id}/payment-methods/token`, owner.token, { token: await fresh.cardToken() });
  await ask('POST', '/subscribers', null, { email: `reader-${suffix()}@example.test` });
  return {
    t,
    callers,
    identity,
    ask,
    product: {
      id: product.id,
      name: product.name,
      slug: product.slug,
      variantId: product.variants[0].id,
      detailId: await fresh.detail(),
    },
    collection: { id: collection.id, name: collection.name, slug: collection.slug },
    addressId: await fresh.address(),
    preferenceId: preference.id,
    orderId: await fresh.order(),
    scanId,
    submissionId: submission.id,
    guestOrder: await fresh.guestOrder(),
    fresh,
  };
}
