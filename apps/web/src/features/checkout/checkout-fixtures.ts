// Test data shared by the checkout tests.
import type { Order } from '@filmlab/api';
import type { CartLine } from '@filmlab/domain';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { buildOrder as buildSharedOrder, buildOrderLine } from '../../test/order-fixtures';

export const line: CartLine = {
  tempKey: 'k1',
  productId: 3,
  productVariantId: 31,
  productType: 'PRODUCT',
  name: 'Kodak Portra 400 35mm 36exp',
  variantName: 'Single Roll',
  slug: 'Kodak-Portra-400-35mm-36exp',
  quantity: 2,
  amount: 3398,
  listAmount: 3398,
  print: null,
};

/** A guest's open order of two rolls of Portra, shipped to Brooklyn and taxed; override what the test is about. */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  return buildSharedOrder({
    id: 5,
    orderNumber: '105',
    customerId: null,
    guest: true,
    lines: [buildOrderLine({ productVariantId: 31, quantity: 2, variantName: 'Single Roll' })],
    address: {
      addressId: null,
      address1: '1 Main St',
      address2: null,
      city: 'Brooklyn',
      state: 'NY',
      zip: '11201',
      country: 'US',
    },
    subtotal: 3398,
    shipping: 999,
    taxRate: 8.875,
    taxSource: 'calculated',
    tax: 390,
    total: 4787,
    guestEmail: 'sam@example.com',
    guestName: 'Sam Guest',
    createdAt: '2026-11-22T00:00:00.000Z',
    ...overrides,
  });
}

export const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

/** The guest's e-mail, name and address typed into the checkout form, and the address saved. */
export async function fillGuestForm(user: UserEvent) {
  await user.type(await screen.findByLabelText('E-mail'), 'sam@example.com');
  await user.type(screen.getByLabelText('Full name'), 'Sam Guest');
  await user.type(
    screen.getByPlaceholderText('Address (start typing and select from list)'),
    '1 Main St, Brooklyn, NY 11201{Enter}',
  );
  await user.click(screen.getByRole('button', { name: 'Save Address' }));
}
