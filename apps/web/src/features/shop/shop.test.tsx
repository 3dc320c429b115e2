import type { Product, ProductSummary } from '@filmlab/api';
import { emptyCart } from '@filmlab/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartStore } from '../../lib/cart-store';
import { buildProduct } from '../../test/catalogue-fixtures';
import { jsonResponse, mockApi, renderApp } from '../../test/render-app';

const portra = buildProduct({ id: 3, name: 'Kodak Portra 400 35mm', slug: 'kodak-portra-400-35mm' });
const devScan = buildProduct({
  id: 90,
  name: 'Dev + Scan (C-41/BW)',
  slug: 'dev-scan-c-41-bw',
  productType: 'SERVICE_ADD_ON',
});
const asProduct = (product: ProductSummary): Product => ({ ...product, details: [], collectionIds: [] });

beforeEach(() => {
  cartStore.setState({ cart: emptyCart(), open: false, order: null, lastGuestOrder: null });
});

describe('the shop', () => {
  it('asks for the shop’s own products and links each by its slug', async () => {
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
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/products/kodak-portra-400-35mm']);
    expect(asked.every((query) => query.get('shop') === 'true')).toBe(true);
  });

  it('names each card at the level under the page title, and leaves a picture described by the name alone silent', async () => {
    const image = (id: number, alt: string) => ({
      id,
      path: `products/${id}/1.webp`,
      read: `/api/blobs/products/${id}/1.webp`,
      alt,
      exists: true,
      width: 1200,
      height: 1200,
      small: id === 3 ? { read: `/api/blobs/products/${id}/1-800.webp`, width: 800 } : null,
    });
    const kit = buildProduct({
      id: 4,
      name: 'Cleaning kit',
      slug: 'cleaning-kit',
      images: [image(4, 'Cleaning Kit ')],
    });
    const boxed = { ...portra, images: [image(3, 'A box of Portra 400 on a light table')] };
    mockApi({
      'GET /api/product-collections': () => jsonResponse({ detailedCollections: [], count: 0 }),
      'GET /api/products/filters': () => jsonResponse({ filters: {}, details: [] }),
      'GET /api/products': () => jsonResponse({ products: [boxed, kit], count: 2, hasMore: false }),
    });
    renderApp('/collections');
    const grid = await screen.findByRole('list', { name: 'Products' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All Collections');
    expect(
      within(grid)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Kodak Portra 400 35mm', 'Cleaning kit']);
    const pictures = grid.querySelectorAll('img');
    expect([...pictures].map((picture) => picture.getAttribute('alt'))).toEqual([
      'A box of Portra 400 on a light table',
      '',
    ]);
    // A picture with a small copy offers both, and a phone takes the copy; one without offers itself.
    expect(pictures[0]?.getAttribute('srcset')).toBe(
      '/api/blobs/products/3/1-800.webp 800w, /api/blobs/products/3/1.webp 1200w',
    );
    expect(pictures[0]?.getAttribute('sizes')).toMatch(/100vw/);
    expect(pictures[1]?.hasAttribute('srcset')).toBe(false);
  });

  it('opens a product at its slug, and moves an old link made from the name on to it', async () => {
    const bySlug: string[] = [];
    mockApi({
      'GET /api/product-collections': () => jsonResponse({ detailedCollections: [], count: 0 }),
      'GET /api/products/slug/kodak-portra-400-35mm': () => {
        bySlug.push('kodak-portra-400-35mm');
        return jsonResponse({ product: asProduct(portra) });
      },
      'GET /api/products/name/Kodak%20Portra%20400%2035mm': () => jsonResponse({ product: asProduct(portra) }),
    });
    const { router } = renderApp('/products/Kodak-Portra-400-35mm');
    expect(await screen.findByRole('heading', { name: 'Kodak Portra 400 35mm' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/kodak-portra-400-35mm'));
    expect(bySlug.length).toBeGreaterThan(0);
  });

  it('keeps the filters folded on a phone, so the products never move when they arrive', async () => {
    mockApi({
      'GET /api/product-collections': () => jsonResponse({ detailedCollections: [], count: 0 }),
      'GET /api/products/filters': () => jsonResponse({ filters: { brand: ['Ilford', 'Kodak'] }, details: [] }),
      'GET /api/products': () => jsonResponse({ products: [portra], count: 1, hasMore: false }),
    });
    renderApp('/collections');
    const kodak = await screen.findByRole('checkbox', { name: 'Kodak' });
    const folded = kodak.closest('details');
    expect(folded).not.toBeNull();
    expect(folded!.open).toBe(false);
    expect(within(folded!).getByText('Filter').tagName).toBe('SUMMARY');
  });
});
