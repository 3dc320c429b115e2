import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/render-app';
import { buildProduct } from '../../../test/catalogue-fixtures';
import { renderWithClient } from '../test/render';
import { CreateProductDialog } from './create-product-dialog';

function serve(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Array<Record<string, unknown>> = [];
  mockApi({
    'POST /api/products': (_url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    },
  });
  return bodies;
}

const created = (body: Record<string, unknown>) =>
  jsonResponse(
    { product: { ...buildProduct({ id: 40, name: String(body.name) }), details: [], collectionIds: [] } },
    { status: 201 },
  );

async function fill(name: string, price: string, memberPrice: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), name);
  await user.type(screen.getByLabelText('Price ($)'), price);
  if (memberPrice) await user.type(screen.getByLabelText(/^Member price/), memberPrice);
  await user.click(screen.getByRole('button', { name: 'Create Product' }));
}

describe('create product dialog', () => {
  it.each([
    ['12.5', '10', 1250, 1000],
    ['$1,299.99', '', 129999, null],
    ['0.29', '.1', 29, 10],
  ])('sends %s dollars (member %s) as %i cents (member %s)', async (price, memberPrice, cents, memberCents) => {
    const bodies = serve(created);
    renderWithClient(<CreateProductDialog open onClose={() => {}} />);
    await fill('Portra 400', price, memberPrice);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: 'Portra 400', price: cents, memberPrice: memberCents, stock: 100000 });
  });

  it.each(['12.345', '-3', 'twelve'])('refuses %s as a price without calling the server', async (price) => {
    const bodies = serve(created);
    renderWithClient(<CreateProductDialog open onClose={() => {}} />);
    await fill('Portra 400', price, '');
    expect(await screen.findByText('Enter the price in dollars, like 12.99.')).toBeInTheDocument();
    expect(screen.getByLabelText('Price ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
  });

  it("shows the server's error next to the field it names", async () => {
    serve(() =>
      jsonResponse(
        { message: 'Another one already has this name', errors: ['name: is already taken'] },
        { status: 409 },
      ),
    );
    renderWithClient(<CreateProductDialog open onClose={() => {}} />);
    await fill('Portra 400', '12', '');
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is already taken'));
    expect(screen.getByRole('alert')).toHaveTextContent('Another one already has this name');
  });
});
