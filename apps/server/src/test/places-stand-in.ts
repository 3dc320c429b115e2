// A local HTTP stand-in for the places services the address search calls, for tests: Google Places'
// Place Autocomplete and Place Details web services, and Nominatim's /search and /lookup. It answers
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
  /** Paths and query strings asked, in order (keys included, to check they are sent). */
  requests: URL[];
  /** 'down': every call answers 500; 'quota': Google answers OVER_QUERY_LIMIT; 'ok' by default. */
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
  const standIn: PlacesStandIn = { url: '', requests: [], mode: 'ok', close: async () => {} };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    standIn.requests.push(url);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (standIn.mode === 'down') return send(500, { error: 'stand-in is down' });
    const q = url.searchParams;
    switch (url.pathname) {
      case '/maps/api/place/autocomplete/json': {
        if (standIn.mode === 'quota') return send(200, { status: 'OVER_QUERY_LIMIT', predictions: [] });
        if (!q.get('key')) return send(200, { status: 'REQUEST_DENIED', predictions: [] });
        const found = places.filter((place) => matches(place, q.get('input') ?? ''));
        return send(200, {
          status: found.length ? 'OK' : 'ZERO_RESULTS',
          predictions: found.map((place) => ({ place_id: place.googleId, description: googleFormatted(place) })),
        });
      }
      case '/maps/api/place/details/json': {
        if (standIn.mode === 'quota') return send(200, { status: 'OVER_QUERY_LIMIT' });
        const place = places.find((candidate) => candidate.googleId === q.get('place_id'));
        return send(
          200,
          place ? { status: 'OK', result: { formatted_address: googleFormatted(place) } } : { status: 'NOT_FOUND' },
        );
      }
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
