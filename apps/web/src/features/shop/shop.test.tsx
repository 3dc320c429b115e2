import type { ProductSummary } from '@filmlab/api';
import { emptyCart } from '@filmlab/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartStore } from '../../lib/cart-store';
import { jsonResponse, mockApi, renderApp } from '../../test/render-app';

function summary(overrides: Partial<ProductSummary> & Pick<ProductSummary, 'id' | 'name' | 'slug'>): ProductSummary {
  return {
    sku: null,
    productType: 'PRODUCT',
    visibility: 'PUBLIC',
    active: true,
    description: '',
    stock: 10,
    price: 1299,
    memberPrice: null,
    defaultProductVariantId: null,
    memberLaunchDate: null,
    publicLaunchDate: null,
    accessPhase: 'NONE',
    filters: {},
    variants: [],
    images: [],
    ...overrides,
  };
}

const portra = summary({ id: 3, name: 'Kodak Portra 400 35mm', slug: 'kodak-portra-400-35mm' });
const devScan = summary({
  id: 90,
  name: 'Dev + Scan (C-41/BW)',
  slug: 'dev-scan-c-41-bw',
  productType: 'SERVICE_ADD_ON',
});

beforeEach(() => {
  cartStore.setState({ cart: emptyCart(), open: false, order: null, lastGuestOrder: null });
});

describe('the shop', () => {
  it('asks for the shop’s own products only', async () => {
    const asked: URLSearchParams[] = [];
    mockApi({
      'GET /api/product-collections': () => jsonResponse({ detailedCollections: [], count: 0 }),
      'GET /api/products/filters': () => jsonResponse({ filters: {}, details: [] }),
      // As an admin's session would be answered without the shop's view: services included.
      'GET /api/products': (url) => {
        asked.push(url.searchParams);
        const products = url.searchParams.get('shop') === 'true' ? [portra] : [devScan, portra];
        return jsonResponse({ products, count: products.length, hasMore: false });
      },
    });
    renderApp('/collections');
    const grid = await screen.findByRole('list', { name: 'Products' });
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Kodak Portra 400 35mm']);
    expect(asked.every((query) => query.get('shop') === 'true')).toBe(true);
  });
});
