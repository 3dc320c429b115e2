import type { DevelopmentOrder } from '@filmlab/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildDevelopmentOrder, buildDevelopmentRoll } from '../../test/order-fixtures';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

const staff = buildUser({ id: 1, role: 'ADMIN' });
const customer = buildUser({ id: 7 });

function summary(status: 'PAID' | 'INVOICED', total: number, paid: number | null): DevelopmentOrder {
  return buildDevelopmentOrder(
    { status, subtotal: total, total },
    {
      rolls: [
        buildDevelopmentRoll(1, { status: 'RECEIVED' }),
        buildDevelopmentRoll(2, { status: 'CREATED' }),
        buildDevelopmentRoll(3, { status: 'SCANNED' }),
      ],
      paid,
    },
  );
}

describe('staff adjust an order on the admin summary', () => {
  it('adds, changes and removes rolls with no amount sent, and says the difference was invoiced', async () => {
    const sent: Array<{ key: string; body: unknown }> = [];
    let current = summary('PAID', 4497, 4497);
    const answer = (key: string) => (_url: URL, init: RequestInit) => {
      sent.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
      current = summary('INVOICED', 6396, 4497);
      return jsonResponse({
        order: current,
        adjustment: { paidCents: 4497, differenceCents: 1899, balance: 'due', balanceCents: 1899 },
      });
    };
    mockApi({
      'GET /api/users/7': () => jsonResponse(customer),
      'GET /api/users/7/orders/55': () => jsonResponse(current),
      'POST /api/orders/55/rolls': answer('add'),
      'PATCH /api/orders/55/rolls/1': answer('change'),
      'DELETE /api/orders/55/rolls/2': answer('remove'),
    });
    const user = userEvent.setup();
    renderApp('/admin/users/7/orders/55/summary', { user: staff });
    const panel = await screen.findByRole('region', { name: 'Adjust order' });
    // Film can change until a roll is developed; only a roll that never arrived can be removed.
    expect(within(panel).getAllByRole('button', { name: /^Change the film of roll/ })).toHaveLength(2);
    expect(within(panel).getAllByRole('button', { name: /^Remove roll/ })).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Add a roll' }));
    await user.type(within(panel).getByRole('combobox', { name: 'Film stock of roll 4' }), 'hp5');
    await user.click(await screen.findByRole('option', { name: /Ilford HP5 Plus 400/ }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Rush' }));
    await user.click(within(panel).getByRole('button', { name: 'Add roll to order' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      key: 'add',
      body: expect.objectContaining({ brand: 'Ilford', model: 'HP5 Plus 400', process: 'BW', rush: true }),
    });
    expect(JSON.stringify(sent[0]!.body)).not.toMatch(/amount|price|total|cents/i);
    expect(
      await within(panel).findByText(/The customer was sent an invoice for the difference of \$18\.99/),
    ).toBeInTheDocument();
    // The balance shows beside the invoice once the summary is read again.
    expect(await screen.findByText('Due now')).toBeInTheDocument();
    expect(screen.getByText('$18.99')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Change the film of roll 1' }));
    const form = within(panel).getByRole('form', { name: 'Change film' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Process' }), 'E-6');
    await user.click(within(form).getByRole('button', { name: 'Save film' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      key: 'change',
      body: { brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'E-6' },
    });

    await user.click(within(panel).getByRole('button', { name: 'Remove roll 2, it never arrived' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toEqual({ key: 'remove', body: undefined });
  }, 30_000);

  it('shows the server’s refusal in words', async () => {
    mockApi({
      'GET /api/users/7': () => jsonResponse(customer),
      'GET /api/users/7/orders/55': () => jsonResponse(summary('PAID', 4497, 4497)),
      'DELETE /api/orders/55/rolls/2': () =>
        jsonResponse(
          {
            message: 'This roll arrived at the lab; only a roll that never arrived can be removed',
            errors: ['rollId: This roll arrived at the lab; only a roll that never arrived can be removed'],
          },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    renderApp('/admin/users/7/orders/55/summary', { user: staff });
    const panel = await screen.findByRole('region', { name: 'Adjust order' });
    await user.click(within(panel).getByRole('button', { name: 'Remove roll 2, it never arrived' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(/only a roll that never arrived/);
  }, 20_000);

  it('customers see no adjustment panel', async () => {
    mockApi({
      'GET /api/users/7': () => jsonResponse(customer),
      'GET /api/users/7/orders/55': () => jsonResponse(summary('PAID', 4497, 4497)),
    });
    renderApp('/users/7/orders/55/summary', { user: customer });
    expect(await screen.findByRole('heading', { name: 'Order #1055' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Adjust order' })).not.toBeInTheDocument();
  });
});
