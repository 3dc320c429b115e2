import type { BoardOrder } from '@filmlab/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

const admin = buildUser({ id: 1, role: 'ADMIN' });

const row = (id: number, extra: Partial<BoardOrder> = {}): BoardOrder => ({
  id,
  orderNumber: `10${id}`,
  customerId: 7,
  customerName: 'Imogen Cunningham',
  customerEmail: 'imogen@example.test',
  guest: false,
  status: 'OPEN',
  total: 3598,
  createdAt: '2026-11-20T10:00:00.000Z',
  receivedAt: null,
  location: 'Brooklyn',
  rolls: 2,
  stage: 'CREATED',
  processes: ['C-41'],
  rush: false,
  tier: 'STANDARD',
  ...extra,
});

describe('/admin/orders', () => {
  it('filters, pages by cursor, and receives the selected orders with a result for each', async () => {
    const asked: URLSearchParams[] = [];
    let bulkBody: unknown = null;
    mockApi({
      'GET /api/public/general-stats': () => jsonResponse({ message: 'not here', errors: [] }, { status: 404 }),
      'GET /api/public/locations': () => jsonResponse({ locations: [] }),
      'GET /api/orders/board': (url) => {
        asked.push(url.searchParams);
        const after = url.searchParams.get('after');
        return jsonResponse({
          orders: after
            ? [row(30)]
            : [
                row(42, { rush: true, processes: ['E-6'] }),
                row(41),
                row(40),
                row(39, {
                  customerId: null,
                  guest: true,
                  customerName: 'Rosalind Guest',
                  customerEmail: 'rosalind@guest.test',
                  status: 'PAID',
                  rolls: 0,
                  stage: null,
                  processes: [],
                  tier: null,
                }),
              ],
          nextCursor: after ? null : '1763632800000000.40',
          counts: { byStatus: { OPEN: 4, PAID: 9 }, total: 4 },
        });
      },
      'POST /api/orders/bulk': async (_url, init) => {
        bulkBody = JSON.parse(String(init.body));
        return jsonResponse({
          results: [
            { orderId: 42, ok: true, status: 'OPEN', error: null },
            { orderId: 40, ok: false, status: 'CANCELED', error: 'A canceled order takes no roll events' },
          ],
        });
      },
    });
    renderApp('/admin/orders', { user: admin });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Lab orders' }, { timeout: 10_000 });
    expect(within(table).getByRole('link', { name: '#1042' })).toHaveAttribute(
      'href',
      '/admin/users/7/orders/42/summary',
    );
    expect(within(table).getByText('Rush')).toBeInTheDocument();
    // A guest's paid shop order has no customer pages: it opens its order page.
    expect(within(table).getByRole('link', { name: '#1039' })).toHaveAttribute('href', '/orders/39');
    expect(within(table).getByText('(guest)', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Paid (9)');
    expect(screen.getByText('Showing 1–4 of 4 orders')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'RECEIVED');
    await waitFor(() => expect(asked.at(-1)!.get('stage')).toBe('RECEIVED'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked.at(-1)!.get('after')).toBe('1763632800000000.40'));
    expect(asked.at(-1)!.get('stage')).toBe('RECEIVED');
    expect(await screen.findByText('Showing 51–51 of 4 orders')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('link', { name: '#1042' });

    await user.click(screen.getByRole('button', { name: /Placed/ }));
    await waitFor(() => expect(asked.at(-1)!.get('sort')).toBe('oldest'));

    await user.click(await screen.findByRole('checkbox', { name: 'Select order 1042' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order 1040' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('1 of 2 received')).toBeInTheDocument();
    expect(screen.getByText('#1040: A canceled order takes no roll events')).toBeInTheDocument();
    expect(bulkBody).toEqual({ action: 'receive', orderIds: [42, 40] });
    expect(screen.getByText('Select orders to act on several at once')).toBeInTheDocument();
  }, 20_000);
});
