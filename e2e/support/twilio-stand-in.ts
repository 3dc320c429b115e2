import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Text {
  /** The call carried the account's SID and auth token as basic auth. */
  authorized: boolean;
  path: string;
  form: Record<string, string>;
}

/**
 * Twilio's Messages API for the browser tests: a small HTTP server that takes the form-encoded
 * POST /2010-04-01/Accounts/{sid}/Messages.json the app sends with SMS_PROVIDER=twilio, keeps it, and
 * answers 201 as Twilio does. The app talks to it exactly as it would to Twilio (TWILIO_API_URL).
 */
export async function startTwilioStandIn(
  accountSid: string,
  authToken: string,
): Promise<{ url: string; texts: Text[]; close(): Promise<void> }> {
  const texts: Text[] = [];
  const basic = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const text: Text = { authorized: req.headers.authorization === basic, path: req.url ?? '', form };
      texts.push(text);
      const ok = text.authorized && req.url === `/2010-04-01/Accounts/${accountSid}/Messages.json`;
      res.writeHead(ok ? 201 : 401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          ok
            ? { sid: `SM${texts.length.toString().padStart(32, '0')}`, to: form.To, status: 'queued' }
            : { code: 20003, message: 'Authenticate', status: 401 },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    texts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
