import { emptyCart } from '@filmlab/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartStore } from '../../lib/cart-store';
import { PRINT_DRAFT_STORAGE_KEY, printDraftStore } from '../../lib/print-draft-store';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { buildPaymentsConfig } from '../../test/account-fixtures';
import { bodyOf, buildOrder, line } from './checkout-fixtures';

// Checkout's other endings (checkout.test.tsx has paying by card): an order left to be paid at the
// lab, and a print line whose stored draft goes once the order is paid.

const TOKEN = 'guest-token-0123456789';

beforeEach(() => {
  cartStore.setState({ cart: { ...emptyCart(), lines: [line] }, open: false, order: null, lastGuestOrder: null });
});

describe('paying at the lab', () => {
  it('places the guest’s order to be paid at the lab and says what happens next', async () => {
    cartStore.setState({ order: { id: 5, guestToken: TOKEN } });
    const held = buildOrder({ status: 'INVOICED', paymentInProgress: 'in_lab' });
    const calls: Array<Record<string, unknown>> = [];
    mockApi({
      'GET /api/product-collections': () => jsonResponse({ detailedCollections: [], count: 0 }),
      'GET /api/products': () => jsonResponse({ products: [], count: 0, hasMore: false }),
      'GET /api/payments/config': () => jsonResponse(buildPaymentsConfig({ payInLab: true })),
      'PUT /api/guest-orders/5': () => jsonResponse({ order: buildOrder() }),
      'PUT /api/guest-orders/5/pay-in-lab': (_, init) => {
        calls.push(bodyOf(init));
        return jsonResponse({ order: held });
      },
      'GET /api/guest-orders/5': () => jsonResponse({ order: held }),
    });
    const { router } = renderApp('/checkout');
    const user = userEvent.setup();
    // The card form is the default.
    const lab = await screen.findByRole('radio', { name: 'At the lab (cash or card)' });
    expect(screen.getByRole('radio', { name: 'By card, now' })).toBeChecked();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    await user.click(lab);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Place order, pay at the lab' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/5'));
    expect(calls).toEqual([{ token: TOKEN }]);
    expect(await screen.findByText(/Pay with cash or card at the lab/)).toBeInTheDocument();
    expect(cartStore.getState().cart.lines).toHaveLength(0);
  }, 30_000);
});

describe('a print in the cart', () => {
  it('takes its stored draft with it once the order is paid, so the print page starts afresh', async () => {
    const print = { draftId: 'd1', quantity: 1, size: '16x20', paperId: 2, cropMode: 'fill' as const };
    const printLine = {
      ...line,
      tempKey: 'k2',
      productId: 60,
      productVariantId: 64,
      productType: 'PRINT' as const,
      print,
    };
    cartStore.setState({ cart: { ...emptyCart(7), lines: [printLine] }, order: { id: 5, guestToken: null } });
    printDraftStore.setState({ draft: { draftId: 'd1', size: '16x20', paperId: 2 } });
    const read: string[] = [];
    const paid = buildOrder({ guest: false, customerId: 7, status: 'PAID', paymentId: 'pay_1' });
    mockApi({
      'GET /api/product-collections': () => jsonResponse({ detailedCollections: [], count: 0 }),
      'GET /api/products': () => jsonResponse({ products: [], count: 0, hasMore: false }),
      'GET /api/payments/config': () => jsonResponse(buildPaymentsConfig()),
      'GET /api/users/7/payment-methods': () => jsonResponse({ paymentMethods: [] }),
      'PUT /api/orders/5': () => jsonResponse({ order: buildOrder({ guest: false, customerId: 7 }) }),
      'POST /api/payments/local/tokenize': () => jsonResponse({ token: 'tok_4242', brand: 'visa', last4: '4242' }),
      'PUT /api/orders/5/attach-payment': () => jsonResponse({ order: paid }),
      'GET /api/orders/5': () => jsonResponse({ order: paid }),
      'GET /api/prints/papers': () => jsonResponse({ papers: [], sizes: [], small: null }),
      'GET /api/prints/drafts/d1': (url) => {
        read.push(url.pathname);
        return jsonResponse({ message: 'Print draft not found', errors: [] }, { status: 404 });
      },
    });
    const { router } = renderApp('/users/7/checkout', { user: buildUser({ id: 7 }) });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '04/30');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(await screen.findByRole('button', { name: 'Pay $47.87' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/5'));
    expect(JSON.parse(localStorage.getItem(PRINT_DRAFT_STORAGE_KEY)!).state.draft).toEqual({ draftId: null });

    await router.navigate('/users/7/print-orders/new/selector');
    expect(await screen.findByRole('heading', { level: 1, name: 'Large Format Prints' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(read).toEqual([]);
  }, 30_000);
});

describe('the link in a guest’s receipt', () => {
  it('opens their order in any browser with the token it carries, and an unpaid one can be paid there', async () => {
    const open = buildOrder();
    const asked: string[] = [];
    mockApi({
      'GET /api/product-collections': () => jsonResponse({ detailedCollections: [], count: 0 }),
      'GET /api/products': () => jsonResponse({ products: [], count: 0, hasMore: false }),
      'GET /api/payments/config': () => jsonResponse(buildPaymentsConfig()),
      'GET /api/guest-orders/5': (url) => {
        asked.push(url.searchParams.get('token') ?? '');
        return jsonResponse({ order: open });
      },
    });
    renderApp(`/orders/5?guestToken=${TOKEN}`);
    expect(await screen.findByText('This order is waiting for payment: pay for it below.')).toBeInTheDocument();
    expect(asked).toContain(TOKEN);
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });
});
