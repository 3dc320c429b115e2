import type { ProductSummary } from '@filmlab/api';
import {
  CART_SHIPPING_CENTS,
  DEFAULT_PRICE_LIST,
  VISITOR_BUYER,
  applyPriceEdits,
  emptyCart,
  formatCents,
  type Buyer,
  type CartLine,
} from '@filmlab/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartStore } from '../../lib/cart-store';
import { createQueryClient } from '../../lib/query-client';
import { forgetPriceList } from '../../lib/use-price-list';
import { jsonResponse, mockApi } from '../../test/render-app';
import { CartPanel } from './components/cart-panel';

const film: CartLine = {
  tempKey: 'film',
  productId: 3,
  productVariantId: 31,
  productType: 'PRODUCT',
  name: 'Kodak Portra 400 35mm',
  variantName: 'Single Roll',
  slug: 'kodak-portra-400-35mm',
  quantity: 2,
  amount: 3398,
  listAmount: 3398,
  print: null,
};
const print: CartLine = {
  tempKey: 'print',
  productId: 8,
  productVariantId: 81,
  productType: 'PRINT',
  name: '4x6 Print',
  variantName: '4x6',
  slug: '4x6-print',
  quantity: 3,
  amount: 150,
  listAmount: 150,
  print: { draftId: null, quantity: 3, size: '4x6', scanId: 44, finish: 'LUSTRE', border: 'WHITE' },
  detail: 'Roll: Summer in Lisbon · Frame 12 · Lustre, white border',
  image: '/blobs/scans/44/thumb.webp',
};
// The film's picture comes from the catalogue as it is now (the cart lookup), not from storage.
const portra = {
  id: 3,
  images: [{ id: 1, exists: true, read: '/blobs/products/3/1.webp', alt: '', width: 600, height: 600 }],
  variants: [],
  stock: 10,
} as unknown as ProductSummary;

beforeEach(() => {
  cartStore.setState({ cart: { ...emptyCart(), lines: [film, print] }, open: true, order: null, lastGuestOrder: null });
});

function renderPanel(buyer: Buyer = VISITOR_BUYER) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CartPanel open onClose={() => {}} products={[portra]} buyer={buyer} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the cart drawer', () => {
  it('shows each line with a thumbnail, and a 4x6 print with its roll, frame and finish', () => {
    renderPanel();
    const items = within(screen.getByRole('dialog')).getAllByRole('listitem');
    const thumbnails = items.map((item) => item.querySelector('img')?.getAttribute('src'));
    expect(thumbnails).toEqual(['/blobs/products/3/1.webp', '/blobs/scans/44/thumb.webp']);
    expect(items[1]).toHaveTextContent('Roll: Summer in Lisbon · Frame 12 · Lustre, white border');
  });

  it('lists the subtotal above the shipping, then the total', () => {
    renderPanel();
    const rows = [...screen.getByRole('dialog').querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Subtotal', formatCents(3548)],
      ['Shipping', formatCents(CART_SHIPPING_CENTS)],
      ['Total', formatCents(3548 + CART_SHIPPING_CENTS)],
    ]);
  });

  it('charges the shipping of the lab’s price list, for the buyer’s plan', async () => {
    const { list } = applyPriceEdits(DEFAULT_PRICE_LIST, [
      { kind: 'service', service: 'cartShipping', tier: 'NON_MEMBER', cents: 1199 },
      { kind: 'service', service: 'cartShipping', tier: 'SUPER_NICE_2025', cents: 0 },
    ]);
    mockApi({ 'GET /api/public/price-list': () => jsonResponse({ id: 9, startsAt: null, entries: list }) });
    forgetPriceList();
    const shipping = () => within(screen.getByRole('dialog')).getByText('Shipping').nextSibling?.textContent;
    const visitor = renderPanel();
    await waitFor(() => expect(shipping()).toBe('$11.99'));
    expect(within(screen.getByRole('dialog')).getByText(formatCents(3548 + 1199))).toBeInTheDocument();
    visitor.unmount();
    const member = renderPanel({ planId: 'SUPER_NICE_2025', active: true });
    expect(shipping()).toBe(formatCents(0));
    member.unmount();
    // A lapsed member pays the non-member shipping.
    renderPanel({ planId: 'SUPER_NICE_2025', active: false });
    expect(shipping()).toBe('$11.99');
  });
});
