import type { Address, DevelopmentOrder } from '@filmlab/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADDRESS_SEARCH_PLACEHOLDER } from '../../ui/address/address-search';
import { buildUser, jsonResponse, mockApi, renderApp } from '../../test/render-app';
import { buildAddress } from '../../test/account-fixtures';
import { buildDevelopmentOrder, buildDevelopmentRoll, buildShipment } from '../../test/order-fixtures';

const nonMember = buildUser({ id: 7 });
const veryNice = buildUser({
  id: 7,
  active: true,
  membership: { plan: 'VERY_NICE_2025', status: 'renewing', periodEnd: null },
});
const addresses = [buildAddress(), buildAddress({ id: 32, address1: '300 Kent Ave', zip: '11249', primary: false })];

function summary(status: DevelopmentOrder['order']['status'] = 'OPEN', stage = 'SCANNED'): DevelopmentOrder {
  return buildDevelopmentOrder(
    { status, subtotal: 1799, total: 1799 },
    { rolls: [buildDevelopmentRoll(1, { status: stage })] },
  );
}

describe('the return-negatives form', () => {
  it('prices the return by tier, changes address and method by keyboard, and sends only the choice', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/users/7': () => jsonResponse(nonMember),
      'GET /api/users/7/orders/55': () => jsonResponse(summary()),
      'GET /api/users/7/address': () => jsonResponse({ addresses }),
      'PUT /api/users/7/orders/55/return-shipment': (_url, init) => {
        sent = JSON.parse(String(init.body));
        return jsonResponse({ order: summary(), cents: 1499, difference: 1630 });
      },
    });
    const user = userEvent.setup();
    renderApp('/users/7/orders/55/return-negatives-form', { user: nonMember });
    // The primary address is chosen to start with; the non-member price of USPS Return Negatives shows.
    expect(await screen.findByRole('radio', { name: /1 Bedford Ave/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'USPS Return Negatives ($7.99)' })).toBeChecked();
    expect(screen.getByText('Return shipping: $7.99 plus tax, paid with the order.')).toBeInTheDocument();
    // Arrow keys move between the options of each group.
    await user.click(screen.getByRole('radio', { name: /1 Bedford Ave/ }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /300 Kent Ave/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /USPS Return Negatives/ }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'FedEx Ground ($14.99)' })).toBeChecked();
    expect(screen.getByText('Return shipping: $14.99 plus tax, paid with the order.')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Add return shipping and pay' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual({ addressId: 32, serviceLevel: 'fedex_ground' }));
    // Back to the summary, where the order is paid.
    expect(await screen.findByRole('heading', { name: 'Order #1055' })).toBeInTheDocument();
  }, 20_000);

  it('is free on a tier that includes return shipping; a paid order is invoiced the difference; refusals in words', async () => {
    mockApi({
      'GET /api/users/7': () => jsonResponse(veryNice),
      'GET /api/users/7/orders/55': () => jsonResponse(summary('PAID')),
      'GET /api/users/7/address': () => jsonResponse({ addresses }),
      'PUT /api/users/7/orders/55/return-shipment': () =>
        jsonResponse(
          {
            message: 'A payment for this order is in progress; try again once it is settled',
            errors: ['status: A payment for this order is in progress; try again once it is settled'],
          },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    renderApp('/users/7/orders/55/return-negatives-form', { user: veryNice });
    expect(await screen.findByRole('radio', { name: 'USPS Return Negatives (free)' })).toBeChecked();
    expect(screen.getByText('Return shipping is included in your plan: nothing to pay.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'FedEx Ground ($14.99)' }));
    expect(
      screen.getByText('Return shipping: $14.99 plus tax, invoiced as the difference on your paid order.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add return shipping and pay' }));
    expect(await screen.findByText(/A payment for this order is in progress/)).toBeInTheDocument();
  }, 20_000);

  it('adds a new address with the address form and chooses it', async () => {
    let created: unknown;
    const saved = [...addresses];
    mockApi({
      'GET /api/users/7': () => jsonResponse(nonMember),
      'GET /api/users/7/orders/55': () => jsonResponse(summary()),
      'GET /api/users/7/address': () => jsonResponse({ addresses: saved }),
      'POST /api/users/7/address': (_url, init) => {
        created = JSON.parse(String(init.body));
        const address = buildAddress({ ...(created as Partial<Address>), id: 40, primary: false });
        saved.push(address);
        return jsonResponse({ address }, { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderApp('/users/7/orders/55/return-negatives-form', { user: nonMember });
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    await user.type(screen.getByPlaceholderText(ADDRESS_SEARCH_PLACEHOLDER), '9 Grain Ave, Austin, TX 78701{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(created).toMatchObject({ address1: '9 Grain Ave', city: 'Austin', zip: '78701' }));
    expect(await screen.findByRole('radio', { name: /9 Grain Ave/ })).toBeChecked();
  }, 20_000);

  it('says so once the negatives were sent back', async () => {
    mockApi({
      'GET /api/users/7': () => jsonResponse(nonMember),
      'GET /api/users/7/orders/55': () => jsonResponse(summary('PAID', 'NEGATIVES_RETURNED')),
      'GET /api/users/7/address': () => jsonResponse({ addresses }),
    });
    renderApp('/users/7/orders/55/return-negatives-form', { user: nonMember });
    expect(await screen.findByText(/The negatives of this order were already sent back/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send my negatives back|pay/ })).not.toBeInTheDocument();
  }, 20_000);
});

describe('the return on the order summary', () => {
  const labelUrl = '/api/blobs/labels/orders/55/return.png?sig=abc';
  const withReturn = (tracking: string | null) => {
    const made = summary('PAID', tracking ? 'NEGATIVES_RETURNED' : 'SYNCED');
    made.order.shipments = [
      buildShipment({
        carrier: 'USPS',
        serviceLevel: 'return_negatives',
        toCustomer: true,
        customerAddressId: 31,
        trackingNumber: tracking,
        carrierShipment: tracking ? JSON.stringify({ postageLabel: { labelUrl } }) : null,
      }),
    ];
    return made;
  };

  it('staff mark the negatives returned, then print the return label', async () => {
    const admin = buildUser({ id: 1, role: 'ADMIN' });
    let current = withReturn(null);
    let marked = '';
    mockApi({
      'GET /api/users/7': () => jsonResponse(nonMember),
      'GET /api/users/7/orders/55': () => jsonResponse(current),
      'PUT /api/orders/55/add-rolls-event/NEGATIVES_RETURNED': (url) => {
        marked = String(url);
        current = withReturn('9400111899223334445566');
        return jsonResponse(current);
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/users/7/orders/55/summary', { user: admin });
    expect(screen.queryByRole('link', { name: 'Print return label' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Negatives returned' }));
    await waitFor(() => expect(marked).toContain('/orders/55/add-rolls-event/NEGATIVES_RETURNED'));
    expect(await screen.findByRole('link', { name: 'Print return label' })).toHaveAttribute('href', labelUrl);
    expect(screen.getByText(/tracking 9400111899223334445566/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Negatives returned' })).not.toBeInTheDocument();
  }, 20_000);

  it('the customer sees the return with its tracking, and a link to the form while it can change', async () => {
    mockApi({
      'GET /api/users/7': () => jsonResponse(nonMember),
      'GET /api/users/7/orders/55': () => jsonResponse(withReturn(null)),
    });
    renderApp('/users/7/orders/55/summary', { user: nonMember });
    expect(await screen.findByRole('link', { name: 'Change where your negatives go' })).toHaveAttribute(
      'href',
      '/users/7/orders/55/return-negatives-form',
    );
    expect(screen.getByText(/Back to you: Prepaid Label · USPS Return Negatives/)).toBeInTheDocument();
  }, 20_000);
});
