import { emptyCart } from '@filmlab/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartStore } from '../../lib/cart-store';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { buildAddress, buildPaymentsConfig } from '../../test/account-fixtures';
import { bodyOf, buildOrder, fillGuestForm, line } from './checkout-fixtures';
import { formatExpiry, parseExpiry } from './components/card-form';

const TOKEN = 'guest-token-0123456789';

beforeEach(() => {
  cartStore.setState({ cart: { ...emptyCart(), lines: [line] }, open: false, order: null, lastGuestOrder: null });
});

describe('guest checkout', () => {
  it('starts the order from the address, shows the server totals, says a declined card in words and confirms', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    const cards: string[] = [];
    mockApi({
      'GET /api/product-collections': () => jsonResponse({ detailedCollections: [], count: 0 }),
      'GET /api/products': () => jsonResponse({ products: [], count: 0, hasMore: false }),
      'GET /api/payments/config': () => jsonResponse(buildPaymentsConfig()),
      'POST /api/guest-orders': (_, init) => {
        bodies.push(bodyOf(init));
        return jsonResponse({ order: buildOrder(), token: TOKEN }, { status: 201 });
      },
      'POST /api/payments/local/tokenize': (_, init) => {
        const number = String(bodyOf(init).number);
        cards.push(number);
        return jsonResponse({ token: `tok_${number.slice(-4)}`, brand: 'visa', last4: number.slice(-4) });
      },
      'PUT /api/guest-orders/5/attach-payment': (_, init) => {
        const { paymentId, token } = bodyOf(init);
        expect(token).toBe(TOKEN);
        if (paymentId === 'tok_0002') {
          return jsonResponse({ message: 'Your card was declined.', errors: [] }, { status: 402 });
        }
        return jsonResponse({ order: buildOrder({ status: 'PAID', paymentId: 'pay_1' }) });
      },
      'GET /api/guest-orders/5': (url) => {
        expect(url.searchParams.get('token')).toBe(TOKEN);
        return jsonResponse({ order: buildOrder({ status: 'PAID', paymentId: 'pay_1' }) });
      },
    });
    const { router } = renderApp('/checkout');
    const user = userEvent.setup();

    await fillGuestForm(user);

    const tax = await screen.findByTestId('tax-line');
    await waitFor(() => expect(tax).toHaveTextContent('Tax 8.875%$3.90'));
    expect(screen.getByTestId('order-total')).toHaveTextContent('$47.87');
    // Ids and quantities only: the server prices the order.
    expect(bodies[0]).toEqual({
      email: 'sam@example.com',
      name: 'Sam Guest',
      address: { address1: '1 Main St', address2: null, city: 'Brooklyn', state: 'NY', zip: '11201' },
      lines: [{ productId: 3, variantId: 31, quantity: 2 }],
    });

    const pay = async (number: string) => {
      await user.type(screen.getByLabelText('Card number'), number);
      await user.type(screen.getByLabelText('Expiry (MM/YY)'), '04/30');
      await user.type(screen.getByLabelText('CVC'), '123');
      await user.click(screen.getByRole('button', { name: 'Pay $47.87' }));
    };
    await pay('4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(cartStore.getState().cart.lines).toHaveLength(1);

    await pay('4242 4242 4242 4242');
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/5'));
    expect(await screen.findByRole('heading', { level: 1, name: /Your order is in/ })).toHaveTextContent(
      'Your order is in · 105',
    );
    expect(cartStore.getState().cart.lines).toHaveLength(0);
    expect(cards).toEqual(['4000 0000 0000 0002', '4242 4242 4242 4242']);
  }, 30_000);
});

describe('a payment whose answer is lost', () => {
  const guestWithOrder = (status: 'OPEN' | 'PAID') => {
    cartStore.setState({ order: { id: 5, guestToken: TOKEN } });
    mockApi({
      'GET /api/product-collections': () => jsonResponse({ detailedCollections: [], count: 0 }),
      'GET /api/products': () => jsonResponse({ products: [], count: 0, hasMore: false }),
      'GET /api/payments/config': () => jsonResponse(buildPaymentsConfig()),
      'PUT /api/guest-orders/5': () => jsonResponse({ order: buildOrder() }),
      'POST /api/payments/local/tokenize': () => jsonResponse({ token: 'tok_4242', brand: 'visa', last4: '4242' }),
      // The connection drops after the server has taken the payment (or not).
      'PUT /api/guest-orders/5/attach-payment': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/guest-orders/5': () =>
        jsonResponse({ order: buildOrder(status === 'PAID' ? { status, paymentId: 'pay_1' } : {}) }),
    });
  };
  const payWithCard = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '04/30');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(await screen.findByRole('button', { name: 'Pay $47.87' }));
  };

  it('shows the confirmation when the order turns out to be paid', async () => {
    guestWithOrder('PAID');
    const { router } = renderApp('/checkout');
    await payWithCard(userEvent.setup());
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/5'));
    expect(cartStore.getState().cart.lines).toHaveLength(0);
  }, 30_000);

  it('says the payment failed, and keeps the cart, when the order is still unpaid', async () => {
    guestWithOrder('OPEN');
    const { router } = renderApp('/checkout');
    await payWithCard(userEvent.setup());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(cartStore.getState().cart.lines).toHaveLength(1);
  }, 30_000);
});

describe('customer checkout', () => {
  it('creates the order, shows Calculating... while the address prices the tax, and labels the credit', async () => {
    let releaseAddress: () => void = () => {};
    const customer = buildUser({
      id: 7,
      credits: 1000,
      addresses: [buildAddress({ id: 40, address1: '1 Main St', zip: '11201' })],
    });
    const open = buildOrder({ guest: false, customerId: 7, address: null, taxRate: null, tax: 0, total: 4397 });
    mockApi({
      'GET /api/product-collections': () => jsonResponse({ detailedCollections: [], count: 0 }),
      'GET /api/products': () => jsonResponse({ products: [], count: 0, hasMore: false }),
      'GET /api/payments/config': () => jsonResponse(buildPaymentsConfig()),
      'POST /api/orders': (_, init) => {
        expect(bodyOf(init)).toEqual({ lines: [{ productId: 3, variantId: 31, quantity: 2 }] });
        return jsonResponse({ order: open }, { status: 201 });
      },
      'PUT /api/orders/5': async (_, init) => {
        const body = bodyOf(init);
        if (body.address) {
          expect(body.address).toEqual({ addressId: 40 });
          await new Promise<void>((resolve) => (releaseAddress = resolve));
          return jsonResponse({ order: buildOrder({ guest: false, customerId: 7 }) });
        }
        expect(body).toEqual({ applyCredit: true });
        return jsonResponse({
          order: buildOrder({ guest: false, applyCredit: true, appliedCredit: 1000, total: 3787 }),
        });
      },
    });
    renderApp('/users/7/checkout', { user: customer });

    const tax = await screen.findByTestId('tax-line');
    await waitFor(() => expect(tax).toHaveTextContent('Calculating...'));
    releaseAddress();
    await waitFor(() => expect(tax).toHaveTextContent('Tax 8.875%$3.90'));

    await userEvent.setup().click(screen.getByLabelText('Use my account credit ($10.00)'));
    const summary = screen.getByRole('region', { name: 'Order 105' });
    await waitFor(() => expect(within(summary).getByText('Account Credit')).toBeInTheDocument());
    expect(screen.getByTestId('order-total')).toHaveTextContent('$37.87');
  });
});

describe('promo code', () => {
  it('names what is wrong with a code and shows the discount the server applied', async () => {
    const customer = buildUser({ id: 7, credits: 0 });
    const open = buildOrder({ guest: false, customerId: 7 });
    const codes: unknown[] = [];
    mockApi({
      'GET /api/product-collections': () => jsonResponse({ detailedCollections: [], count: 0 }),
      'GET /api/products': () => jsonResponse({ products: [], count: 0, hasMore: false }),
      'GET /api/payments/config': () => jsonResponse(buildPaymentsConfig()),
      'POST /api/orders': () => jsonResponse({ order: open }, { status: 201 }),
      'PUT /api/orders/5': (_, init) => {
        const { promoCode } = bodyOf(init);
        codes.push(promoCode);
        if (promoCode === 'NOPE') {
          return jsonResponse(
            { message: 'Validation failed', errors: ['promoCode: is not a code we know'] },
            { status: 400 },
          );
        }
        return jsonResponse({
          order: buildOrder({
            guest: false,
            promo: {
              code: 'FILM10',
              description: '10% off film',
              percentOff: 10,
              amountOff: null,
              productType: 'PRODUCT',
            },
            appliedDiscount: 340,
            total: 4447,
          }),
        });
      },
    });
    renderApp('/users/7/checkout', { user: customer });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Promo code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('is not a code we know')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Promo code'));
    await user.type(screen.getByLabelText('Promo code'), 'FILM10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/applied: 10% off film/)).toBeInTheDocument();
    expect(screen.getByText('Discount (FILM10)')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$44.47');
    expect(codes).toEqual(['NOPE', 'FILM10']);
  }, 30_000);
});

describe('the card form’s expiry', () => {
  it.each([
    ['0429', '04/29', { expMonth: 4, expYear: 2029 }],
    ['04/29', '04/29', { expMonth: 4, expYear: 2029 }],
    ['042', '04/2', null],
    ['4/29', '4/29', { expMonth: 4, expYear: 2029 }],
    ['04 / 2031', '04/2031', { expMonth: 4, expYear: 2031 }],
    ['042031', '04/2031', { expMonth: 4, expYear: 2031 }],
    ['1329', '13/29', null],
    ['04/', '04/', null],
  ])('%s reads as %s', (typed, shown, parsed) => {
    expect(formatExpiry(typed)).toBe(shown);
    expect(parseExpiry(typed)).toEqual(parsed);
  });

  it('puts the slash in while typing 0429 and pays with April 2029', async () => {
    cartStore.setState({ order: { id: 5, guestToken: TOKEN } });
    const cards: Array<Record<string, unknown>> = [];
    mockApi({
      'GET /api/product-collections': () => jsonResponse({ detailedCollections: [], count: 0 }),
      'GET /api/products': () => jsonResponse({ products: [], count: 0, hasMore: false }),
      'GET /api/payments/config': () => jsonResponse(buildPaymentsConfig()),
      'PUT /api/guest-orders/5': () => jsonResponse({ order: buildOrder() }),
      'POST /api/payments/local/tokenize': (_, init) => {
        cards.push(bodyOf(init));
        return jsonResponse({ token: 'tok_4242', brand: 'visa', last4: '4242' });
      },
      'PUT /api/guest-orders/5/attach-payment': () => jsonResponse({ order: buildOrder({ status: 'PAID' }) }),
      'GET /api/guest-orders/5': () => jsonResponse({ order: buildOrder({ status: 'PAID' }) }),
    });
    const { router } = renderApp('/checkout');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '0429');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('04/29');
    // No choice to pay at the lab where the lab does not take it.
    expect(screen.queryByRole('radio', { name: 'At the lab (cash or card)' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(await screen.findByRole('button', { name: 'Pay $47.87' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/5'));
    expect(cards[0]).toMatchObject({ expMonth: 4, expYear: 2029 });
  }, 30_000);
});
