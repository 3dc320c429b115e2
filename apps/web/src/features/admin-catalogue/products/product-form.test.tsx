import type { Product } from '@filmlab/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse, mockApi } from '../../../test/render-app';
import { buildProduct } from '../../../test/catalogue-fixtures';
import { ProductForm } from './product-form';

const product: Product = {
  ...buildProduct({ id: 9, name: 'Portra 400', price: 1599 }),
  details: [],
  collectionIds: [],
};
const variant = {
  id: 5,
  productId: 9,
  name: 'Single Roll',
  sku: null,
  price: 1599,
  memberPrice: null,
  stock: 3,
  position: 0,
  active: true,
};

describe('product form', () => {
  it('keeps what the admin is typing when the product is re-read, and saves dollars as cents', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    mockApi({
      'PUT /api/products/9': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return jsonResponse({ product: { ...product, price: 1725 } });
      },
    });
    const client = createQueryClient();
    const view = (p: Product) => (
      <QueryClientProvider client={client}>
        <ProductForm product={p} />
      </QueryClientProvider>
    );
    const { rerender } = render(view(product));
    const user = userEvent.setup();
    const price = screen.getByLabelText('Price ($)');
    expect(price).toHaveValue('15.99');
    await user.clear(price);
    await user.type(price, '17.25');
    await user.type(screen.getByLabelText('Member launch'), '2026-03-01T09:30');

    // An image added elsewhere on the page re-reads the product.
    rerender(view({ ...product, description: 'Re-read' }));
    expect(screen.getByLabelText('Price ($)')).toHaveValue('17.25');

    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      name: 'Portra 400',
      price: 1725,
      memberPrice: null,
      stock: 10,
      memberLaunchDate: new Date('2026-03-01T09:30').toISOString(),
      publicLaunchDate: null,
      filters: {},
    });
  });

  it('shows a product with variants its figures where they are edited, and saves no product-level figure', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    const pack = { ...variant, id: 6, name: '5 Pack', price: 7000, stock: 8, position: 1 };
    const withVariants: Product = {
      ...product,
      price: 1599,
      memberPrice: 1399,
      stock: 11,
      variants: [variant, pack],
      defaultProductVariantId: 5,
    };
    mockApi({
      'PUT /api/products/9': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return jsonResponse({ product: withVariants });
      },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ProductForm product={withVariants} />
      </QueryClientProvider>,
    );
    expect(screen.queryByLabelText('Price ($)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Member price ($)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Stock')).not.toBeInTheDocument();
    const figures = screen.getByRole('group', { name: 'Price and stock' });
    expect(figures).toHaveTextContent('Price$15.99');
    expect(figures).toHaveTextContent('Member price$13.99');
    expect(figures).toHaveTextContent('Stock11');
    expect(figures).toHaveTextContent(/changed on each variant under Variants/);
    // A product with variants always sells one by default: no "None".
    const defaultVariant = screen.getByLabelText('Default variant');
    expect(defaultVariant).toHaveValue('5');
    expect(within(defaultVariant).queryByRole('option', { name: 'None' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(defaultVariant, '6');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: 'Portra 400', defaultProductVariantId: 6 });
    expect(bodies[0]).not.toHaveProperty('price');
    expect(bodies[0]).not.toHaveProperty('memberPrice');
    expect(bodies[0]).not.toHaveProperty('stock');
  });

  it('edits the price of a product without variants on the product, saying it is what the shop charges', () => {
    mockApi({});
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ProductForm product={product} />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('Price ($)')).toHaveAccessibleDescription(/What the shop charges/);
    expect(screen.queryByLabelText('Default variant')).not.toBeInTheDocument();
  });

  it('refuses a public launch before the member launch', async () => {
    const fetchMock = mockApi({});
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ProductForm product={product} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Member launch'), '2026-03-02T09:00');
    await user.type(screen.getByLabelText('Public launch'), '2026-03-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText('The public launch comes on or after the member launch.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
