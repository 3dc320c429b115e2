import type { RollEventDays, StageRoll } from '@filmlab/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { buildDevelopmentOrder } from '../../test/order-fixtures';

const admin = buildUser({ id: 1, role: 'ADMIN' });

const roll = (id: number, orderId: number): StageRoll => ({
  id,
  orderId,
  orderNumber: `10${orderId}`,
  customerId: 7,
  customerName: 'Maya Chen',
  brand: 'Kodak',
  model: 'Tri-X 400',
  format: '35mm',
  process: 'BW',
  rush: id === 11,
  since: '2026-11-20T10:00:00.000Z',
});

describe('/admin/roll-events-dashboard', () => {
  it('shows the rolls at each stage and the throughput against the queue', async () => {
    const events = { RECEIVED: 4, DEVELOPED: 2, SCANNED: 3, SYNCED: 0, NEGATIVES_RETURNED: 0 };
    const data: RollEventDays = {
      days: [
        { date: '2026-11-24', events },
        { date: '2026-11-25', events: { ...events, SCANNED: 1 } },
      ],
      stages: { CREATED: 5, RECEIVED: 8, DEVELOPED: 6, SCANNED: 1, SYNCED: 30, NEGATIVES_RETURNED: 2 },
    };
    mockApi({ 'GET /api/roll-events/days': () => jsonResponse(data) });
    renderApp('/admin/roll-events-dashboard', { user: admin });
    expect(await screen.findByRole('link', { name: '8 Received' })).toHaveAttribute(
      'href',
      '/admin/roll-events-dashboard/received',
    );
    // Scanning: 6 developed rolls wait, 2 scanned a day: 3 days of work.
    const scanning = screen.getByRole('row', { name: /^Scanned 6 2 3$/ });
    expect(scanning).toBeInTheDocument();
    const days = screen.getByRole('table', { name: 'Rolls per event per day' });
    expect(within(days).getAllByRole('row')[1]).toHaveTextContent('Wed, Nov 25');
  }, 20_000);
});

describe('/admin/roll-events-dashboard/{stage}', () => {
  it('selects rolls by scanning their number and moves them on, one call per order', async () => {
    const moved: Array<{ url: string; body: unknown }> = [];
    let rolls = [roll(11, 4), roll(12, 4), roll(13, 5)];
    mockApi({
      'GET /api/roll-events/DEVELOPED/rolls': () => jsonResponse({ rolls, count: rolls.length }),
      'PUT /api/orders/4/add-rolls-event/SCANNED': (url, init) => {
        moved.push({ url: url.pathname, body: JSON.parse(String(init.body)) });
        rolls = rolls.filter((r) => r.orderId !== 4);
        return jsonResponse(buildDevelopmentOrder({ id: 4, status: 'PAID' }));
      },
      'PUT /api/orders/5/add-rolls-event/SCANNED': (url, init) => {
        moved.push({ url: url.pathname, body: JSON.parse(String(init.body)) });
        rolls = rolls.filter((r) => r.orderId !== 5);
        return jsonResponse(buildDevelopmentOrder({ id: 5, status: 'PAID' }));
      },
    });
    renderApp('/admin/roll-events-dashboard/developed', { user: admin });
    expect(await screen.findByRole('heading', { name: 'Developed', level: 1 })).toBeInTheDocument();
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Roll number' });
    await user.type(field, '99{Enter}');
    expect(await screen.findByText(/Roll 99 is not developed/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '11{Enter}');
    await user.type(field, '#13{Enter}');
    expect(screen.getByRole('checkbox', { name: 'Select roll 11' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select roll 12' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Mark scanned (2)' }));
    expect(await screen.findByText('2 rolls marked scanned.')).toBeInTheDocument();
    expect(moved).toEqual([
      { url: '/api/orders/4/add-rolls-event/SCANNED', body: { rollIds: [11] } },
      { url: '/api/orders/5/add-rolls-event/SCANNED', body: { rollIds: [13] } },
    ]);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select roll 13' })).not.toBeInTheDocument());
  }, 20_000);

  it('sends an unknown stage back to the dashboard', async () => {
    mockApi({
      'GET /api/roll-events/days': () =>
        jsonResponse({
          days: [],
          stages: { CREATED: 0, RECEIVED: 0, DEVELOPED: 0, SCANNED: 0, SYNCED: 0, NEGATIVES_RETURNED: 0 },
        }),
    });
    const { router } = renderApp('/admin/roll-events-dashboard/nowhere', { user: admin });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/roll-events-dashboard'));
  });
});
