import type { ProductFilters } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import {
  collectionVisible,
  selectFacets,
  selectFilterableDetails,
  type CollectionKey,
  type ListingFilter,
} from './listing-store.js';
import type { CatalogueCache } from './catalogue-cache.js';
import { listedTypes } from './list-products.js';
import type { Viewer } from './viewer.js';

interface FiltersQuery {
  collection?: CollectionKey | undefined;
  active?: boolean | undefined;
  shop?: boolean | undefined;
}

/**
 * What the shop can filter a collection by: the facets of its products and the values of their
 * filterable details, each distinct and sorted. Served from the catalogue cache to everyone but admins.
 */
export async function listProductFilters(options: {
  db: Db;
  viewer: Viewer;
  query: FiltersQuery;
  cache?: CatalogueCache;
}): Promise<ProductFilters> {
  const { cache, viewer, query } = options;
  if (!cache || viewer.isAdmin) return readFilters(options);
  return cache.read(`filters:${viewer.loggedIn}:${JSON.stringify(query)}`, () => readFilters(options));
}

async function readFilters(options: { db: Db; viewer: Viewer; query: FiltersQuery }): Promise<ProductFilters> {
  const { db, viewer, query } = options;
  if (query.collection && !(await collectionVisible(db, query.collection, viewer))) throw notFound('Collection');
  const filter: ListingFilter = {
    viewer,
    collection: query.collection,
    active: query.active,
    productTypes: listedTypes(query, viewer),
  };
  const facets = await selectFacets(db, filter);
  const details = await selectFilterableDetails(db, filter);

  const filters: Record<string, string[]> = {};
  for (const { key, value } of facets) (filters[key] ??= []).push(value);
  const bySubtitle = new Map<string, string[]>();
  for (const { subtitle, value } of details) {
    const values = bySubtitle.get(subtitle) ?? [];
    values.push(value);
    bySubtitle.set(subtitle, values);
  }
  return { filters, details: [...bySubtitle].map(([subtitle, values]) => ({ subtitle, values })) };
}
