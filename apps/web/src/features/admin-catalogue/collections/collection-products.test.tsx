import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/render-app';
import { buildProduct } from '../../../test/catalogue-fixtures';
import { renderWithClient } from '../test/render';
import { CollectionProducts } from './collection-products';

const shelf = [
  buildProduct({ id: 11, name: 'Portra 400' }),
  buildProduct({ id: 12, name: 'HP5 Plus' }),
  buildProduct({ id: 13, name: 'Ektar 100' }),
];

const names = () =>
  within(screen.getByRole('list', { name: 'Products in shop order' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

function serve(reorder: (ids: number[]) => Response) {
  const sent: number[][] = [];
  let order = shelf;
  const fetchMock = mockApi({
    'GET /api/product-collections/5/products': () =>
      jsonResponse({ products: order, count: order.length, hasMore: false }),
    'PUT /api/product-collections/5/products/reorder': (_url, init) => {
      const { productIds } = JSON.parse(String(init.body)) as { productIds: number[] };
      sent.push(productIds);
      const response = reorder(productIds);
      if (response.ok) order = productIds.map((id) => shelf.find((p) => p.id === id)!);
      return response;
    },
  });
  return { sent, fetchMock };
}

describe('collection products', () => {
  it('sends every product id in the new order when one moves', async () => {
    const { sent } = serve((productIds) => jsonResponse({ productIds }));
    renderWithClient(<CollectionProducts collectionId={5} collectionName="Film" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move Ektar 100 up' }));
    expect(names()).toEqual(['Portra 400', 'Ektar 100', 'HP5 Plus']);
    await waitFor(() => expect(sent).toEqual([[11, 13, 12]]));
    // Read again from the server after saving, still in the new order.
    await waitFor(() => expect(names()).toEqual(['Portra 400', 'Ektar 100', 'HP5 Plus']));
  });

  it('puts the list back and says so when the server refuses the order', async () => {
    serve(() =>
      jsonResponse(
        {
          message: 'The order must list every product of the collection once',
          errors: ['productIds: must list every product'],
        },
        { status: 400 },
      ),
    );
    renderWithClient(<CollectionProducts collectionId={5} collectionName="Film" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move Portra 400 down' }));
    expect(await screen.findByText(/The new order was not saved/)).toBeInTheDocument();
    expect(names()).toEqual(['Portra 400', 'HP5 Plus', 'Ektar 100']);
  });
});
