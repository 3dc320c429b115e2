import { formatCents, prorateChange } from '@filmlab/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse, mockApi } from '../../test/render-app';
import { MembershipPanel } from './components/membership-panel';

const START = '2026-03-03T10:00:00.000Z';
const END = '2027-03-03T10:00:00.000Z';
const NOW = new Date('2026-09-01T10:00:00.000Z');
const nice = {
  id: 41,
  plan: 'NICE_2025',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodStart: START,
  currentPeriodEnd: END,
  amountPaid: 19999,
  createdAt: START,
};
const card = {
  id: 1,
  paymentMethodId: 'pm_saved_1',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2040,
  isDefault: true,
};
const due = (newAmount: number) =>
  prorateChange({ oldAmount: 19999, newAmount, periodStart: new Date(START), periodEnd: new Date(END), now: NOW });

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = buildUser({ active: true, membership: { plan: 'NICE_2025', status: 'renewing', periodEnd: END } });
  const router = createMemoryRouter([{ path: '*', element: <MembershipPanel user={user} /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('changing tier from the account’s membership section', () => {
  beforeEach(() => {
    // Only Date is faked: the proration shown depends on today, and clicks still run on real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  const api = (purchase: (init: RequestInit) => Response) => {
    const sent: unknown[] = [];
    mockApi({
      'GET /api/users/7/subscriptions': () => jsonResponse({ subscriptions: [nice] }),
      'GET /api/users/7/credits': () =>
        jsonResponse({ balance: { devScan: 5, scan4K: 5, rush: 0, proScan: 0 }, nextGrantAt: END, entries: [] }),
      'GET /api/users/7/payment-methods': () => jsonResponse({ paymentMethods: [card] }),
      'POST /api/users/7/subscriptions/SUPER_NICE_2025': (_url, init) => {
        sent.push(JSON.parse(String(init.body)));
        return purchase(init);
      },
    });
    return sent;
  };

  it('lists the other tiers with the prorated amount due now, and shows the new tier once confirmed', async () => {
    const sent = api(() => jsonResponse({ subscription: { ...nice, plan: 'SUPER_NICE_2025' } }, { status: 201 }));
    renderPanel();
    const veryNice = due(99999).net;
    const superNice = due(499999).net;
    expect(veryNice).toBeGreaterThan(0);
    expect(veryNice).toBeLessThan(99999 - 19999);
    expect(
      await screen.findByRole('radio', { name: `Very Nice ($999.99 a year): ${formatCents(veryNice)} due now` }),
    ).toBeChecked();
    const superRadio = screen.getByRole('radio', {
      name: `Super Nice ($4,999.99 a year): ${formatCents(superNice)} due now`,
    });
    expect(screen.queryByRole('radio', { name: /^Nice / })).toBeNull();
    const user = userEvent.setup();
    await user.click(superRadio);
    await user.click(await screen.findByRole('button', { name: 'Change to Super Nice' }));
    expect(await screen.findByText('You are now a Super Nice member.')).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'pm_saved_1' }]);
  });

  it('shows a declined proration and leaves the tier', async () => {
    api(() =>
      jsonResponse({ message: 'Your card was declined.', errors: ['token: Your card was declined.'] }, { status: 402 }),
    );
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^Super Nice/ }));
    await user.click(screen.getByRole('button', { name: 'Change to Super Nice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByText('Tier').nextSibling).toHaveTextContent('Nice');
  });
});
