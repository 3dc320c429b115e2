import type { ProductSummary } from '@filmlab/api';
import { CART_SHIPPING_CENTS, emptyCart, formatCents, type CartLine } from '@filmlab/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartStore } from '../../lib/cart-store';
import { createQueryClient } from '../../lib/query-client';
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

function renderPanel() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CartPanel open onClose={() => {}} products={[portra]} />
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
});
