import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlacesStandIn, type PlacesStandIn } from '../../test/places-stand-in.js';
import { withLocalFallback } from './fallback-places.js';
import { createGooglePlaces } from './google-places.js';
import { createLocalPlaces } from './local-places.js';
import { createNominatimPlaces } from './nominatim-places.js';

const kent = {
  googleId: 'ChIJkent300',
  osmId: 4242,
  houseNumber: '300',
  road: 'Kent Avenue',
  city: 'Brooklyn',
  state: 'NY',
  stateName: 'New York',
  zip: '11249',
};
const congress = {
  googleId: 'ChIJcongress1100',
  osmId: 7777,
  houseNumber: '1100',
  road: 'Congress Avenue',
  city: 'Austin',
  state: 'TX',
  stateName: 'Texas',
  zip: '78701',
};

describe('places providers against a local stand-in', () => {
  let standIn: PlacesStandIn;
  beforeAll(async () => {
    standIn = await startPlacesStandIn([kent, congress]);
  });
  afterAll(() => standIn.close());

  const google = () => createGooglePlaces({ apiKey: 'test-key', baseUrl: standIn.url, timeoutMs: 2_000 });
  const nominatim = () => createNominatimPlaces({ baseUrl: `${standIn.url}/`, timeoutMs: 2_000 });

  it('Google: predictions for US addresses with the key, then the details of the one picked', async () => {
    standIn.mode = 'ok';
    const predictions = await google().predictions('300 Kent');
    expect(predictions).toEqual([
      { placeId: 'google:ChIJkent300', description: '300 Kent Avenue, Brooklyn, NY 11249, USA' },
    ]);
    expect(standIn.requests.at(-1)!.pathname).toBe('/v1/places:autocomplete');
    const sent = standIn.sent.at(-1)!;
    expect(sent.headers['x-goog-api-key']).toBe('test-key');
    expect(sent.body).toMatchObject({ input: '300 Kent', includedRegionCodes: ['us'] });
    // The key never travels in a URL.
    expect(standIn.requests.every((url) => !url.search.includes('test-key'))).toBe(true);
    expect(await google().place('google:ChIJkent300')).toEqual({
      placeId: 'google:ChIJkent300',
      formattedAddress: '300 Kent Avenue, Brooklyn, NY 11249, USA',
    });
    expect(await google().place('google:nope')).toBeNull();
    expect(await google().predictions('nowhere at all')).toEqual([]);
  });

  it('Google: a refused call (quota) is a failure, not an empty list', async () => {
    standIn.mode = 'quota';
    await expect(google().predictions('300 Kent')).rejects.toThrow(/RESOURCE_EXHAUSTED/);
    await expect(google().place('google:ChIJkent300')).rejects.toThrow(/RESOURCE_EXHAUSTED/);
    standIn.mode = 'ok';
  });

  it('Nominatim: search and lookup, state codes from ISO 3166-2', async () => {
    standIn.mode = 'ok';
    const predictions = await nominatim().predictions('1100 Congress Austin');
    expect(predictions).toEqual([{ placeId: 'osm:W7777', description: '1100 Congress Avenue, Austin, TX 78701' }]);
    expect(Object.fromEntries(standIn.requests.at(-1)!.searchParams)).toMatchObject({
      q: '1100 Congress Austin',
      countrycodes: 'us',
      format: 'jsonv2',
      addressdetails: '1',
    });
    expect(await nominatim().place('osm:W7777')).toEqual({
      placeId: 'osm:W7777',
      formattedAddress: '1100 Congress Avenue, Austin, TX 78701',
    });
    expect(standIn.requests.at(-1)!.searchParams.get('osm_ids')).toBe('W7777');
    expect(await nominatim().place('osm:W1')).toBeNull();
    expect(await nominatim().place('google:ChIJkent300')).toBeNull();
  });

  it('a provider that is down falls back to the local default, and the failure is logged', async () => {
    standIn.mode = 'down';
    const logged: Array<{ provider: string; call: string; message: string }> = [];
    const places = withLocalFallback(google(), createLocalPlaces(), (err, provider, call) =>
      logged.push({ provider, call, message: (err as Error).message }),
    );
    const predictions = await places.predictions('300 Kent Ave 11249');
    expect(predictions.map((p) => p.description)).toEqual(['300 Kent Ave, Brooklyn, NY 11249']);
    expect(logged).toEqual([{ provider: 'google', call: 'predictions', message: 'Google Places autocomplete: 500' }]);
    // The local prediction's details are read locally, whatever the provider's state.
    expect(await places.place(predictions[0]!.placeId)).toMatchObject({
      formattedAddress: '300 Kent Ave, Brooklyn, NY 11249',
    });
    await expect(places.place('google:ChIJkent300')).rejects.toThrow(/not answering/);
    expect(logged).toHaveLength(2);

    const osm = withLocalFallback(nominatim(), createLocalPlaces(), (err, provider, call) =>
      logged.push({ provider, call, message: (err as Error).message }),
    );
    expect((await osm.predictions('1100 Congress Ave 78701')).map((p) => p.description)).toEqual([
      '1100 Congress Ave, Austin, TX 78701',
    ]);
    expect(logged.at(-1)).toEqual({ provider: 'nominatim', call: 'predictions', message: 'Nominatim answered 500' });
    standIn.mode = 'ok';
  });

  it('a provider that never answers times out and falls back', async () => {
    const silent = await import('node:http').then(
      ({ createServer }) =>
        new Promise<{ url: string; close: () => void }>((resolve) => {
          const server = createServer(() => {});
          server.listen(0, '127.0.0.1', () => {
            const { port } = server.address() as { port: number };
            resolve({
              url: `http://127.0.0.1:${port}`,
              close: () => {
                server.closeAllConnections();
                server.close();
              },
            });
          });
        }),
    );
    const logged: string[] = [];
    const places = withLocalFallback(
      createGooglePlaces({ apiKey: 'k', baseUrl: silent.url, timeoutMs: 200 }),
      createLocalPlaces(),
      (_err, provider) => logged.push(provider),
    );
    const started = Date.now();
    expect((await places.predictions('1100 Congress Ave 78701')).length).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(logged).toEqual(['google']);
    silent.close();
  });
});
