import { DEFAULT_PRICE_LIST, applyPriceEdits } from '@filmlab/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { buildPaymentsConfig } from '../../test/account-fixtures';

const customer = buildUser({ id: 7 });
const PERIOD_END = '2027-03-03T10:00:00.000Z';
const bought = {
  id: 41,
  plan: 'VERY_NICE_2025',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodStart: '2026-03-03T10:00:00.000Z',
  currentPeriodEnd: PERIOD_END,
  amountPaid: 99999,
  createdAt: '2026-03-03T10:00:00.000Z',
};

function bodyOf(init: RequestInit) {
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

describe('/memberships/purchase', () => {
  it('preselects the tier from ?tier=, shows its price and credits from the plan', async () => {
    mockApi({});
    renderApp('/memberships/purchase?tier=VERY_NICE_2025');
    expect(await screen.findByRole('radio', { name: 'Very Nice · $999.99 a year' })).toBeChecked();
    const summary = screen.getByRole('region', { name: 'Very Nice' });
    expect(within(summary).getByText('Dev + Scan Credits').nextSibling).toHaveTextContent('30');
    expect(within(summary).getByText('$999.99')).toBeInTheDocument();
  });

  it('shows the fees of the lab’s active price list', async () => {
    const { list } = applyPriceEdits(DEFAULT_PRICE_LIST, [{ kind: 'plan', planId: 'VERY_NICE_2025', cents: 109999 }]);
    mockApi({ 'GET /api/public/price-list': () => jsonResponse({ id: 3, startsAt: null, entries: list }) });
    renderApp('/memberships/purchase?tier=VERY_NICE_2025');
    expect(await screen.findByRole('radio', { name: 'Very Nice · $1,099.99 a year' })).toBeChecked();
    const summary = screen.getByRole('region', { name: 'Very Nice' });
    expect(within(summary).getByText('$1,099.99')).toBeInTheDocument();
  });

  it('sends a visitor to sign up or log in first, and back to this tier', async () => {
    mockApi({});
    renderApp('/memberships/purchase?tier=supernice2025');
    const back = encodeURIComponent('/memberships/purchase?tier=supernice2025');
    const main = within(await screen.findByRole('region', { name: 'First, your account' }));
    expect(await main.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', `/signup?redirect=${back}`);
    expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?redirect=${back}`);
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('says a legacy plan is no longer sold and offers this year’s tiers', async () => {
    mockApi({});
    renderApp('/memberships/purchase?tier=NICE_2023');
    expect(await screen.findByText('That plan is no longer sold')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nice · $199.99 a year' })).toBeChecked();
  });

  it('pays with a new card and a promo, sends no price, and shows the new tier in the menu at once', async () => {
    const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
    let me = customer;
    mockApi({
      'GET /api/payments/config': () => jsonResponse(buildPaymentsConfig({ payInLab: true })),
      'GET /api/users/7/payment-methods': () => jsonResponse({ paymentMethods: [] }),
      'GET /api/auth/current-user': () => jsonResponse(me),
      'POST /api/payments/local/tokenize': () => jsonResponse({ token: 'tok_local.new', brand: 'visa', last4: '4242' }),
      'POST /api/users/7/subscriptions/VERY_NICE_2025': (url, init) => {
        calls.push({ url: url.search, body: bodyOf(init) });
        me = buildUser({
          id: 7,
          active: true,
          membership: { plan: 'VERY_NICE_2025', status: 'renewing', periodEnd: PERIOD_END },
        });
        return jsonResponse({ subscription: bought }, { status: 201 });
      },
    });
    const { router } = renderApp('/memberships/purchase?tier=VERY_NICE_2025', { user: customer });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/40');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText(/Promo code/), 'SPRING');
    await user.click(screen.getByRole('button', { name: /^Pay \$999\.99/ }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Very Nice' })).toBeInTheDocument();
    expect(screen.getByText(/renews Mar 3, 2027/)).toBeInTheDocument();
    expect(calls).toEqual([{ url: '?promoCode=SPRING', body: { token: 'tok_local.new' } }]);
    // Any account page's header: its avatar menu reads the refreshed current user, without a reload.
    await router.navigate('/users/7/referrals');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await waitFor(() => expect(screen.getByText('Renews Mar 3, 2027')).toBeInTheDocument());
    expect(screen.getAllByText('Very Nice').length).toBeGreaterThan(0);
  });

  it('shows a declined card in words and lets the buyer try again', async () => {
    mockApi({
      'GET /api/payments/config': () => jsonResponse(buildPaymentsConfig({ payInLab: true })),
      'GET /api/users/7/payment-methods': () => jsonResponse({ paymentMethods: [] }),
      'POST /api/payments/local/tokenize': () => jsonResponse({ token: 'tok_local.bad', brand: 'visa', last4: '0002' }),
      'POST /api/users/7/subscriptions/NICE_2025': () =>
        jsonResponse(
          { message: 'Your card was declined.', errors: ['token: Your card was declined.'] },
          { status: 402 },
        ),
    });
    renderApp('/memberships/purchase', { user: customer });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Card number'), '4000 0000 0000 0002');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/40');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: /^Pay \$199\.99/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeEnabled();
  });
});
