import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse, mockApi } from '../../test/render-app';
import { MembershipPanel } from './components/membership-panel';

const END = '2027-03-03T10:00:00.000Z';
const subscription = {
  id: 41,
  plan: 'SUPER_NICE_2025',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodStart: '2026-03-03T10:00:00.000Z',
  currentPeriodEnd: END,
  amountPaid: 499999,
  createdAt: '2026-03-03T10:00:00.000Z',
};

function renderPanel(user: ReturnType<typeof buildUser>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <MembershipPanel user={user} /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the account’s membership section', () => {
  it('shows what is left of each credit, when the next grant comes, and cancels at period end', async () => {
    const calls: string[] = [];
    mockApi({
      'GET /api/users/7/subscriptions': () => jsonResponse({ subscriptions: [subscription] }),
      'GET /api/users/7/credits': () =>
        jsonResponse({
          balance: { devScan: 88, scan4K: 90, rush: 'unlimited', proScan: 10 },
          nextGrantAt: END,
          entries: [],
        }),
      'PUT /api/users/7/subscriptions/41/cancel': () => {
        calls.push('cancel');
        return jsonResponse({ subscription: { ...subscription, cancelAtPeriodEnd: true } });
      },
    });
    renderPanel(
      buildUser({ active: true, membership: { plan: 'SUPER_NICE_2025', status: 'renewing', periodEnd: END } }),
    );
    expect(await screen.findByText('Renews Mar 3, 2027')).toBeInTheDocument();
    expect(await screen.findByText('Unlimited')).toBeInTheDocument();
    expect(screen.getByText('Dev + scan').nextSibling).toHaveTextContent('88');
    expect(screen.getByText('Your next credits come Mar 3, 2027.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel at period end' }));
    expect(calls).toEqual(['cancel']);
  });

  it('reads Expires, and offers to keep renewing, when set to end', async () => {
    mockApi({
      'GET /api/users/7/subscriptions': () =>
        jsonResponse({ subscriptions: [{ ...subscription, cancelAtPeriodEnd: true }] }),
      'GET /api/users/7/credits': () =>
        jsonResponse({
          balance: { devScan: 0, scan4K: 0, rush: 'unlimited', proScan: 0 },
          nextGrantAt: null,
          entries: [],
        }),
    });
    renderPanel(
      buildUser({ active: true, membership: { plan: 'SUPER_NICE_2025', status: 'expiring', periodEnd: END } }),
    );
    expect(await screen.findByText('Expires Mar 3, 2027')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Keep renewing' })).toBeInTheDocument();
    expect(await screen.findByText(/this membership does not renew/)).toBeInTheDocument();
  });

  it('prompts a lapsed member to renew their tier', async () => {
    mockApi({
      'GET /api/users/7/subscriptions': () => jsonResponse({ subscriptions: [] }),
      'GET /api/users/7/credits': () =>
        jsonResponse({ balance: { devScan: 0, scan4K: 0, rush: 0, proScan: 0 }, nextGrantAt: null, entries: [] }),
    });
    renderPanel(buildUser({ active: false, membership: { plan: 'NICE_2025', status: 'lapsed', periodEnd: END } }));
    expect(await screen.findByText('Your membership has ended')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew membership' })).toHaveAttribute(
      'href',
      '/memberships/purchase?tier=NICE_2025',
    );
  });
});
