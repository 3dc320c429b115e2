import type { Order, OrderShipment } from '@filmlab/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { buildAddress } from '../../test/account-fixtures';
import { buildProduct } from '../../test/catalogue-fixtures';
import { buildDevelopmentOrder, buildOrder, buildShipment } from '../../test/order-fixtures';

const me = buildUser({ id: 7 });

const shipment = (method: OrderShipment['method'], extra: Partial<OrderShipment> = {}) =>
  buildShipment({ id: Math.floor(Math.random() * 1e6), method, ...extra });
const order = (id: number, status: Order['status'], shipments: OrderShipment[]) =>
  buildOrder({ id, status, total: 1799, createdAt: '2026-11-20T12:00:00Z', shipments });
const addresses = [
  buildAddress({ primary: false }),
  buildAddress({ id: 32, address1: '300 Kent Ave', address2: 'Apt 4', zip: '11249', primary: true }),
];
const LABEL_URL = '/api/blobs/labels/orders/42/abc.png?sig=1';

function api(orders: Order[], onUpdate: (id: string, body: unknown) => Response) {
  return mockApi({
    'GET /api/users/7/orders': () =>
      jsonResponse({ orders: orders.map((o) => buildDevelopmentOrder(o)), count: orders.length }),
    'GET /api/users/7/address': () => jsonResponse({ addresses }),
    'GET /api/products/service': () =>
      jsonResponse({
        products: [buildProduct({ id: 90, sku: 'prepaidlabelfirst', price: 0, productType: 'SERVICE_ADD_ON' })],
        count: 1,
        hasMore: false,
      }),
    'PUT /api/orders/42': (_url, init) => onUpdate('42', JSON.parse(String(init.body))),
    'PUT /api/orders/43': (_url, init) => onUpdate('43', JSON.parse(String(init.body))),
  });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  renderApp('/users/7/settings', { user: me });
  const menu = await screen.findByRole('button', { name: 'Account menu' });
  menu.focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('menuitem', { name: 'Request USPS Shipping Label' }));
  return screen.findByRole('dialog', { name: 'Request USPS Shipping Label' });
}

describe('the free USPS label dialog (spec 2.13)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers only open orders without a prepaid label, sends the section 7 update, and downloads the label', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(`${this.getAttribute('href')} ${this.getAttribute('download')}`);
    });
    let sent: unknown;
    api(
      [
        order(41, 'OPEN', [shipment('PREPAID_LABEL')]),
        order(42, 'OPEN', [shipment('DROP_OFF')]),
        order(43, 'OPEN', [shipment('EXTERNAL_FULFILLMENT'), shipment('PREPAID_LABEL', { toCustomer: true })]),
        order(44, 'PAID', [shipment('DROP_OFF')]),
      ],
      (_id, body) => {
        sent = body;
        const labelled = shipment('PREPAID_LABEL', {
          trackingNumber: '9400111',
          carrierShipment: JSON.stringify({ postageLabel: { labelUrl: LABEL_URL } }),
        });
        return jsonResponse({ order: order(42, 'OPEN', [shipment('DROP_OFF'), labelled]) });
      },
    );
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    const orderSelect = await within(dialog).findByRole('combobox', { name: 'Order' });
    expect(
      within(orderSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([expect.stringMatching(/^Order #1042 · .* · \$17\.99$/), expect.stringMatching(/^Order #1043 /)]);
    // The primary address is chosen; the customer picks the other one with the keyboard.
    const address = within(dialog).getByRole('combobox', { name: 'Return address' });
    expect(address).toHaveValue('32');
    await user.selectOptions(address, '31');
    await user.click(within(dialog).getByRole('button', { name: 'Get Label' }));
    const link = await within(dialog).findByRole('link', { name: 'Download Label' });
    expect(link).toHaveAttribute('href', LABEL_URL);
    expect(link).toHaveAttribute('download', 'label-order-1042.png');
    expect(sent).toEqual({
      newLines: [{ productId: 90, quantity: 1, notes: 'Free Member Shipping Label' }],
      newShipments: [
        {
          method: 'PREPAID_LABEL',
          carrier: 'USPS',
          serviceLevel: 'usps_first',
          toCustomer: false,
          customerAddressId: 31,
        },
      ],
    });
    await waitFor(() => expect(clicks).toEqual([`${LABEL_URL} label-order-1042.png`]));
  }, 20_000);

  it('shows the server’s error capitalised and lets the customer try again', async () => {
    let tries = 0;
    api([order(42, 'OPEN', [])], () => {
      tries += 1;
      return jsonResponse({ message: 'the carrier did not answer', errors: [] }, { status: 422 });
    });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await within(dialog).findByRole('combobox', { name: 'Order' });
    await user.click(within(dialog).getByRole('button', { name: 'Get Label' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^The carrier did not answer$/);
    await user.click(within(dialog).getByRole('button', { name: 'Get Label' }));
    await waitFor(() => expect(tries).toBe(2));
  }, 20_000);

  it('offers Create New Order when no open order is eligible, and Escape closes it', async () => {
    api([order(41, 'OPEN', [shipment('PREPAID_LABEL')]), order(44, 'CANCELED', [])], () => {
      throw new Error('no order may be updated');
    });
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    const create = await within(dialog).findByRole('link', { name: 'Create New Order' });
    expect(create).toHaveAttribute('href', expect.stringMatching(/^\/users\/7\/orders\/new\/rolls$|^\/onboarding/));
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);
});
