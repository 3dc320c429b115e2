// A local HTTP stand-in for the places services the address search calls, for tests: Google's
// Places API (New) Autocomplete and Place Details, and Nominatim's /search and /lookup. It answers
// from a small table of places (matched by words of the query) and can be told to fail, so tests
// see the real adapters parse real-shaped answers and fall back when the provider is down.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInPlace {
  /** Google's place id, and Nominatim's way id (W<osmId>). */
  googleId: string;
  osmId: number;
  houseNumber: string;
  road: string;
  city: string;
  /** Two-letter code; Nominatim also sends the state's name. */
  state: string;
  stateName: string;
  zip: string;
}

export interface PlacesStandIn {
  url: string;
  /** Paths and query strings asked, in order. */
  requests: URL[];
  /** What each request sent: its headers (keys included, to check they are sent) and JSON body. */
  sent: Array<{ headers: Record<string, string | string[] | undefined>; body: unknown }>;
  /** 'down': every call answers 500; 'quota': Google answers 429 RESOURCE_EXHAUSTED; 'ok' by default. */
  mode: 'ok' | 'down' | 'quota';
  close(): Promise<void>;
}

const googleFormatted = (p: StandInPlace) => `${p.houseNumber} ${p.road}, ${p.city}, ${p.state} ${p.zip}, USA`;

/** Every word of the query is in the place's address. */
function matches(place: StandInPlace, query: string): boolean {
  const text = `${place.houseNumber} ${place.road} ${place.city} ${place.state} ${place.zip}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

function nominatimJson(place: StandInPlace) {
  return {
    place_id: 100000 + place.osmId,
    osm_type: 'way',
    osm_id: place.osmId,
    display_name: `${place.houseNumber}, ${place.road}, ${place.city}, ${place.stateName}, ${place.zip}, United States`,
    address: {
      house_number: place.houseNumber,
      road: place.road,
      city: place.city,
      state: place.stateName,
      'ISO3166-2-lvl4': `US-${place.state}`,
      postcode: place.zip,
      country: 'United States',
      country_code: 'us',
    },
  };
}

export async function startPlacesStandIn(places: StandInPlace[]): Promise<PlacesStandIn> {
  const standIn: PlacesStandIn = { url: '', requests: [], sent: [], mode: 'ok', close: async () => {} };
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const body: unknown = raw ? JSON.parse(raw) : undefined;
    standIn.requests.push(url);
    standIn.sent.push({ headers: req.headers, body });
    const send = (status: number, answer: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    };
    const googleError = (code: number, status: string) => send(code, { error: { code, status, message: status } });
    if (standIn.mode === 'down') return send(500, { error: 'stand-in is down' });
    const q = url.searchParams;
    if (url.pathname.startsWith('/v1/')) {
      if (standIn.mode === 'quota') return googleError(429, 'RESOURCE_EXHAUSTED');
      if (!req.headers['x-goog-api-key']) return googleError(403, 'PERMISSION_DENIED');
      if (!req.headers['x-goog-fieldmask']) return googleError(400, 'INVALID_ARGUMENT');
    }
    if (url.pathname === '/v1/places:autocomplete' && req.method === 'POST') {
      const input = (body as { input?: string } | undefined)?.input ?? '';
      const found = places.filter((place) => matches(place, input));
      return send(
        200,
        found.length
          ? {
              suggestions: found.map((place) => ({
                placePrediction: {
                  place: `places/${place.googleId}`,
                  placeId: place.googleId,
                  text: { text: googleFormatted(place), matches: [{ endOffset: input.length }] },
                },
              })),
            }
          : {},
      );
    }
    if (url.pathname.startsWith('/v1/places/') && req.method === 'GET') {
      const place = places.find((candidate) => `/v1/places/${candidate.googleId}` === url.pathname);
      return place ? send(200, { formattedAddress: googleFormatted(place) }) : googleError(404, 'NOT_FOUND');
    }
    switch (url.pathname) {
      case '/search':
        return send(200, places.filter((place) => matches(place, q.get('q') ?? '')).map(nominatimJson));
      case '/lookup': {
        const ids = (q.get('osm_ids') ?? '').split(',');
        return send(200, places.filter((place) => ids.includes(`W${place.osmId}`)).map(nominatimJson));
      }
      default:
        return send(404, { error: 'not found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return standIn;
}
