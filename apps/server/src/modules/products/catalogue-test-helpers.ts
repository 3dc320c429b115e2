import { expect } from 'vitest';
import { bearer, buildUser } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';

// Shared by the products and collections tests: callers and quick ways to make a catalogue.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Caller {
  id: number;
  token: string;
}

export async function buildCallers(t: TestApp): Promise<{ admin: Caller; customer: Caller }> {
  const admin = await buildUser(t.database.db, { config: t.config, role: 'ADMIN' });
  const customer = await buildUser(t.database.db, { config: t.config });
  return {
    admin: { id: admin.user.id, token: admin.token },
    customer: { id: customer.user.id, token: customer.token },
  };
}

export function caller(t: TestApp) {
  return (method: Method, url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

export interface MadeProduct {
  id: number;
  name: string;
  slug: string;
  defaultProductVariantId: number | null;
  variants: Array<{ id: number; name: string; sku: string | null; price: number; stock: number }>;
}

let made = 0;

/**
 * A product with two variants unless told otherwise, created through the API as an admin. With
 * `variants: []` it has its own price 1500, member price 1300 and stock 40 (with variants those
 * figures are the variants').
 */
export async function makeProduct(t: TestApp, adminToken: string, fields: Record<string, unknown> = {}) {
  made += 1;
  const suffix = `${made} ${Math.random().toString(36).slice(2, 8)}`;
  const variants = fields.variants ?? [
    { name: 'Single Roll', price: 1500, memberPrice: 1300, stock: 40 },
    { name: '5 Pack', price: 7000, memberPrice: 6000, stock: 8 },
  ];
  const own = Array.isArray(variants) && variants.length === 0 ? { price: 1500, memberPrice: 1300, stock: 40 } : {};
  const res = await caller(t)('POST', '/products', adminToken, {
    name: `Test Film ${suffix}`,
    variants,
    ...own,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as MadeProduct;
}

export async function makeCollection(t: TestApp, adminToken: string, fields: Record<string, unknown> = {}) {
  made += 1;
  const res = await caller(t)('POST', '/product-collections', adminToken, {
    name: `Shelf ${made} ${Math.random().toString(36).slice(2, 6)}`,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().collection as { id: number; name: string; slug: string; orderIndex: number };
}

export async function addToCollection(t: TestApp, adminToken: string, collectionId: number, productId: number) {
  const res = await caller(t)('POST', `/product-collections/${collectionId}/products`, adminToken, { productId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().productIds as number[];
}
