// A local HTTP stand-in for the parts of Stripe's API the Stripe provider calls, for tests: the real
// SDK talks to it through its host/port/protocol settings. It keeps PaymentIntents and refunds as
// Stripe does (statuses, Idempotency-Key replays, one refund per charge), so tests can check what
// "Stripe" charged. Test payment methods behave as Stripe's: pm_card_visa succeeds,
// pm_card_chargeDeclined is declined, pm_card_authenticationRequired needs 3-D Secure. Stripe Billing
// (prices, subscriptions, invoices) is in stripe-billing-stand-in.ts, its invoices paid through these intents.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBillingStandIn, type BillingStandIn } from './stripe-billing-stand-in.js';

export interface StandInRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

export interface StandInIntent {
  id: string;
  amount: number;
  paymentMethod: string;
  customer: string | null;
  status: 'requires_confirmation' | 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  metadata: Record<string, string>;
  declineMessage: string | null;
  /** Cents refunded. */
  refunded: number;
}

export interface StandInOptions {
  /** How long confirming with this payment method takes, in ms (a slow card company). */
  confirmDelayMs?: (paymentMethod: string) => number;
  /** Called once a confirm has charged the card, before the answer is sent (a crash test kills the app here). */
  onCharged?: (intent: StandInIntent) => void;
}

export interface StripeStandIn {
  url: string;
  requests: StandInRequest[];
  intents: Map<string, StandInIntent>;
  refunds: Array<{ id: string; paymentIntent: string; amount: number }>;
  billing: BillingStandIn;
  close(): Promise<void>;
}

const card = (id: string, generated = false) => ({
  id,
  object: 'payment_method',
  type: 'card',
  card: {
    brand: 'visa',
    last4: '4242',
    exp_month: 12,
    exp_year: 2040,
    generated_from: generated ? { charge: 'ch_1' } : null,
  },
});

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const DECLINED = 'Your card was declined.';

export async function startStripeStandIn(options: StandInOptions = {}): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const intents = new Map<string, StandInIntent>();
  const refunds: StripeStandIn['refunds'] = [];
  // Stripe answers a repeated Idempotency-Key with the first answer.
  const replays = new Map<string, { status: number; body: unknown }>();
  let next = 0;
  const billing = createBillingStandIn((amount, paymentMethod, customer) => {
    const intent: StandInIntent = {
      id: `pi_standin_${++next}`,
      amount,
      paymentMethod,
      customer,
      status: 'requires_confirmation',
      metadata: {},
      declineMessage: null,
      refunded: 0,
    };
    intents.set(intent.id, intent);
    confirm(intent);
    return { id: intent.id, paid: intent.status === 'succeeded' };
  });

  const intentJson = (intent: StandInIntent) => ({
    id: intent.id,
    object: 'payment_intent',
    status: intent.status,
    amount: intent.amount,
    metadata: intent.metadata,
    last_payment_error: intent.declineMessage ? { type: 'card_error', message: intent.declineMessage } : null,
    latest_charge:
      intent.status === 'succeeded'
        ? { id: `ch_${intent.id}`, object: 'charge', amount_refunded: intent.refunded, refunded: intent.refunded > 0 }
        : null,
  });
  const invalid = (message: string, extra: object = {}) => ({
    status: 400,
    body: { error: { type: 'invalid_request_error', message, ...extra } },
  });

  async function answer(
    method: string,
    path: string,
    form: URLSearchParams,
  ): Promise<{ status: number; body: unknown }> {
    const billed = billing.answer(method, path, form);
    if (billed) return billed;
    if (method === 'POST' && path === '/v1/payment_intents') {
      const paymentMethod = form.get('payment_method') ?? '';
      if (!paymentMethod.startsWith('pm_')) return invalid('No such PaymentMethod', { param: 'payment_method' });
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
        if (name) metadata[name] = value;
      }
      const intent: StandInIntent = {
        id: `pi_standin_${++next}`,
        amount: Number(form.get('amount')),
        paymentMethod,
        customer: form.get('customer'),
        status: 'requires_confirmation',
        metadata,
        declineMessage: null,
        refunded: 0,
      };
      intents.set(intent.id, intent);
      if (form.get('confirm') !== 'true') return { status: 200, body: intentJson(intent) };
      await slowly(intent);
      return confirm(intent);
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel))?$/.exec(path);
    if (intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent)
        return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } } };
      if (method === 'GET' && !intentPath[2]) return { status: 200, body: intentJson(intent) };
      if (intentPath[2] === 'confirm') {
        if (intent.status !== 'requires_confirmation') {
          return invalid(`You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, {
            code: 'payment_intent_unexpected_state',
          });
        }
        await slowly(intent);
        return confirm(intent);
      }
      if (intentPath[2] === 'cancel') {
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return invalid(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, {
            code: 'payment_intent_unexpected_state',
          });
        }
        intent.status = 'canceled';
        return { status: 200, body: intentJson(intent) };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent || intent.status !== 'succeeded') return invalid('This PaymentIntent has no charge to refund.');
      if (intent.refunded > 0) return invalid('Charge has already been refunded.', { code: 'charge_already_refunded' });
      intent.refunded = intent.amount;
      const refund = { id: `re_${++next}`, paymentIntent: intent.id, amount: intent.amount };
      refunds.push(refund);
      return { status: 200, body: { id: refund.id, object: 'refund', status: 'succeeded', amount: refund.amount } };
    }
    if (method === 'POST' && path === '/v1/customers')
      return { status: 200, body: { id: `cus_standin_${++next}`, object: 'customer' } };
    if (method === 'POST' && path.startsWith('/v1/customers/')) {
      return { status: 200, body: { id: path.split('/')[3], object: 'customer' } };
    }
    const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
    if (method === 'POST' && attach) return { status: 200, body: card(attach[1]!, attach[1]!.includes('generated')) };
    const retrieve = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieve)
      return { status: 200, body: card(retrieve[1]!, retrieve[1]!.includes('generated')) };
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    };
  }

  async function slowly(intent: StandInIntent) {
    const delay = options.confirmDelayMs?.(intent.paymentMethod) ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  function confirm(intent: StandInIntent): { status: number; body: unknown } {
    if (intent.paymentMethod === 'pm_card_chargeDeclined') {
      intent.status = 'requires_payment_method';
      intent.declineMessage = DECLINED;
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: DECLINED,
            payment_intent: intentJson(intent),
          },
        },
      };
    }
    if (intent.paymentMethod === 'pm_card_authenticationRequired') {
      intent.status = 'requires_action';
      return { status: 200, body: intentJson(intent) };
    }
    intent.status = 'succeeded';
    options.onCharged?.(intent);
    return { status: 200, body: intentJson(intent) };
  }

  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const [path = '', query = ''] = (req.url ?? '').split('?');
    // GET and DELETE send their parameters in the query string.
    const form = new URLSearchParams(req.method === 'POST' ? await readBody(req) : query);
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
    requests.push({ method: req.method ?? '', path, form, idempotencyKey: key });
    const replayKey = key && `${req.method} ${path} ${key}`;
    const result = (replayKey && replays.get(replayKey)) || (await answer(req.method ?? '', path, form));
    if (replayKey) replays.set(replayKey, result);
    res.writeHead(result.status, { 'content-type': 'application/json', 'request-id': `req_${++next}` });
    res.end(JSON.stringify(result.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    refunds,
    billing,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
