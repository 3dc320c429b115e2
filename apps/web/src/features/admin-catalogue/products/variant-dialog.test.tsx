import type { Product, ProductVariant } from '@filmlab/api';
import { SEED_PRICE_LIST } from '@filmlab/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/render-app';
import { buildProduct } from '../../../test/catalogue-fixtures';
import { renderWithClient } from '../test/render';
import { VariantDialog } from './variant-dialog';

const row = { NON_MEMBER: 2999, NICE_2025: 2600, VERY_NICE_2025: 2600, SUPER_NICE_2025: 2600 };

const pack: ProductVariant = {
  id: 71,
  productId: 9,
  name: '5 Pack',
  sku: 'portra-5',
  price: 5900,
  memberPrice: null,
  stock: 12,
  position: 0,
  active: true,
};
const product: Product = { ...buildProduct({ id: 9, variants: [pack] }), details: [], collectionIds: [] };

function serve(answer: () => Response) {
  const bodies: unknown[] = [];
  mockApi({
    'PUT /api/products/9': (_url, init) => {
      bodies.push(JSON.parse(String(init.body)));
      return answer();
    },
  });
  return bodies;
}

describe('variant dialog', () => {
  it('shows a print size’s price from the price list read-only, links to it, and sends no price', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'PUT /api/products/9': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse({ product });
      },
      'GET /api/public/price-list': () =>
        jsonResponse({ id: 3, startsAt: null, entries: { ...SEED_PRICE_LIST, printSizes: { '8x10': row } } }),
    });
    const onClose = vi.fn();
    const size = { ...pack, name: '8x10', sku: 'print-8x10', price: 2500, memberPrice: 2200 };
    renderWithClient(
      <VariantDialog productId={9} productSku="print-large-format" variant={size} open onClose={onClose} />,
    );
    expect(screen.queryByLabelText('Price ($)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Member price/)).not.toBeInTheDocument();
    expect(await screen.findByText(/Price \$29\.99, members \$26\.00\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set in the price list' })).toHaveAttribute('href', '/admin/prices');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '30');
    await user.click(screen.getByRole('button', { name: 'Save Variant' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      { variants: { update: [{ id: 71, name: '8x10', sku: 'print-8x10', stock: 30, active: true }] } },
    ]);
  });

  it('changes a variant in cents through the product update, clearing an emptied member price', async () => {
    const bodies = serve(() => jsonResponse({ product }));
    const onClose = vi.fn();
    renderWithClient(<VariantDialog productId={9} variant={{ ...pack, memberPrice: 5000 }} open onClose={onClose} />);
    const user = userEvent.setup();
    const price = screen.getByLabelText('Price ($)');
    expect(price).toHaveValue('59.00');
    await user.clear(price);
    await user.type(price, '61.5');
    await user.clear(screen.getByLabelText(/^Member price/));
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '7');
    await user.click(screen.getByRole('button', { name: 'Save Variant' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        variants: {
          update: [{ id: 71, name: '5 Pack', sku: 'portra-5', price: 6150, memberPrice: null, stock: 7, active: true }],
        },
      },
    ]);
  });

  it("puts the server's error about a new variant's field next to that field", async () => {
    serve(() =>
      jsonResponse(
        { message: 'Some fields are not valid', errors: ['variants.create.0.sku: is already taken'] },
        { status: 409 },
      ),
    );
    const onClose = vi.fn();
    renderWithClient(<VariantDialog productId={9} variant={null} open onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), '10 Pack');
    await user.type(screen.getByLabelText(/^SKU/), 'portra-5');
    await user.type(screen.getByLabelText('Price ($)'), '110');
    await user.click(screen.getByRole('button', { name: 'Add Variant' }));
    await waitFor(() => expect(screen.getByLabelText(/^SKU/)).toHaveAccessibleDescription('SKU is already taken'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts the first variant of a product from its own price and stock, which move to it', async () => {
    const bodies = serve(() => jsonResponse({ product }));
    const onClose = vi.fn();
    renderWithClient(
      <VariantDialog
        productId={9}
        variant={null}
        open
        onClose={onClose}
        prefill={{ price: 1299, memberPrice: 1110, stock: 150 }}
      />,
    );
    expect(screen.getByText(/price and stock move to its variants/)).toBeInTheDocument();
    expect(screen.getByLabelText('Price ($)')).toHaveValue('12.99');
    expect(screen.getByLabelText(/^Member price/)).toHaveValue('11.10');
    expect(screen.getByLabelText('Stock')).toHaveValue('150');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Single Roll');
    await user.click(screen.getByRole('button', { name: 'Add Variant' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        variants: {
          create: [{ name: 'Single Roll', sku: null, price: 1299, memberPrice: 1110, stock: 150, active: true }],
        },
      },
    ]);
  });
});
