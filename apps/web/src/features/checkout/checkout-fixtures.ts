// Test data shared by the checkout tests.
import type { Order } from '@filmlab/api';
import type { CartLine } from '@filmlab/domain';

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

export function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 5,
    orderNumber: '105',
    customerId: null,
    guest: true,
    status: 'OPEN',
    notes: null,
    lines: [
      {
        id: 1,
        productId: 3,
        productVariantId: 31,
        quantity: 2,
        unitAmount: 1699,
        amount: 3398,
        discount: 0,
        memberPrice: false,
        notes: null,
        productName: 'Kodak Portra 400 35mm 36exp',
        productType: 'PRODUCT',
        sku: null,
        slug: 'Kodak-Portra-400-35mm-36exp',
        variantName: 'Single Roll',
        image: null,
      },
    ],
    shipments: [],
    promo: null,
    address: {
      addressId: null,
      address1: '1 Main St',
      address2: null,
      city: 'Brooklyn',
      state: 'NY',
      zip: '11201',
      country: 'US',
    },
    locationId: null,
    useBillingAddressForTax: false,
    applyCredit: false,
    subtotal: 3398,
    appliedDiscount: 0,
    shipping: 999,
    taxRate: 8.875,
    taxSource: 'calculated',
    tax: 390,
    appliedCredit: 0,
    total: 4787,
    paymentId: null,
    paymentInProgress: null,
    guestEmail: 'sam@example.com',
    guestName: 'Sam Guest',
    createdAt: '2026-11-22T00:00:00.000Z',
    invoicedAt: null,
    paidAt: null,
    completedAt: null,
    canceledAt: null,
    ...overrides,
  };
}

export const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
