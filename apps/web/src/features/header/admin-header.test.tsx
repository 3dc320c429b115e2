import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { labKeys } from '../../lib/query-keys';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

const admin = buildUser({ id: 1, role: 'ADMIN' });

const stats = (outstanding: number) => ({
  turnaround: {
    overall: { totalOutstanding: outstanding, estimatedDays: 3 },
    'E-6': { totalOutstanding: 12 },
    'ECN-2': { totalOutstanding: 4 },
  },
  rsct: 31,
  rdt: 28,
  rst: 25,
  rsy: 40,
  obl: { Brooklyn: 17, 'Los Angeles': 6 },
});

const order = (id: number, status: string) => ({
  id,
  orderNumber: `10${id}`,
  status,
  total: 1799,
  customerId: 7,
  customerName: 'Imogen Cunningham',
  guest: false,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const guestOrder = (id: number) => ({
  ...order(id, 'PAID'),
  customerId: null,
  customerName: 'Ottilie Wanderer',
  guest: true,
});

const mockBoard = () => ({
  'GET /api/orders/board': () => jsonResponse({ orders: [], nextCursor: null, counts: { byStatus: {}, total: 0 } }),
  'GET /api/public/locations': () => jsonResponse({ locations: [] }),
});

describe('the admin header', () => {
  it('shows every figure of the stats bar, and a changed figure pulses', async () => {
    let outstanding = 1234;
    mockApi({ ...mockBoard(), 'GET /api/public/general-stats': () => jsonResponse(stats(outstanding)) });
    const { queryClient } = renderApp('/admin/orders', { user: admin });
    const bar = await screen.findByLabelText('Lab stats', {}, { timeout: 10_000 });
    const figure = (label: string) => within(bar).getByText(label).closest('div')!;
    await waitFor(() => expect(within(figure('Total Outstanding')).getByText('1,234')).toBeInTheDocument());
    expect(figure('Turnaround')).toHaveTextContent('3');
    for (const [label, value] of [
      ['Scanned Today', '31'],
      ['Developed Today', '28'],
      ['Synced Today', '25'],
      ['Synced Yesterday', '40'],
      ['E6 Outstanding', '12'],
      ['ECN2 Outstanding', '4'],
      ['Orders at Brooklyn', '17'],
      ['Orders at Los Angeles', '6'],
    ]) {
      expect(figure(label!)).toHaveTextContent(value!);
    }
    expect(figure('Total Outstanding')).not.toHaveAttribute('data-pulsing');
    outstanding = 1240;
    await queryClient.invalidateQueries({ queryKey: labKeys.stats });
    await waitFor(() => expect(figure('Total Outstanding')).toHaveTextContent('1,240'));
    expect(figure('Total Outstanding')).toHaveAttribute('data-pulsing');
    expect(figure('Scanned Today')).not.toHaveAttribute('data-pulsing');
    await waitFor(() => expect(figure('Total Outstanding')).not.toHaveAttribute('data-pulsing'), { timeout: 2000 });
  }, 20_000);

  it('searches orders once typing stops, shows their status and opens one in a new tab', async () => {
    const asked: string[] = [];
    mockApi({
      ...mockBoard(),
      'GET /api/public/general-stats': () => jsonResponse(stats(1)),
      'GET /api/orders/quick-search': (url) => {
        const term = url.searchParams.get('search')!;
        asked.push(term);
        if (term === 'boom') return jsonResponse({ message: 'The lab is closed', errors: [] }, { status: 500 });
        if (term === 'nobody') return jsonResponse({ orders: [], count: 0 });
        if (term === 'wanderer') return jsonResponse({ orders: [guestOrder(43)], count: 1 });
        return jsonResponse({ orders: [order(42, 'PAID'), order(41, 'CANCELED'), order(40, 'OPEN')], count: 12 });
      },
    });
    renderApp('/admin/orders', { user: admin });
    const user = userEvent.setup();
    const box = await screen.findByRole('searchbox', { name: 'Quick Order Search' }, { timeout: 10_000 });
    await user.type(box, 'imogen');
    expect(await screen.findByText('Showing 3 of 12 results')).toBeInTheDocument();
    // Debounced: one request for the whole word.
    expect(asked).toEqual(['imogen']);
    const link = screen.getByRole('link', { name: /#1042/ });
    expect(link).toHaveAttribute('href', '/admin/users/7/orders/42/summary');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(link).getByText('PAID').className).toMatch(/success/);
    expect(within(screen.getByRole('link', { name: /#1041/ })).getByText('CANCELED').className).toMatch(/danger/);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: /#1042/ })).not.toBeInTheDocument();

    // A guest's shop order has no customer pages: it opens at its own order page.
    await user.clear(box);
    await user.type(box, 'wanderer');
    const guest = await screen.findByRole('link', { name: /#1043/ });
    expect(guest).toHaveAttribute('href', '/orders/43');
    expect(guest).toHaveTextContent('Ottilie Wanderer (guest)');

    await user.clear(box);
    await user.type(box, 'nobody');
    expect(await screen.findByText('No orders found for “nobody”')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'boom');
    expect(await screen.findByText(/^Error: The lab is closed/)).toBeInTheDocument();

    // Blank: nothing asked, nothing shown.
    await user.clear(box);
    await user.type(box, '   ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).not.toContain('');
    expect(screen.queryByText(/results|No orders found|Error:/)).not.toBeInTheDocument();

    // An outside click closes the panel.
    await user.clear(box);
    await user.type(box, 'imogen');
    expect(await screen.findByText('Showing 3 of 12 results')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'Orders', level: 1 }));
    expect(screen.queryByText('Showing 3 of 12 results')).not.toBeInTheDocument();
  }, 20_000);
  it("moves the results right where the window's left edge would cut them", async () => {
    mockApi({
      ...mockBoard(),
      'GET /api/public/general-stats': () => jsonResponse(stats(1)),
      'GET /api/orders/quick-search': () => jsonResponse({ orders: [order(42, 'PAID')], count: 1 }),
    });
    // A narrow window: hanging from the box's right edge, the panel would start 150 px left of the window.
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const left = -150 - parseFloat(this.style.right || '0');
      return { left, right: left + 420, top: 0, bottom: 0, width: 420, height: 0, x: left, y: 0 } as DOMRect;
    });
    try {
      renderApp('/admin/orders', { user: admin });
      const user = userEvent.setup();
      await user.type(await screen.findByRole('searchbox', { name: 'Quick Order Search' }, { timeout: 10_000 }), 'imo');
      const link = await screen.findByRole('link', { name: /#1042/ });
      const panel = link.closest('[aria-live]') as HTMLElement;
      await waitFor(() => expect(panel.getBoundingClientRect().left).toBe(8));
    } finally {
      measure.mockRestore();
    }
  }, 20_000);
});
