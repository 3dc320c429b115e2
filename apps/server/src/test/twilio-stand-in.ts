// A local HTTP stand-in for Twilio's Messages API, for tests: POST
// /2010-04-01/Accounts/{AccountSid}/Messages.json with basic auth (the account SID and auth token) and
// a form body, answered as Twilio answers. Numbers in `refused` are turned away with Twilio's 21211
// ("not a valid phone number"); a wrong SID or token gets 401 with code 20003.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioCall {
  method: string;
  path: string;
  /** The call carried the account's SID and token as basic auth. */
  authorized: boolean;
  contentType: string;
  form: Record<string, string>;
}

export interface TwilioStandIn {
  /** The origin to give the sender as its API URL. */
  url: string;
  calls: TwilioCall[];
  /** Numbers (E.164) Twilio refuses. */
  refused: Set<string>;
  /** While set, every call is held this long before it is answered. */
  delayMs: number;
  close(): Promise<void>;
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export async function startTwilioStandIn(accountSid: string, authToken: string): Promise<TwilioStandIn> {
  const standIn: TwilioStandIn = { url: '', calls: [], refused: new Set(), delayMs: 0, close: async () => {} };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      const form = await readForm(req);
      const authorized =
        req.headers.authorization === `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      standIn.calls.push({
        method: req.method ?? '',
        path,
        authorized,
        contentType: req.headers['content-type'] ?? '',
        form,
      });
      if (standIn.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, standIn.delayMs));
      const send = (status: number, body: unknown) => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, code: number, message: string) =>
        send(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
      if (req.method !== 'POST' || path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
        return error(404, 20404, 'The requested resource was not found');
      }
      if (!authorized) return error(401, 20003, 'Authenticate');
      if (!form.To || !form.Body || (!form.From && !form.MessagingServiceSid)) {
        return error(400, 21604, "A 'To', 'Body' and 'From' or 'MessagingServiceSid' are required.");
      }
      if (standIn.refused.has(form.To)) {
        return error(400, 21211, `The 'To' number ${form.To} is not a valid phone number.`);
      }
      const sid = `SM${randomBytes(16).toString('hex')}`;
      send(201, {
        sid,
        account_sid: accountSid,
        to: form.To,
        from: form.From ?? null,
        messaging_service_sid: form.MessagingServiceSid ?? null,
        body: form.Body,
        status: form.MessagingServiceSid ? 'accepted' : 'queued',
        error_code: null,
        error_message: null,
        api_version: '2010-04-01',
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
