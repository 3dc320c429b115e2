// What a receipt tells, read in the job's transaction: the order and its lines with their names,
// who it goes to, the payment (or refund) and what it was paid with, the service credits spent, and
// where the order ships.
import { CREDIT_KINDS, SHIPPED_PRODUCT_TYPES, cardDescription, orderNumber, serviceLabel } from '@filmlab/domain';
import { decodeLocalCard } from '../../adapters/payments/local-tokens.js';
import type { Config } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { creditsSpentOn } from '../credits/service-credits.js';
import { findOrderView, findPaidOnOrder, findPaymentRecord, type PaymentRecord } from '../orders/order-service.js';
import { findAccountById } from '../users/service.js';
import type { ReceiptKind, ReceiptRequest } from '../orders/receipt-later.js';

export interface ReceiptFacts {
  kind: ReceiptKind;
  to: string;
  firstName: string | null;
  orderNumber: string;
  /** The customer's order summary, or the guest's order page with its token. */
  link: string;
  lines: Array<{ name: string; quantity: number; amount: number }>;
  subtotal: number;
  discount: number;
  promoCode: string | null;
  shipping: number;
  taxRate: number | null;
  tax: number;
  appliedCredit: number;
  total: number;
  /** The payment this e-mail is about (paid or refunded); null for an order placed to pay at the lab. */
  payment: { amount: number; paidWith: string | null; at: Date } | null;
  /** What was paid on the order before this payment (an adjusted order paying its difference). */
  paidBefore: number;
  /** Service credits the order spent, as a person reads them ('2 Dev + Scan (C-41/BW)'). */
  serviceCredits: string[];
  /** The address the shop's products ship to, in lines; null when nothing ships. */
  shipsTo: string[] | null;
}

/** How a payment was made, as the receipt says it; null when no money changed hands (credit only). */
function paidWith(payment: PaymentRecord, config: Pick<Config, 'authSecret'>): string | null {
  switch (payment.method) {
    case 'card': {
      // The local provider's tokens and saved methods carry the brand and last four digits, signed.
      const local =
        payment.provider === 'local' && payment.paymentMethodId
          ? decodeLocalCard(config.authSecret, payment.paymentMethodId)
          : null;
      const card = payment.savedCard ?? local;
      return card ? cardDescription(card) : 'Card';
    }
    case 'cash':
      return 'Cash at the lab';
    case 'card_reader':
      return 'Card at the lab';
    case 'account_credit':
      return null;
    default:
      return payment.method;
  }
}

/** A line as the customer reads it; a service a credit paid for is marked so, as the order summary marks it. */
function lineName(line: { productName: string; variantName: string | null; unitAmount: number; notes: string | null }) {
  const name = line.variantName ? `${line.productName} (${line.variantName})` : line.productName;
  return line.unitAmount === 0 && line.notes?.endsWith('(credit)') ? `${name} (credit)` : name;
}

export async function readReceipt(options: {
  tx: Tx;
  config: Pick<Config, 'authSecret' | 'publicUrl'>;
  request: ReceiptRequest;
}): Promise<ReceiptFacts | null> {
  const { tx, config, request } = options;
  const view = await findOrderView(tx, request.orderId);
  if (!view) return null;
  const { order } = view;
  const customer = order.customerId === null ? undefined : await findAccountById(tx, order.customerId);
  const to = customer?.email ?? order.guestEmail;
  if (!to) return null;
  const record = request.paymentKey ? await findPaymentRecord(tx, request.paymentKey) : undefined;
  if (request.kind !== 'placed' && !record) return null;
  const paidOn = request.kind === 'paid' && record ? ((await findPaidOnOrder(tx, order.id)) ?? 0) : 0;
  const spent = (await creditsSpentOn(tx, [order.id])).get(order.id);
  const ships = view.lines.some((line) => SHIPPED_PRODUCT_TYPES.includes(line.productType));
  const address = order.address;
  const name = order.guestAddressData?.name ?? (customer ? `${customer.firstName} ${customer.lastName}`.trim() : '');
  return {
    kind: request.kind,
    to,
    firstName: customer?.firstName || order.guestAddressData?.name?.split(' ')[0] || null,
    orderNumber: orderNumber(order.id),
    link:
      order.customerId !== null
        ? `${config.publicUrl}/users/${order.customerId}/orders/${order.id}/summary`
        : `${config.publicUrl}/orders/${order.id}?guestToken=${encodeURIComponent(order.guestToken ?? '')}`,
    lines: view.lines.map((line) => ({ name: lineName(line), quantity: line.quantity, amount: line.amount })),
    subtotal: order.subtotal,
    discount: order.appliedDiscount,
    promoCode: view.promo?.code ?? null,
    shipping: order.shipping,
    taxRate: order.taxRate,
    tax: order.taxAmount,
    appliedCredit: order.appliedCredit,
    total: order.total,
    payment: record
      ? {
          amount: record.amount,
          paidWith: paidWith(record, config),
          at: request.kind === 'refund' ? record.updatedAt : record.createdAt,
        }
      : null,
    paidBefore: record ? Math.max(0, paidOn - record.amount) : 0,
    serviceCredits: CREDIT_KINDS.filter((kind) => (spent?.[kind] ?? 0) > 0).map(
      (kind) => `${spent![kind]} ${serviceLabel(kind)}`,
    ),
    shipsTo:
      ships && address
        ? [
            ...(name ? [name] : []),
            address.address1,
            ...(address.address2 ? [address.address2] : []),
            `${address.city}, ${address.state} ${address.zip}`,
          ]
        : null,
  };
}
