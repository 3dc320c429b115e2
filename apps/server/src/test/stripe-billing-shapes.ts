// What the Stripe Billing stand-in (stripe-billing-stand-in.ts) keeps, and its records as API
// 2026-10-28 shows them: periods on the subscription ITEM, an invoice's subscription under
// `parent.subscription_details`, its lines' prices under `pricing.price_details`, its payments listed.

export interface Line {
  amount: number;
  price: string;
  start: number;
  end: number;
  proration: boolean;
}
export interface StandInInvoice {
  id: string;
  subscription: string;
  status: 'open' | 'paid' | 'void';
  amount: number;
  reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  created: number;
  lines: Line[];
  paymentIntent: string | null;
}
export interface StandInSubscription {
  id: string;
  customer: string;
  status: 'incomplete' | 'active' | 'past_due' | 'canceled';
  price: string;
  itemId: string;
  start: number;
  end: number;
  cancelAtPeriodEnd: boolean;
  paymentMethod: string;
  metadata: Record<string, string>;
  latestInvoice: string | null;
  pendingUpdate: boolean;
}

export const invoiceJson = (invoice: StandInInvoice) => ({
  id: invoice.id,
  object: 'invoice',
  status: invoice.status,
  amount_due: invoice.amount,
  amount_paid: invoice.status === 'paid' ? invoice.amount : 0,
  billing_reason: invoice.reason,
  created: invoice.created,
  parent: {
    type: 'subscription_details',
    subscription_details: { subscription: invoice.subscription, metadata: {} },
  },
  lines: {
    object: 'list',
    has_more: false,
    data: invoice.lines.map((line, index) => ({
      id: `il_${invoice.id}_${index}`,
      object: 'line_item',
      amount: line.amount,
      period: { start: line.start, end: line.end },
      parent: {
        type: 'subscription_item_details',
        subscription_item_details: { subscription: invoice.subscription, proration: line.proration },
      },
      pricing: { type: 'price_details', price_details: { price: line.price } },
    })),
  },
  payments: {
    object: 'list',
    has_more: false,
    data: invoice.paymentIntent
      ? [
          {
            id: `inpay_${invoice.id}`,
            object: 'invoice_payment',
            status: invoice.status === 'paid' ? 'paid' : 'open',
            payment: { type: 'payment_intent', payment_intent: invoice.paymentIntent },
          },
        ]
      : [],
  },
});

export const subscriptionJson = (
  sub: StandInSubscription,
  price: object,
  latest: StandInInvoice | null,
  expand: string[] = [],
) => {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    default_payment_method: sub.paymentMethod,
    metadata: sub.metadata,
    pending_update: sub.pendingUpdate ? { expires_at: sub.end } : null,
    latest_invoice: latest && expand.includes('latest_invoice') ? invoiceJson(latest) : (latest?.id ?? null),
    items: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: sub.itemId,
          object: 'subscription_item',
          price,
          current_period_start: sub.start,
          current_period_end: sub.end,
        },
      ],
    },
  };
};
