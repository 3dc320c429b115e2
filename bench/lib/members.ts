// The app with N members holding credits (servers/members-server.ts), and a small JSON client for it.
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type Started } from './processes.js';

export type Json = Record<string, unknown>;
export interface Member {
  id: number;
  token: string;
}

export async function startMembersServer(
  env: Record<string, string>,
  members: { count: number; devScanCredits: number; accountCredit?: number },
): Promise<{ server: Started; members: Member[]; call: ReturnType<typeof jsonClient> }> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'filmlab-bench-members-')), 'members.json');
  const server = await startServer('servers/members-server.ts', {
    ...env,
    BENCH_MEMBERS: String(members.count),
    BENCH_DEVSCAN_CREDITS: String(members.devScanCredits),
    BENCH_ACCOUNT_CREDIT: String(members.accountCredit ?? 0),
    BENCH_MEMBERS_FILE: file,
  });
  return {
    server,
    members: JSON.parse(readFileSync(file, 'utf8')) as Member[],
    call: jsonClient(`http://127.0.0.1:${server.port}/api`),
  };
}

/**
 * Calls the API; `ms` is the time from sending to the whole answer read, on loopback. node:http with
 * kept-alive sockets, not fetch: on 2 cores the load generator shares the CPU with the server and
 * PostgreSQL, and fetch took about 6 ms of CPU per request (undici's web streams), node:http under 1.
 */
export function jsonClient(base: string) {
  const agent = new http.Agent({ keepAlive: true });
  return (method: string, url: string, token: string | null, body?: unknown) =>
    new Promise<{ status: number; body: Json; ms: number }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const started = performance.now();
      const req = http.request(
        `${base}${url}`,
        {
          method,
          agent,
          headers: {
            ...(payload !== undefined
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            let json: Json = {};
            try {
              json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json;
            } catch {
              // not JSON (an empty answer): the status says enough
            }
            resolve({ status: res.statusCode ?? 0, body: json, ms: performance.now() - started });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

/** A one-use card token from the local payment provider, as the browser's card form makes one. */
export async function cardToken(call: ReturnType<typeof jsonClient>): Promise<string> {
  const res = await call('POST', '/payments/local/tokenize', null, {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  });
  if (res.status !== 201) throw new Error(`tokenize answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
