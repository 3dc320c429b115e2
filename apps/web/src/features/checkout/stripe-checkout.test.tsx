import { emptyCart } from '@filmlab/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore } from '../../lib/cart-store';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { buildAddress, buildPaymentsConfig } from '../../test/account-fixtures';
import { bodyOf, buildOrder, fillGuestForm, line } from './checkout-fixtures';

// Stripe.js mocked at the module boundary: no network, but the same calls the page makes on Stripe.
type Handler = (event: { error?: { message: string }; complete: boolean }) => void;
const stripeMock = vi.hoisted(() => {
  const handlers: Record<string, Handler> = {};
  const element = {
    mount: vi.fn<(target: HTMLElement) => void>(),
    on: vi.fn((name: string, handler: Handler) => {
      handlers[name] = handler;
    }),
    clear: vi.fn(),
    destroy: vi.fn(),
    focus: vi.fn(),
  };
  const stripe = {
    elements: vi.fn(() => ({ create: vi.fn(() => element) })),
    createPaymentMethod: vi.fn(),
  };
  return { handlers, element, stripe, loadStripe: vi.fn(async () => stripe) };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeMock.loadStripe }));

const STRIPE_CONFIG = buildPaymentsConfig({ provider: 'stripe', publishableKey: 'pk_test_filmlab' });
const catalogue = {
  'GET /api/product-collections': () => jsonResponse({ detailedCollections: [], count: 0 }),
  'GET /api/products': () => jsonResponse({ products: [], count: 0, hasMore: false }),
};
const customer = buildUser({
  id: 7,
  credits: 0,
  addresses: [buildAddress({ id: 40, address1: '1 Main St', zip: '11201' })],
});

beforeEach(() => {
  vi.clearAllMocks();
  cartStore.setState({ cart: { ...emptyCart(), lines: [line] }, open: false, order: null, lastGuestOrder: null });
});

describe('checkout with the Stripe provider', () => {
  it('collects the card with Stripe Elements and pays with the PaymentMethod id', async () => {
    const paymentIds: unknown[] = [];
    mockApi({
      ...catalogue,
      'GET /api/payments/config': () => jsonResponse(STRIPE_CONFIG),
      'POST /api/orders': () => jsonResponse({ order: buildOrder({ guest: false, customerId: 7 }) }, { status: 201 }),
      'PUT /api/orders/5': () => jsonResponse({ order: buildOrder({ guest: false, customerId: 7 }) }),
      'PUT /api/orders/5/attach-payment': (_, init) => {
        paymentIds.push(bodyOf(init).paymentId);
        return jsonResponse({ order: buildOrder({ guest: false, customerId: 7, status: 'PAID', paymentId: 'pi_1' }) });
      },
      'GET /api/orders/5': () =>
        jsonResponse({ order: buildOrder({ guest: false, customerId: 7, status: 'PAID', paymentId: 'pi_1' }) }),
    });
    stripeMock.stripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_1Visa' } });
    const { router } = renderApp('/users/7/checkout', { user: customer });

    const field = await screen.findByRole('group', { name: 'Card details' });
    await waitFor(() => expect(stripeMock.element.mount).toHaveBeenCalledWith(field));
    expect(stripeMock.loadStripe).toHaveBeenCalledWith('pk_test_filmlab');
    // Stripe's field replaces the local one: the number never reaches this page.
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();

    const pay = screen.getByRole('button', { name: 'Pay $47.87' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.setup().click(pay);

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/5'));
    expect(stripeMock.stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: stripeMock.element });
    expect(paymentIds).toEqual(['pm_1Visa']);
  }, 30_000);

  it('says Stripe’s and the server’s refusals in words and keeps the order payable (guest)', async () => {
    const paymentIds: unknown[] = [];
    mockApi({
      ...catalogue,
      'GET /api/payments/config': () => jsonResponse(STRIPE_CONFIG),
      'POST /api/guest-orders': () =>
        jsonResponse({ order: buildOrder(), token: 'guest-token-0123456789' }, { status: 201 }),
      'PUT /api/guest-orders/5/attach-payment': (_, init) => {
        paymentIds.push(bodyOf(init).paymentId);
        return jsonResponse({ message: 'Your card has insufficient funds.', errors: [] }, { status: 402 });
      },
    });
    renderApp('/checkout');
    const user = userEvent.setup();
    await fillGuestForm(user);
    const pay = await screen.findByRole('button', { name: 'Pay $47.87' });
    await waitFor(() => expect(pay).toBeEnabled());
    const form = screen.getByRole('form', { name: 'Payment' });

    // Stripe's live check of the typed card.
    stripeMock.handlers.change!({ error: { message: 'Your card number is invalid.' }, complete: false });
    expect(await within(form).findByText('Your card number is invalid.')).toBeInTheDocument();

    // Stripe refuses to make a PaymentMethod: nothing goes to the server.
    stripeMock.stripe.createPaymentMethod.mockResolvedValueOnce({
      error: { type: 'validation_error', message: 'Your card’s expiration year is in the past.' },
    });
    await user.click(pay);
    expect(await within(form).findByText('Your card’s expiration year is in the past.')).toBeInTheDocument();
    expect(paymentIds).toEqual([]);

    // The server's charge is declined: its message is shown and the card field is cleared.
    stripeMock.stripe.createPaymentMethod.mockResolvedValueOnce({ paymentMethod: { id: 'pm_nofunds' } });
    await user.click(pay);
    expect(await within(form).findByText('Your card has insufficient funds.')).toBeInTheDocument();
    expect(paymentIds).toEqual(['pm_nofunds']);
    expect(stripeMock.element.clear).toHaveBeenCalledTimes(2);
    expect(cartStore.getState().cart.lines).toHaveLength(1);
  }, 30_000);

  it('says so when the lab has no publishable key, and never loads Stripe.js for the local provider', async () => {
    mockApi({
      ...catalogue,
      'GET /api/payments/config': () => jsonResponse(buildPaymentsConfig({ provider: 'stripe' })),
      'POST /api/orders': () => jsonResponse({ order: buildOrder({ guest: false, customerId: 7 }) }, { status: 201 }),
      'PUT /api/orders/5': () => jsonResponse({ order: buildOrder({ guest: false, customerId: 7 }) }),
    });
    const first = renderApp('/users/7/checkout', { user: customer });
    expect(await screen.findByText('Card payments aren’t set up yet')).toBeInTheDocument();
    first.unmount();
    cartStore.setState({ cart: { ...emptyCart(), lines: [line] }, open: false, order: null, lastGuestOrder: null });

    mockApi({
      ...catalogue,
      'GET /api/payments/config': () => jsonResponse(buildPaymentsConfig()),
      'POST /api/orders': () => jsonResponse({ order: buildOrder({ guest: false, customerId: 7 }) }, { status: 201 }),
      'PUT /api/orders/5': () => jsonResponse({ order: buildOrder({ guest: false, customerId: 7 }) }),
    });
    renderApp('/users/7/checkout', { user: customer });
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(stripeMock.loadStripe).not.toHaveBeenCalled();
  }, 30_000);
});
