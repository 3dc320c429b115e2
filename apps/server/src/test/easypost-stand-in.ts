// A local HTTP stand-in for the parts of EasyPost's API the shipping provider calls, for tests: the
// official client talks to it through its baseUrl. Addresses are verified against a small table of
// deliverable ones (standardised in capitals, as EasyPost answers); shipments get USPS and FedEx
// rates, buying one gives a tracking code and a label URL the stand-in serves as a PNG.
import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface StandInAddress {
  street1: string;
  city: string;
  state: string;
  zip: string;
}

export interface EasyPostStandIn {
  url: string;
  /** Method, path and JSON body of every call, with whether it carried the API key. */
  requests: Array<{ method: string; path: string; body: Record<string, unknown>; keyed: boolean }>;
  /** Tracking codes sold. */
  sold: string[];
  close(): Promise<void>;
}

const RATES = [
  { carrier: 'USPS', service: 'GroundAdvantage', rate: '5.20' },
  { carrier: 'FedEx', service: 'FEDEX_GROUND', rate: '11.40' },
  { carrier: 'FedEx', service: 'FEDEX_2_DAY', rate: '24.10' },
  { carrier: 'FedEx', service: 'STANDARD_OVERNIGHT', rate: '48.90' },
];

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

const key = (a: { street1?: unknown; zip?: unknown }) =>
  `${String(a.street1 ?? '')
    .toUpperCase()
    .replace(/\bAVENUE\b/, 'AVE')}|${String(a.zip ?? '').slice(0, 5)}`;

export async function startEasyPostStandIn(apiKey: string, deliverable: StandInAddress[]): Promise<EasyPostStandIn> {
  const known = new Map(deliverable.map((a) => [key(a), a]));
  const shipments = new Map<string, Record<string, unknown>>();
  const label = await sharp({ create: { width: 4, height: 6, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const standIn: EasyPostStandIn = { url: '', requests: [], sold: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'GET' && path.startsWith('/labels/')) {
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end(label);
      }
      const body = await readJson(req);
      const keyed = req.headers.authorization === `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;
      standIn.requests.push({ method: req.method ?? '', path, body, keyed });
      if (!keyed) return send(401, { error: { code: 'APIKEY.INACTIVE', message: 'Invalid API key', errors: [] } });
      if (req.method === 'POST' && path === '/v2/addresses') {
        const sent = body.address as Record<string, unknown>;
        const found = known.get(key(sent));
        const id = `adr_${randomInt(1e9)}`;
        if (!found) {
          return send(201, {
            id,
            object: 'Address',
            ...sent,
            verifications: {
              delivery: {
                success: false,
                errors: [
                  { code: 'E.ADDRESS.NOT_FOUND', field: 'address', message: 'Address not found', suggestion: null },
                ],
                details: null,
              },
            },
          });
        }
        return send(201, {
          id,
          object: 'Address',
          ...sent,
          street1: found.street1.toUpperCase(),
          street2: typeof sent.street2 === 'string' ? sent.street2.toUpperCase() : null,
          city: found.city.toUpperCase(),
          state: found.state,
          zip: found.zip,
          verifications: { delivery: { success: true, errors: [], details: { latitude: 40.7, longitude: -73.9 } } },
        });
      }
      if (req.method === 'POST' && path === '/v2/shipments') {
        const id = `shp_${randomInt(1e9)}`;
        const shipment = {
          id,
          object: 'Shipment',
          ...(body.shipment as Record<string, unknown>),
          rates: RATES.map((r, i) => ({ id: `rate_${i}_${id}`, object: 'Rate', shipment_id: id, ...r })),
          tracking_code: null,
          postage_label: null,
        };
        shipments.set(id, shipment);
        return send(201, shipment);
      }
      const buy = /^\/v2\/shipments\/(shp_\d+)\/buy$/.exec(path);
      if (req.method === 'POST' && buy) {
        const shipment = shipments.get(buy[1] ?? '');
        const rateId = (body.rate as { id?: string } | undefined)?.id;
        const rate = (shipment?.rates as Array<{ id: string }> | undefined)?.find((r) => r.id === rateId);
        if (!shipment || !rate) return send(404, { error: { code: 'NOT_FOUND', message: 'Not found', errors: [] } });
        const tracking = `9400${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e9)).padStart(9, '0')}`;
        standIn.sold.push(tracking);
        const bought = {
          ...shipment,
          selected_rate: rate,
          tracking_code: tracking,
          postage_label: {
            object: 'PostageLabel',
            label_url: `${standIn.url}/labels/${shipment.id as string}.png`,
            label_file_type: 'image/png',
            label_size: '4x6',
          },
        };
        shipments.set(shipment.id as string, bought);
        return send(200, bought);
      }
      return send(404, { error: { code: 'NOT_FOUND', message: 'Not found', errors: [] } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return standIn;
}
