import type { Address, OrderShipment } from '@filmlab/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { draftStore, emptyDraft } from '../../lib/development-draft-store';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { buildAddress } from '../../test/account-fixtures';
import { buildProduct } from '../../test/catalogue-fixtures';
import { buildDevelopmentOrder, buildShipment } from '../../test/order-fixtures';

const me = buildUser({ id: 7 });
const addresses = [buildAddress(), buildAddress({ id: 32, address1: '300 Kent Ave', zip: '11249', primary: false })];
const service = (id: number, sku: string, price: number) =>
  buildProduct({ id, sku, price, name: sku, slug: sku, productType: 'SERVICE_ADD_ON' });
const services = [
  service(80, 'prepaidlabelfedexground', 1499),
  service(81, 'prepaidlabelfedex2day', 2599),
  service(82, 'prepaidlabelfedexovernight', 4599),
  service(83, 'prepaidlabelfirst', 0),
];

/** The new order form's calls; the order itself is refused once its body is read. */
function newOrderApi(saved: Address[], onCreate: (body: Record<string, unknown>) => void) {
  mockApi({
    'GET /api/users/7': () => jsonResponse(me),
    'GET /api/users/7/preferences': () => jsonResponse({ preferences: [] }),
    'GET /api/users/7/service-credits': () => jsonResponse({ credits: { devScan: 0, scan4K: 0, rush: 0, proScan: 0 } }),
    'GET /api/public/locations': () => jsonResponse({ locations: [] }),
    'GET /api/products/service': () => jsonResponse({ products: services, count: 4, hasMore: false }),
    'GET /api/users/7/address': () => jsonResponse({ addresses: saved }),
    'POST /api/users/7/orders': (_url, init) => {
      onCreate(JSON.parse(String(init.body)) as Record<string, unknown>);
      return jsonResponse({ message: 'stop here', errors: [] }, { status: 409 });
    },
  });
}

describe('prepaid labels on a new order', () => {
  beforeEach(() => {
    localStorage.clear();
    draftStore.setState({ draft: emptyDraft() });
  });

  it('prices FedEx 2Day from the lab’s products, and sends the address chosen in the order form', async () => {
    let sent: Record<string, unknown> | undefined;
    newOrderApi(addresses, (body) => (sent = body));
    const user = userEvent.setup();
    renderApp('/users/7/orders/new/rolls', { user: me });
    await user.type(await screen.findByRole('combobox', { name: 'Film stock of roll 1' }), 'My film');
    await user.click(screen.getByRole('radio', { name: 'Prepaid shipping label' }));
    const service = screen.getByRole('combobox', { name: 'Label service' });
    await waitFor(() => expect(within(service).getByRole('option', { name: /2Day.*\$25\.99/i })).toBeInTheDocument());
    await user.selectOptions(service, 'fedex_2_day');
    const price = screen.getByRole('region', { name: 'Price' });
    expect(within(price).getByText(/\$25\.99/)).toBeInTheDocument();
    // The order's address: the primary one to start with, another chosen from the address book.
    const address = await screen.findByRole('group', { name: 'Address' });
    expect(within(address).getAllByRole('radio')[0]).toBeChecked();
    await user.click(within(address).getAllByRole('radio')[1]!);
    const place = screen.getByRole('button', { name: 'Place order' });
    expect(place).toBeEnabled();
    await user.click(place);
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent!.inbound).toEqual({
      method: 'PREPAID_LABEL',
      serviceLevel: 'fedex_2_day',
      locationId: null,
      customerAddressId: null,
    });
    expect(sent!.addressId).toBe(32);
  }, 20_000);
});

describe('a new customer with no saved address', () => {
  beforeEach(() => {
    localStorage.clear();
    draftStore.setState({ draft: emptyDraft() });
  });

  it('is asked for an address only when something ships: a label or negatives sent back', async () => {
    let sent: Record<string, unknown> | undefined;
    newOrderApi([], (body) => (sent = body));
    const user = userEvent.setup();
    renderApp('/users/7/orders/new/rolls', { user: me });
    await user.type(await screen.findByRole('combobox', { name: 'Film stock of roll 1' }), 'My film');
    await user.click(screen.getByRole('radio', { name: 'Prepaid shipping label' }));
    // A label is made from the customer's address: the form to add one is shown, and the order waits for it.
    expect(await screen.findByRole('region', { name: 'Your address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    expect(screen.getByText('Add your address to place the order.')).toBeInTheDocument();
    // Sent in by the customer, nothing coming back: no address is needed.
    await user.click(screen.getByRole('radio', { name: 'Ship it yourself' }));
    expect(screen.queryByRole('region', { name: 'Your address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent!.addressId).toBeNull();
  }, 20_000);
});

describe('the label on the order summary', () => {
  const summary = (shipment: Partial<OrderShipment>) =>
    buildDevelopmentOrder({
      createdAt: '2026-11-20T12:00:00Z',
      shipments: [
        buildShipment({ carrier: 'FEDEX', serviceLevel: 'fedex_ground', customerAddressId: 31, ...shipment }),
      ],
    });

  it('shows the carrier’s refusal in words and buys the label again, then offers the download', async () => {
    let bought = false;
    mockApi({
      'GET /api/users/7/orders/55': () =>
        jsonResponse(
          bought
            ? summary({
                trackingNumber: '123456789012',
                carrierShipment: JSON.stringify({ postageLabel: { labelUrl: '/api/blobs/labels/x.png?sig=1' } }),
              })
            : summary({ labelError: 'The carrier did not accept your address (city: ZIP 11211 is Brooklyn, NY).' }),
        ),
      'POST /api/users/7/orders/55/shipments/9/label': () => {
        bought = true;
        return jsonResponse({
          shipmentId: 9,
          orderId: 55,
          carrier: 'FEDEX',
          serviceLevel: 'fedex_ground',
          trackingNumber: '123456789012',
          labelUrl: '/api/blobs/labels/x.png?sig=1',
          fileName: 'label-order-1055.png',
        });
      },
    });
    const user = userEvent.setup();
    renderApp('/users/7/orders/55/summary', { user: me });
    expect(await screen.findByRole('alert')).toHaveTextContent('The carrier did not accept your address');
    await user.click(screen.getByRole('button', { name: 'Try the label again' }));
    const link = await screen.findByRole('link', { name: 'Download label' });
    expect(link).toHaveAttribute('href', '/api/blobs/labels/x.png?sig=1');
    expect(link).toHaveAttribute('download', 'label-order-1055.png');
    expect(screen.getByText(/tracking 123456789012/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20_000);

  it('shows where the parcel is from its tracking: on its way, then arrived', async () => {
    let delivered = false;
    const tracked = { trackingNumber: '123456789012', shippedAt: '2026-03-02T15:00:00.000Z' };
    mockApi({
      'GET /api/users/7/orders/55': () =>
        jsonResponse(summary(delivered ? { ...tracked, deliveredAt: '2026-03-04T15:00:00.000Z' } : tracked)),
    });
    const view = renderApp('/users/7/orders/55/summary', { user: me });
    expect(await screen.findByText('On its way')).toBeInTheDocument();
    delivered = true;
    await view.queryClient.invalidateQueries();
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
    expect(screen.queryByText('On its way')).toBeNull();
  }, 20_000);
});
