import type { VendorOrder } from '@filmlab/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

const vendor = buildUser({ id: 3, role: 'VENDOR', firstName: 'Victor', lastName: 'Reyes' });

const order = (id: number, extra: Partial<VendorOrder> = {}): VendorOrder => ({
  id,
  number: `10${id}`,
  status: 'OPEN',
  createdAt: '2026-11-20T10:00:00.000Z',
  customer: { firstName: 'Ana', lastName: 'Lima', email: 'ana@walk.test' },
  claimedAt: null,
  rolls: [{ id: 70 + id, brand: 'Kodak', model: 'Portra 400', format: '35mm', process: 'C-41', status: 'CREATED' }],
  estimatedReadyOn: '2026-11-27',
  ...extra,
});

describe('/vendor-orders', () => {
  it('creates an order for a walk-in customer and lists it', async () => {
    const sent: unknown[] = [];
    const orders: VendorOrder[] = [order(1, { claimedAt: '2026-11-21T10:00:00.000Z' })];
    mockApi({
      'GET /api/vendor-orders': () => jsonResponse({ orders, count: orders.length }),
      'POST /api/vendor-orders': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { customer: VendorOrder['customer'] };
        sent.push(body);
        const made = order(2, { customer: body.customer });
        orders.unshift(made);
        return jsonResponse(made, { status: 201 });
      },
    });
    renderApp('/vendor-orders', { user: vendor });
    const first = (await screen.findByText('101')).closest('tr')!;
    expect(within(first).getByText('Claimed')).toBeInTheDocument();
    expect(within(first).getByText('Fri, Nov 27')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findAllByText('is required')).not.toHaveLength(0);
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Bea');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Cruz');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'bea@walk.test');
    await user.type(screen.getByRole('textbox', { name: 'Roll 1 film' }), 'HP5 Plus');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Roll 1 process' }), 'BW');
    await user.click(screen.getByRole('button', { name: 'Add a roll' }));
    await user.type(screen.getByRole('textbox', { name: 'Roll 2 film' }), 'Ektar 100');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Roll 2 format' }), '120');
    await user.click(screen.getByRole('button', { name: 'Create order' }));

    expect(await screen.findByText(/Order 102 is in. We e-mailed bea@walk.test/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        customer: { firstName: 'Bea', lastName: 'Cruz', email: 'bea@walk.test' },
        rolls: [
          { model: 'HP5 Plus', format: '35mm', process: 'BW' },
          { model: 'Ektar 100', format: '120', process: 'C-41' },
        ],
      },
    ]);
    const made = (await screen.findByText('102')).closest('tr')!;
    expect(within(made).getByText('Not claimed yet')).toBeInTheDocument();
  }, 30_000);

  it('prints a manifest of the chosen orders only', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    mockApi({
      'GET /api/vendor-orders': () =>
        jsonResponse({
          orders: [order(1), order(2, { customer: { firstName: 'Cy', lastName: 'Ode', email: 'cy@walk.test' } })],
          count: 2,
        }),
    });
    renderApp('/vendor-orders', { user: vendor });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Print manifest (0)' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Batch manifest' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Add order 102 to the manifest' }));
    const manifest = screen.getByRole('region', { name: 'Batch manifest' });
    expect(within(manifest).getByText(/From Victor Reyes/)).toHaveTextContent('1 order, 1 roll');
    expect(within(manifest).getByText('Cy Ode')).toBeInTheDocument();
    expect(within(manifest).queryByText('Ana Lima')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print manifest (1)' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  }, 20_000);
});

describe('/claim-order', () => {
  it('claims on a press and says where the order went', async () => {
    const tokens: string[] = [];
    mockApi({
      'POST /api/vendor-orders/claim': (_url, init) => {
        tokens.push((JSON.parse(String(init.body)) as { token: string }).token);
        return jsonResponse({ orderNumber: '104', email: 'bea@walk.test', accountCreated: true });
      },
    });
    renderApp('/claim-order?token=abc123');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Claim my order' }));
    expect(await screen.findByText('Order 104 is yours')).toBeInTheDocument();
    expect(screen.getByText(/e-mailed you a link to choose your password/)).toBeInTheDocument();
    await waitFor(() => expect(tokens).toEqual(['abc123']));
  }, 20_000);
});
