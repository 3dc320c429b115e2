import type { SavedPaymentMethod } from '@filmlab/api';
import { emptyCart } from '@filmlab/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartStore } from '../../lib/cart-store';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { buildPaymentsConfig } from '../../test/account-fixtures';
import { bodyOf, buildOrder, line } from './checkout-fixtures';
import { isUsable, savedCardLabel } from './components/customer-payment';

const card = (overrides: Partial<SavedPaymentMethod> = {}): SavedPaymentMethod => ({
  id: 1,
  paymentMethodId: 'pm_local.saved',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2040,
  isDefault: true,
  ...overrides,
});

const customer = buildUser({ id: 7 });

/** The customer's checkout with an order to NYC; `cards` are their saved cards. */
function customerCheckout(cards: SavedPaymentMethod[], overrides: Parameters<typeof mockApi>[0] = {}) {
  const calls: Array<{ key: string; body: Record<string, unknown> }> = [];
  const record = (key: string, init: RequestInit) => calls.push({ key, body: bodyOf(init) });
  mockApi({
    'GET /api/product-collections': () => jsonResponse({ detailedCollections: [], count: 0 }),
    'GET /api/products': () => jsonResponse({ products: [], count: 0, hasMore: false }),
    'GET /api/payments/config': () => jsonResponse(buildPaymentsConfig()),
    'GET /api/users/7/payment-methods': () => jsonResponse({ paymentMethods: cards }),
    'POST /api/orders': () => jsonResponse({ order: buildOrder({ guest: false, customerId: 7 }) }, { status: 201 }),
    'POST /api/payments/local/tokenize': () => jsonResponse({ token: 'tok_local.new', brand: 'visa', last4: '4444' }),
    'PUT /api/users/7/payment-methods/token': (_, init) => {
      record('save', init);
      return jsonResponse({ paymentMethod: card({ id: 2, paymentMethodId: 'pm_local.new', last4: '4444' }) });
    },
    'PUT /api/orders/5/attach-payment': (_, init) => {
      record('pay', init);
      return jsonResponse({ order: buildOrder({ guest: false, customerId: 7, status: 'PAID', paymentId: 'pay_1' }) });
    },
    ...overrides,
  });
  return calls;
}

beforeEach(() => {
  cartStore.setState({ cart: { ...emptyCart(), lines: [line] }, open: false, order: null, lastGuestOrder: null });
});

describe('saved cards at checkout', () => {
  it('pays with the saved card in one click', async () => {
    const calls = customerCheckout([card()]);
    const { router } = renderApp('/users/7/checkout', { user: customer });
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: 'Visa •••• 4242 · expires 12/40' })).toBeChecked();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Pay $47.87' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/5'));
    expect(calls).toEqual([{ key: 'pay', body: { paymentId: 'pm_local.saved', expectedTotal: 4787 } }]);
  });

  it('saves a new card when asked, and pays with the saved method', async () => {
    const calls = customerCheckout([card()]);
    const { router } = renderApp('/users/7/checkout', { user: customer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'A new card' }));
    await user.type(screen.getByLabelText('Card number'), '5555 5555 5555 4444');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '04/30');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByLabelText('Save this card for my next order'));
    await user.click(await screen.findByRole('button', { name: 'Pay $47.87' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/5'));
    expect(calls).toEqual([
      { key: 'save', body: { token: 'tok_local.new' } },
      { key: 'pay', body: { paymentId: 'pm_local.new', expectedTotal: 4787 } },
    ]);
  });

  it('a first card saved and then refused says why, though saving it swapped the forms', async () => {
    const saved: SavedPaymentMethod[] = [];
    customerCheckout([], {
      'GET /api/users/7/payment-methods': () => jsonResponse({ paymentMethods: saved }),
      'PUT /api/users/7/payment-methods/token': () => {
        saved.push(card({ id: 2, paymentMethodId: 'pm_local.new', last4: '4444' }));
        return jsonResponse({ paymentMethod: saved[0] });
      },
      'PUT /api/orders/5/attach-payment': () =>
        jsonResponse(
          { message: 'Your card was declined.', errors: ['paymentId: Your card was declined.'] },
          { status: 402 },
        ),
    });
    renderApp('/users/7/checkout', { user: customer });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Card number'), '4000 0000 0000 0002');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '04/30');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByLabelText('Save this card for my next order'));
    await user.click(await screen.findByRole('button', { name: 'Pay $47.87' }));
    // The saved card is now the choice, and the reason stays on screen.
    expect(await screen.findByRole('radio', { name: 'Visa •••• 4444 · expires 12/40' })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(/declined/);
  });

  it('shows the card form alone, and saves nothing unasked, when no card is saved', async () => {
    const calls = customerCheckout([card({ expYear: 2020 })]);
    const { router } = renderApp('/users/7/checkout', { user: customer });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '04/30');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(await screen.findByRole('button', { name: 'Pay $47.87' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/5'));
    expect(calls).toEqual([{ key: 'pay', body: { paymentId: 'tok_local.new', expectedTotal: 4787 } }]);
  });

  it('names a card and tells an expired one', () => {
    expect(savedCardLabel(card({ brand: 'amex', last4: '0005', expMonth: 3, expYear: 2031 }))).toBe(
      'American Express •••• 0005 · expires 03/31',
    );
    expect(savedCardLabel(card({ brand: null, last4: null, expMonth: null, expYear: null }))).toBe('Card');
    const now = new Date(2026, 10, 22);
    expect(isUsable(card({ expMonth: 11, expYear: 2026 }), now)).toBe(true);
    expect(isUsable(card({ expMonth: 10, expYear: 2026 }), now)).toBe(false);
  });
});
