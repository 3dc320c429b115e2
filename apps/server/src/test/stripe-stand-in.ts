// A local HTTP stand-in for the parts of Stripe's API the Stripe provider calls, for tests: the real
// SDK talks to it through its host/port/protocol settings. Test payment methods behave as Stripe's:
// pm_card_visa succeeds, pm_card_chargeDeclined is declined.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

export interface StripeStandIn {
  url: string;
  requests: StandInRequest[];
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

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  let next = 0;
  const server: Server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const form = new URLSearchParams(await readBody(req));
    const key = req.headers['idempotency-key'];
    requests.push({ method: req.method ?? '', path, form, idempotencyKey: typeof key === 'string' ? key : undefined });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++next}` });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_standin_${++next}`;
      const method = form.get('payment_method') ?? '';
      if (method === 'pm_card_chargeDeclined') {
        return send(402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: { id, object: 'payment_intent', status: 'requires_payment_method' },
          },
        });
      }
      if (!method.startsWith('pm_')) {
        return send(400, {
          error: { type: 'invalid_request_error', param: 'payment_method', message: 'No such PaymentMethod' },
        });
      }
      return send(200, { id, object: 'payment_intent', status: 'succeeded', amount: Number(form.get('amount')) });
    }
    if (req.method === 'POST' && path === '/v1/customers')
      return send(200, { id: `cus_standin_${++next}`, object: 'customer' });
    if (req.method === 'POST' && path.startsWith('/v1/customers/'))
      return send(200, { id: path.split('/')[3], object: 'customer' });
    const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
    if (req.method === 'POST' && attach) return send(200, card(attach[1]!, attach[1]!.includes('generated')));
    const retrieve = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && retrieve) return send(200, card(retrieve[1]!, retrieve[1]!.includes('generated')));
    if (req.method === 'POST' && path === '/v1/refunds')
      return send(200, { id: `re_${++next}`, object: 'refund', status: 'succeeded' });
    return send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
