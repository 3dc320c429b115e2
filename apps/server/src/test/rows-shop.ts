// Route rows (see route-rows.ts) of the shop: products, collections, orders and guest orders.
import { NYC, type Fixture } from './fixture.js';
import type { Rows } from './row-types.js';

let unique = 0;
const fresh = (what: string) => `${what} ${++unique}${Math.random().toString(36).slice(2, 7)}`;
const productPath = (fx: Fixture) => `/products/${fx.product.id}`;
const detailParams = (fx: Fixture) => ({ id: fx.product.id, detailId: fx.product.detailId });
const line = (fx: Fixture) => ({ productId: fx.product.id, variantId: fx.product.variantId, quantity: 1 });

export const shopRows: Rows = {
  'products.list': { call: () => ({ query: { search: 'Guard', limit: 5 } }) },
  'products.filters': { call: (fx) => ({ query: { collection: String(fx.collection.id) } }) },
  'products.digital': { call: () => ({ query: { limit: 5 } }) },
  'products.service': { call: () => ({ query: { limit: 5 } }) },
  'products.print': { call: () => ({ query: { limit: 5 } }) },
  'products.get': { call: (fx) => ({ params: { id: fx.product.id } }) },
  'products.byName': { call: (fx) => ({ params: { name: fx.product.name } }) },
  'products.bySlug': { call: (fx) => ({ params: { slug: fx.product.slug } }) },
  'products.create': { call: () => ({ body: { name: fresh('Guard Paper'), price: 900, stock: 10 } }) },
  'products.update': { call: (fx) => ({ params: { id: fx.product.id }, body: { description: 'Fine grain.' } }) },
  'products.imageUploadLink': { call: (fx) => ({ params: { id: fx.product.id }, query: { fileType: 'image/png' } }) },
  'products.deleteImage': {
    call: async (fx) => ({
      params: { id: fx.product.id },
      query: { path: await fx.fresh.image(productPath(fx)) },
    }),
  },
  'products.createDetail': { call: (fx) => ({ params: { id: fx.product.id }, body: { subtitle: 'Process' } }) },
  'products.getDetail': { call: (fx) => ({ params: detailParams(fx) }) },
  'products.updateDetail': { call: (fx) => ({ params: detailParams(fx), body: { body: 'C-41' } }) },
  'products.deleteDetail': {
    call: async (fx) => ({ params: { id: fx.product.id, detailId: await fx.fresh.detail() } }),
  },
  'products.detailImageUploadLink': {
    call: (fx) => ({ params: detailParams(fx), query: { fileType: 'image/webp' } }),
  },
  'products.deleteDetailImage': {
    call: async (fx) => {
      const detailId = await fx.fresh.detail();
      const path = await fx.fresh.image(`${productPath(fx)}/details/${detailId}`);
      return { params: { id: fx.product.id, detailId }, query: { path } };
    },
  },
  'products.uploadImage': {
    // A detail of its own each time, so repeated uploads never reach the images-per-owner limit.
    call: async (fx) => ({
      url: await fx.fresh.uploadLink(`${productPath(fx)}/details/${await fx.fresh.detail()}`),
      body: await fx.fresh.png(),
      headers: { 'content-type': 'image/png' },
    }),
  },
  'collections.list': { call: () => ({ query: { active: 'true' } }) },
  'collections.get': { call: (fx) => ({ params: { id: fx.collection.id } }) },
  'collections.byName': { call: (fx) => ({ params: { name: fx.collection.name } }) },
  'collections.bySlug': { call: (fx) => ({ params: { slug: fx.collection.slug } }) },
  'collections.create': { call: () => ({ body: { name: fresh('Guard Shelf'), description: 'New in.' } }) },
  'collections.update': { call: (fx) => ({ params: { id: fx.collection.id }, body: { description: 'Restocked.' } }) },
  'collections.delete': { call: async (fx) => ({ params: { id: await fx.fresh.collection(false) } }) },
  'collections.products': { call: (fx) => ({ params: { id: fx.collection.id }, query: { limit: 5 } }) },
  'collections.addProduct': {
    call: async (fx) => ({ params: { id: await fx.fresh.collection(false) }, body: { productId: fx.product.id } }),
  },
  'collections.removeProduct': {
    call: async (fx) => ({ params: { id: await fx.fresh.collection(true), productId: fx.product.id } }),
  },
  'collections.reorderProducts': {
    call: (fx) => ({ params: { id: fx.collection.id }, body: { productIds: [fx.product.id] } }),
  },
  'collections.imageUploadLink': {
    call: (fx) => ({ params: { id: fx.collection.id }, query: { fileType: 'image/jpeg' } }),
  },
  'collections.deleteImage': {
    call: async (fx) => {
      const id = await fx.fresh.collection(false);
      return { params: { id }, query: { path: await fx.fresh.image(`/product-collections/${id}`) } };
    },
  },
  'orders.create': { call: (fx) => ({ body: { lines: [line(fx)], address: NYC, notes: 'Handle with care' } }) },
  'orders.list': { call: () => ({ query: { status: 'OPEN', limit: 5 } }) },
  'orders.get': { call: (fx) => ({ params: { id: fx.orderId } }), owned: true },
  'orders.shipments': { call: (fx) => ({ params: { id: fx.orderId } }), owned: true },
  'orders.update': {
    call: (fx) => ({ params: { id: fx.orderId }, body: { notes: 'Leave at the door' } }),
    owned: true,
  },
  'orders.attachPayment': {
    call: async (fx) => ({
      params: { id: await fx.fresh.order() },
      body: { paymentId: await fx.fresh.cardToken() },
    }),
    owned: true,
  },
  'orders.payInLab': { call: async (fx) => ({ params: { id: await fx.fresh.order() } }), owned: true },
  'orders.markPaid': {
    call: async (fx) => ({
      params: { id: await fx.fresh.order('INVOICED') },
      body: { method: 'cash', reference: 'Till 2' },
    }),
  },
  'orders.invoice': { call: async (fx) => ({ params: { id: await fx.fresh.order() } }) },
  'orders.sendInvoice': { call: async (fx) => ({ params: { id: await fx.fresh.order() } }) },
  'orders.cancel': { call: async (fx) => ({ params: { id: await fx.fresh.order() } }), owned: true },
  'orders.complete': { call: async (fx) => ({ params: { id: await fx.fresh.order('PAID') } }) },
  'guestOrders.create': {
    call: (fx) => ({ body: { email: 'guest@example.test', name: 'Guest Buyer', address: NYC, lines: [line(fx)] } }),
  },
  'guestOrders.get': { call: (fx) => ({ params: { id: fx.guestOrder.id }, query: { token: fx.guestOrder.token } }) },
  'guestOrders.update': {
    call: (fx) => ({ params: { id: fx.guestOrder.id }, body: { token: fx.guestOrder.token, name: 'Guest Renamed' } }),
  },
  'guestOrders.payInLab': {
    call: async (fx) => {
      const order = await fx.fresh.guestOrder();
      return { params: { id: order.id }, body: { token: order.token } };
    },
  },
  'guestOrders.attachPayment': {
    call: async (fx) => {
      const order = await fx.fresh.guestOrder();
      return { params: { id: order.id }, body: { token: order.token, paymentId: await fx.fresh.cardToken() } };
    },
  },
};
