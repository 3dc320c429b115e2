import type { DevelopmentOrder, DevelopmentRoll, Order, OrderLine, OrderShipment, PrintOrder } from '@filmlab/api';

// Orders as the server answers them (every field the contract names), for the page tests of the
// features that show them: checkout, development orders, labels, the account menu.

/** A line of one shop product at its list price; override what the test is about. */
export function buildOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  const quantity = overrides.quantity ?? 1;
  const unitAmount = overrides.unitAmount ?? 1699;
  return {
    id: 1,
    productId: 3,
    productVariantId: null,
    quantity,
    unitAmount,
    amount: unitAmount * quantity,
    discount: 0,
    memberPrice: false,
    notes: null,
    productName: 'Kodak Portra 400 35mm 36exp',
    productType: 'PRODUCT',
    sku: null,
    slug: 'Kodak-Portra-400-35mm-36exp',
    variantName: null,
    image: null,
    ...overrides,
  };
}

/** A shipment of an order: a prepaid label to the lab, not bought yet. */
export function buildShipment(overrides: Partial<OrderShipment> = {}): OrderShipment {
  return {
    id: 9,
    method: 'PREPAID_LABEL',
    carrier: null,
    serviceLevel: null,
    toCustomer: false,
    customerAddressId: null,
    trackingNumber: null,
    carrierShipment: null,
    labelError: null,
    shippedAt: null,
    deliveredAt: null,
    ...overrides,
  };
}

/** Customer 7's open order 55 with nothing on it yet (every amount 0); override what the test is about. */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  const id = overrides.id ?? 55;
  return {
    id,
    orderNumber: `10${id}`,
    customerId: 7,
    guest: false,
    status: 'OPEN',
    notes: null,
    lines: [],
    shipments: [],
    promo: null,
    address: null,
    locationId: null,
    useBillingAddressForTax: false,
    applyCredit: false,
    subtotal: 0,
    appliedDiscount: 0,
    shipping: 0,
    taxRate: null,
    taxSource: null,
    tax: 0,
    appliedCredit: 0,
    total: 0,
    paymentId: null,
    paymentInProgress: null,
    guestEmail: null,
    guestName: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    invoicedAt: null,
    paidAt: null,
    completedAt: null,
    canceledAt: null,
    ...overrides,
  };
}

/** A roll of Portra 400 the lab has not received yet; override what the test is about. */
export function buildDevelopmentRoll(id: number, overrides: Partial<DevelopmentRoll> = {}): DevelopmentRoll {
  return {
    id,
    brand: 'Kodak',
    model: 'Portra 400',
    format: '35mm',
    process: 'C-41',
    status: 'CREATED',
    crossProcess: false,
    pushPull: 0,
    scanQuality: 'STANDARD_2K',
    rush: false,
    sleeving: 'NONE',
    prints: false,
    returnToCustomer: false,
    negativesAction: null,
    notes: null,
    receivedAt: null,
    developedAt: null,
    scannedAt: null,
    estimatedReadyOn: null,
    ...overrides,
  };
}

/**
 * A development order as GET /users/:id/orders/:orderId answers it: `order` overrides buildOrder's
 * fields; no rolls and no credits used unless given.
 */
export function buildDevelopmentOrder(
  order: Partial<Order> = {},
  extra: Partial<Omit<DevelopmentOrder, 'order'>> = {},
): DevelopmentOrder {
  return {
    order: buildOrder(order),
    rolls: [],
    credits: { used: { devScan: 0, scan4K: 0, rush: 0, proScan: 0 } },
    eta: null,
    ...extra,
  };
}

/** Customer 7's paid print order 88 of one large print, still in the queue; override what the test is about. */
export function buildPrintOrder(
  order: Partial<PrintOrder['order']> = {},
  print: Partial<PrintOrder['prints'][number]> = {},
): PrintOrder {
  return {
    order: { id: 88, status: 'PAID', createdAt: '2026-03-01T10:00:00.000Z', tracking: [], ...order },
    prints: [
      {
        id: 5,
        orderId: 88,
        customer: { id: 7, name: 'Ada Lovelace', email: 'ada@example.com' },
        size: '16x20',
        paper: 'Canson Baryta',
        quantity: 1,
        cropMode: 'fill',
        finish: null,
        border: null,
        targetPrinter: 'large-format',
        fileName: 'harbour.png',
        previewUrl: '/p.jpg',
        ready: false,
        ...print,
      },
    ],
  };
}
