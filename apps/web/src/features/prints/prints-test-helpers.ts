// Shared by the print tests: a customer, the print catalogue the pages fetch (papers, sizes, the print
// products, the customer's rolls) and the stores emptied before each test.
import type { PapersResponse, ProductSummary } from '@filmlab/api';
import { emptyCart } from '@filmlab/domain';
import { cartStore } from '../../lib/cart-store';
import { emptyPrintDraft, printDraftStore } from '../../lib/print-draft-store';
import { buildProduct, buildVariant } from '../../test/catalogue-fixtures';
import { buildLibraryFilters, buildRoll } from '../../test/library-fixtures';
import { buildUser, jsonResponse } from '../../test/render-app';

export const customer = buildUser({ id: 7 });
const offer = (name: PapersResponse['sizes'][number]['name'], variantId: number, price: number) => ({
  name,
  productId: name === '4x6' ? 50 : 60,
  variantId,
  price,
  memberPrice: price - 100,
  prices: { NON_MEMBER: price, NICE_2025: price - 100, VERY_NICE_2025: price - 100, SUPER_NICE_2025: price - 100 },
});
const papers: PapersResponse = {
  papers: [
    { id: 1, name: 'Hahnemühle Photo Rag', description: 'Cotton', finish: 'matte' },
    { id: 2, name: 'Canson Baryta', description: 'Baryta', finish: 'gloss' },
  ],
  sizes: [offer('8x10', 61, 2500), offer('16x20', 64, 7500)],
  small: offer('4x6', 51, 34),
};
const product = (id: number, variants: Array<{ id: number; name: string; price: number }>): ProductSummary =>
  buildProduct({
    id,
    name: id === 50 ? '4x6 Print' : 'Large Format Print',
    slug: 'print',
    productType: 'PRINT',
    price: variants[0]!.price,
    stock: 100000,
    defaultProductVariantId: variants[0]!.id,
    variants: variants.map((v, position) => buildVariant(id, { ...v, stock: 100000, position })),
  });
const products = [
  product(50, [{ id: 51, name: '4x6', price: 34 }]),
  product(60, [
    { id: 61, name: '8x10', price: 2500 },
    { id: 64, name: '16x20', price: 7500 },
  ]),
];
export const catalogue = {
  'GET /api/prints/papers': () => jsonResponse(papers),
  'GET /api/products': (url: URL) =>
    jsonResponse({
      products: products.filter((p) => url.searchParams.get('ids')?.split(',').includes(String(p.id))),
      count: 1,
      hasMore: false,
    }),
  'GET /api/users/7/film-rolls': () => jsonResponse({ filmRolls: [buildRoll(3), buildRoll(4)], nextCursor: null }),
  'GET /api/users/7/film-rolls/filters': () => jsonResponse(buildLibraryFilters({ tags: [{ id: 9, name: 'beach' }] })),
};

/** An empty cart and no print draft. */
export function resetPrintStores() {
  cartStore.setState({ cart: emptyCart(7), open: false, order: null });
  printDraftStore.setState({ draft: emptyPrintDraft() });
}
