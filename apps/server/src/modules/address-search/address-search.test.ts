import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildUser } from '../../test/factories.js';
import { startPlacesStandIn, type PlacesStandIn } from '../../test/places-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

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
const bridge = {
  googleId: 'ChIJbridgeOnly',
  osmId: 5,
  houseNumber: '',
  road: 'Brooklyn Bridge',
  city: 'New York',
  state: 'NY',
  stateName: 'New York',
  zip: '',
};

const get = (t: TestApp, url: string, ip = '198.51.100.7', token?: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, remoteAddress: ip, headers: token ? bearer(token) : {} });
const predictions = async (t: TestApp, query: string, ip?: string) =>
  (await get(t, `/addresses/predictions?query=${encodeURIComponent(query)}`, ip)).json().predictions as Array<{
    placeId: string;
    description: string;
  }>;

describe('address search with the local default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PLACES_RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(() => t.close());

  it('completes city and state from a ZIP for a visitor, and the pick splits into the address fields', async () => {
    const [first, ...rest] = await predictions(t, '300 Kent Ave 11249', '198.51.100.1');
    expect(rest).toEqual([]);
    expect(first!.description).toBe('300 Kent Ave, Brooklyn, NY 11249');
    const res = await get(t, `/addresses/places/${first!.placeId}`, '198.51.100.1');
    expect(res.statusCode).toBe(200);
    expect(res.json().place).toEqual({
      placeId: first!.placeId,
      formattedAddress: '300 Kent Ave, Brooklyn, NY 11249',
      address1: '300 Kent Ave',
      city: 'Brooklyn',
      state: 'NY',
      zip: '11249',
    });
  });

  it('answers 404 for a place id it never gave, 400 naming the field for a bad one', async () => {
    const ip = '198.51.100.2';
    expect((await get(t, '/addresses/places/google:unknown', ip)).statusCode).toBe(404);
    const bad = await get(t, `/addresses/places/${encodeURIComponent('a b<c>')}`, ip);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join()).toMatch(/placeId/);
    const empty = await get(t, '/addresses/predictions?query=', ip);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.join()).toMatch(/query/);
  });

  it('limits each visitor address to its calls per minute, and not the others', async () => {
    const ip = '198.51.100.3';
    for (let i = 0; i < 5; i++)
      expect((await get(t, '/addresses/predictions?query=1 Main St', ip)).statusCode).toBe(200);
    const limited = await get(t, '/addresses/predictions?query=1 Main St', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors.join()).toMatch(/too many/);
    expect((await get(t, '/addresses/places/local:abc', ip)).statusCode).toBe(429);
    expect((await get(t, '/addresses/predictions?query=1 Main St', '198.51.100.4')).statusCode).toBe(200);
  });

  it('checks an address as a label would, and offers the data set’s correction', async () => {
    const verify = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/addresses/verify', remoteAddress: '198.51.100.6', payload });
    const good = await verify({
      address1: '300 Kent Ave',
      address2: 'Apt 2',
      city: 'brooklyn',
      state: 'ny',
      zip: '11249',
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ deliverable: true, errors: [], suggestion: null });
    const wrong = await verify({ address1: '300 Kent Ave', city: 'Williamsburg', state: 'NY', zip: '11249' });
    expect(wrong.json()).toEqual({
      deliverable: false,
      errors: ['city: ZIP 11249 is Brooklyn, NY'],
      suggestion: { address1: '300 Kent Ave', address2: null, city: 'Brooklyn', state: 'NY', zip: '11249' },
    });
    const bad = await verify({ address1: '300 Kent Ave', city: 'Brooklyn', state: 'XX', zip: '11249' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join()).toMatch(/state/);
  });

  it("never reads a customer's saved address: another customer gets only what they typed", async () => {
    const owner = await buildUser(t.database.db, { config: t.config });
    const other = await buildUser(t.database.db, { config: t.config });
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/users/${owner.user.id}/address`,
      headers: bearer(owner.token),
      payload: {
        address1: '77 Secret Lane',
        address2: 'Apt 9',
        city: 'Brooklyn',
        state: 'NY',
        zip: '11211',
        placeId: 'google:ChIJsecret',
      },
    });
    expect(saved.statusCode).toBe(201);
    const ip = '198.51.100.5';
    const found = await get(t, '/addresses/predictions?query=77 Secret Lane', ip, other.token);
    expect(found.statusCode).toBe(200);
    expect(found.body).not.toMatch(/11211|Apt 9/);
    // Neither the saved address's id nor its place id opens it.
    for (const id of [String(saved.json().address.id), 'google:ChIJsecret']) {
      const res = await get(t, `/addresses/places/${id}`, ip, other.token);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/Secret/);
    }
  });
});

describe('address search through providers (local HTTP stand-in)', () => {
  let standIn: PlacesStandIn;
  let google: TestApp;
  let osm: TestApp;
  beforeAll(async () => {
    standIn = await startPlacesStandIn([kent, bridge]);
    google = await createTestApp({
      PLACES_PROVIDER: 'google',
      GOOGLE_PLACES_API_KEY: 'server-side-key',
      GOOGLE_PLACES_API_URL: standIn.url,
    });
    osm = await createTestApp({ PLACES_PROVIDER: 'nominatim', NOMINATIM_URL: standIn.url });
    // Two apps with their databases: slow on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await google.close();
    await osm.close();
    await standIn.close();
  });

  it('Google: predictions and details through our server; the key never reaches the browser', async () => {
    standIn.mode = 'ok';
    const res = await get(google, '/addresses/predictions?query=300 Kent');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/server-side-key/);
    expect(res.json().predictions).toEqual([
      { placeId: 'google:ChIJkent300', description: '300 Kent Avenue, Brooklyn, NY 11249, USA' },
    ]);
    expect(standIn.sent.at(-1)!.headers['x-goog-api-key']).toBe('server-side-key');
    const place = await get(google, '/addresses/places/google:ChIJkent300');
    expect(place.json().place).toMatchObject({
      address1: '300 Kent Avenue',
      city: 'Brooklyn',
      state: 'NY',
      zip: '11249',
    });
  });

  it('refuses a place that does not split into street, city, state and zip (422)', async () => {
    const res = await get(google, '/addresses/places/google:ChIJbridgeOnly');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(['placeId: pick an address with a street, city, state and zip']);
  });

  it('Nominatim: predictions and details through our server', async () => {
    standIn.mode = 'ok';
    const [first] = await predictions(osm, '300 Kent Brooklyn');
    expect(first).toEqual({ placeId: 'osm:W4242', description: '300 Kent Avenue, Brooklyn, NY 11249' });
    const place = await get(osm, '/addresses/places/osm:W4242');
    expect(place.json().place).toMatchObject({ address1: '300 Kent Avenue', zip: '11249' });
  });

  it('a provider that is down: predictions come from the local default; its own place ids answer 503', async () => {
    standIn.mode = 'down';
    for (const app of [google, osm]) {
      const res = await get(app, '/addresses/predictions?query=300 Kent Ave 11249');
      expect(res.statusCode).toBe(200);
      const [first] = res.json().predictions;
      expect(first.description).toBe('300 Kent Ave, Brooklyn, NY 11249');
      expect((await get(app, `/addresses/places/${first.placeId}`)).json().place.city).toBe('Brooklyn');
    }
    const unavailable = await get(google, '/addresses/places/google:ChIJkent300');
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json().message).toMatch(/type the full address/);
    standIn.mode = 'ok';
  });
});
