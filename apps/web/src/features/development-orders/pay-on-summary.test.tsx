import type { DevelopmentOrder } from '@filmlab/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { buildPaymentsConfig } from '../../test/account-fixtures';
import { buildDevelopmentOrder, buildDevelopmentRoll, buildOrderLine } from '../../test/order-fixtures';

const me = buildUser({ id: 7 });

/** An unpaid order of `total` cents: a development order with a roll, or a TIFF unlock (no rolls, no shipments). */
function summary(total: number, kind: 'development' | 'unlock'): DevelopmentOrder {
  const line =
    kind === 'unlock'
      ? {
          quantity: 3,
          unitAmount: 299,
          notes: 'TIFF Unlock',
          productName: 'TIFF Unlock',
          productType: 'DIGITAL' as const,
        }
      : {
          unitAmount: total,
          notes: 'Dev + Scan (C-41/BW) (credit)',
          productName: 'Dev + Scan (C-41/BW)',
          productType: 'SERVICE_ADD_ON' as const,
        };
  return buildDevelopmentOrder(
    {
      lines: [buildOrderLine({ productId: 9, sku: kind === 'unlock' ? 'tiffunlock' : 'devscan', slug: 'x', ...line })],
      subtotal: total,
      taxRate: 8.875,
      taxSource: 'calculated',
      total,
    },
    {
      rolls: kind === 'unlock' ? [] : [buildDevelopmentRoll(1)],
      credits: { used: { devScan: kind === 'unlock' ? 0 : 1, scan4K: 0, rush: 0, proScan: 0 } },
    },
  );
}

function api(order: DevelopmentOrder, pay: (body: Record<string, unknown>) => Response) {
  mockApi({
    'GET /api/users/7/orders/55': () => jsonResponse(order),
    'GET /api/public/locations': () => jsonResponse({ locations: [] }),
    'GET /api/users/7/payment-methods': () => jsonResponse({ paymentMethods: [] }),
    'GET /api/payments/config': () => jsonResponse(buildPaymentsConfig()),
    'POST /api/payments/local/tokenize': () => jsonResponse({ token: 'tok_local.new', brand: 'visa', last4: '4242' }),
    'PUT /api/orders/55/attach-payment': (_url, init) => pay(JSON.parse(String(init.body)) as Record<string, unknown>),
  });
}

describe('paying on the order summary', () => {
  it('reads the tax rate as checkout and the receipt do (8.00%, 8.875%)', async () => {
    const flat = summary(1000, 'development');
    api({ ...flat, order: { ...flat.order, taxRate: 8 } }, () => jsonResponse({ order: flat.order }));
    const view = renderApp('/users/7/orders/55/summary', { user: me });
    expect(await screen.findByText(/^Tax \(8\.00%\)/)).toBeInTheDocument();
    view.unmount();
    api(summary(1000, 'development'), () => jsonResponse({ order: flat.order }));
    renderApp('/users/7/orders/55/summary', { user: me });
    expect(await screen.findByText(/^Tax \(8\.875%\)/)).toBeInTheDocument();
  });

  it('an order the credits cover is confirmed with one button and no card', async () => {
    let sent: Record<string, unknown> | undefined;
    api(summary(0, 'development'), (body) => {
      sent = body;
      return jsonResponse({ order: summary(0, 'development').order });
    });
    const user = userEvent.setup();
    renderApp('/users/7/orders/55/summary', { user: me });
    const confirm = await screen.findByRole('button', { name: 'Confirm order ($0.00)' });
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(confirm);
    await waitFor(() => expect(sent).toEqual({ expectedTotal: 0 }));
  });

  it('a TIFF unlock shows its lines and the card form, and no empty Rolls or Shipping', async () => {
    let sent: Record<string, unknown> | undefined;
    api(summary(976, 'unlock'), (body) => {
      sent = body;
      return jsonResponse(
        {
          message: 'The total of this order is now $12.34. Check it, then pay again.',
          errors: ['expectedTotal: The total of this order is now $12.34. Check it, then pay again.'],
        },
        { status: 409 },
      );
    });
    const user = userEvent.setup();
    renderApp('/users/7/orders/55/summary', { user: me });
    expect(await screen.findByText('TIFF Unlock')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rolls' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Shipping' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '04/30');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $9.76' }));
    await waitFor(() => expect(sent).toEqual({ paymentId: 'tok_local.new', expectedTotal: 976 }));
    // A total that changed meanwhile is said where the buyer is.
    expect(within(await screen.findByRole('alert')).getByText(/now \$12\.34/)).toBeInTheDocument();
  });
});
