import type { DevelopmentOrder, PublicOrder } from '@filmlab/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildDevelopmentOrder, buildDevelopmentRoll } from '../../test/order-fixtures';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';

const tracked: PublicOrder = {
  id: 55,
  orderNumber: '1055',
  tracked: true,
  status: 'PAID',
  placedAt: '2026-11-20T15:00:00.000Z',
  eta: { readyOn: '2026-11-27', businessDays: 2 },
  rolls: [
    {
      id: 1,
      brand: 'Kodak',
      model: 'Portra 400',
      format: '35mm',
      process: 'C-41',
      stage: 'DEVELOPED',
      rush: true,
      estimatedReadyOn: '2026-11-26',
    },
    {
      id: 2,
      brand: 'Ilford',
      model: 'HP5',
      format: '120',
      process: 'BW',
      stage: 'SCANNED',
      rush: false,
      estimatedReadyOn: null,
    },
  ],
};

describe('the status page of the e-mails’ link', () => {
  it('shows each roll’s stage and the estimated ready date to a visitor with the token', async () => {
    let asked = '';
    mockApi({
      'GET /api/public/orders/55': (url) => {
        asked = String(url);
        return jsonResponse(tracked);
      },
    });
    renderApp('/orders/55?token=abcdefghijklmnop');
    expect(await screen.findByRole('heading', { name: 'Order #1055' })).toBeInTheDocument();
    expect(asked).toContain('token=abcdefghijklmnop');
    expect(screen.getByText('Friday, November 27')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(rows[1]!).getByText('Developed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Thursday, November 26')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Rush/)).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Scanned')).toBeInTheDocument();
  }, 20_000);

  it('says the link is not valid when the server refuses the token', async () => {
    mockApi({
      'GET /api/public/orders/55': () =>
        jsonResponse({ message: 'This status link is not valid', errors: [] }, { status: 403 }),
    });
    renderApp('/orders/55?token=wrongwrongwrong');
    expect(await screen.findByText(/This status link is not valid/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

const member = buildUser({
  id: 7,
  active: true,
  membership: { plan: 'NICE_2025', status: 'renewing', periodEnd: null },
});

function summary(overrides: Partial<DevelopmentOrder['order']> = {}): DevelopmentOrder {
  return buildDevelopmentOrder(
    { subtotal: 4497, total: 4497, ...overrides },
    {
      rolls: [
        buildDevelopmentRoll(1, { status: 'RECEIVED' }),
        buildDevelopmentRoll(2),
        buildDevelopmentRoll(3, { rush: true }),
        buildDevelopmentRoll(4, { status: 'SCANNED' }),
      ],
    },
  );
}

describe('add rush', () => {
  it('offers the rolls not rushed nor scanned, prices them with rush credits first and sends only roll ids', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/users/7': () => jsonResponse(member),
      'GET /api/users/7/orders/55': () => jsonResponse(summary()),
      'GET /api/users/7/service-credits': () =>
        jsonResponse({ credits: { devScan: 0, scan4K: 0, rush: 1, proScan: 0 } }),
      'POST /api/users/7/orders/55/add-rush': (_url, init) => {
        sent = JSON.parse(String(init.body));
        return jsonResponse({
          order: summary(),
          rush: { rolls: 2, credited: 1, unitCents: 999, cents: 999 },
          difference: 1088,
        });
      },
    });
    const user = userEvent.setup();
    renderApp('/users/7/orders/55/add-rush', { user: member });
    const boxes = await screen.findAllByRole('checkbox');
    // Roll 3 is rushed already and roll 4 scanned: only rolls 1 and 2 are offered.
    expect(boxes).toHaveLength(2);
    expect(screen.getByText('Choose the rolls to rush.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Roll 1/ }));
    // Nice 2025 with one rush credit: the first roll is free.
    expect(screen.getByText('1 roll: $0.00 plus tax (1 paid with rush credits)')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Roll 2/ }));
    expect(screen.getByText('2 rolls: $9.99 plus tax (1 paid with rush credits)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add rush and pay the difference' }));
    await waitFor(() => expect(sent).toEqual({ rollIds: [1, 2] }));
    // Back to the summary, where the order (with the difference) is paid.
    expect(await screen.findByRole('heading', { name: 'Order #1055' })).toBeInTheDocument();
  }, 20_000);

  it('shows the server’s refusal in words, and a paid order sends the customer to the lab', async () => {
    mockApi({
      'GET /api/users/7': () => jsonResponse(member),
      'GET /api/users/7/orders/55': () => jsonResponse(summary()),
      'GET /api/users/7/service-credits': () =>
        jsonResponse({ credits: { devScan: 0, scan4K: 0, rush: 0, proScan: 0 } }),
      'POST /api/users/7/orders/55/add-rush': () =>
        jsonResponse(
          { message: 'This roll is already scanned', errors: ['rollIds.1: This roll is already scanned'] },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    renderApp('/users/7/orders/55/add-rush', { user: member });
    await user.click(await screen.findByRole('checkbox', { name: /Roll 1/ }));
    expect(screen.getByText('1 roll: $9.99 plus tax')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add rush and pay the difference' }));
    expect(await screen.findByText(/already scanned/)).toBeInTheDocument();
  }, 20_000);

  it('a paid order takes rush as an invoiced difference; a canceled one takes none', async () => {
    mockApi({
      'GET /api/users/7': () => jsonResponse(member),
      'GET /api/users/7/orders/55': () => jsonResponse(summary({ status: 'PAID' })),
      'GET /api/users/7/orders/56': () => jsonResponse(summary({ status: 'CANCELED' })),
      'GET /api/users/7/service-credits': () =>
        jsonResponse({ credits: { devScan: 0, scan4K: 0, rush: 0, proScan: 0 } }),
    });
    const user = userEvent.setup();
    const paid = renderApp('/users/7/orders/55/add-rush', { user: member });
    await user.click(await screen.findByRole('checkbox', { name: /Roll 1/ }));
    expect(
      screen.getByText('1 roll: $9.99 plus tax, invoiced as the difference on your paid order'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add rush and pay the difference' })).toBeInTheDocument();
    paid.unmount();

    renderApp('/users/7/orders/56/add-rush', { user: member });
    expect(await screen.findByText(/This order is canceled; it takes no more rush/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  }, 20_000);
});
