import { describe, expect, it } from 'vitest';
import { createLocalPlaces, localDescriptions, localPlaceId } from './local-places.js';
import { zipRecord, zipsOfCity } from './us-zip-data.js';

describe('the US ZIP data set', () => {
  it('knows the city and state of a ZIP, and the ZIPs of a city', () => {
    expect(zipRecord('11249')).toMatchObject({ city: 'Brooklyn', state: 'NY' });
    expect(zipRecord('78701-1234')).toMatchObject({ city: 'Austin', state: 'TX' });
    expect(zipRecord('00000')).toBeUndefined();
    expect(zipsOfCity('beverly hills', 'ca')).toContain('90210');
    expect(zipsOfCity('Brooklyn', 'NY').length).toBeGreaterThan(20);
    expect(zipsOfCity('Brooklyn', 'ZZ')).toEqual([]);
  });
});

describe('local predictions', () => {
  it.each<[string, string[]]>([
    // The city and state come from the ZIP, before or after the street.
    ['300 Kent Ave 11249', ['300 Kent Ave, Brooklyn, NY 11249']],
    ['300 Kent Ave, 11249', ['300 Kent Ave, Brooklyn, NY 11249']],
    ['11249 300 Kent Ave', ['300 Kent Ave, Brooklyn, NY 11249']],
    ['300 Kent Ave, Brooklyn 11249', ['300 Kent Ave, Brooklyn, NY 11249']],
    ['300 Kent Ave Apt 4 11249-1234', ['300 Kent Ave Apt 4, Brooklyn, NY 11249-1234']],
    ['PO Box 1234 78767', ['PO Box 1234, Austin, TX 78767']],
    // A full address is taken as typed, with the data set's reading after it when it differs.
    ['1 Main St, Springfield, il 62701', ['1 Main St, Springfield, IL 62701']],
    [
      '300 Kent Ave, Williamsburg, NY 11249',
      ['300 Kent Ave, Williamsburg, NY 11249', '300 Kent Ave, Brooklyn, NY 11249'],
    ],
    // The ZIP comes from the city and state: one suggestion per ZIP of the city.
    [
      '9 Rodeo Dr, Beverly Hills, CA',
      [
        '9 Rodeo Dr, Beverly Hills, CA 90209',
        '9 Rodeo Dr, Beverly Hills, CA 90210',
        '9 Rodeo Dr, Beverly Hills, CA 90211',
        '9 Rodeo Dr, Beverly Hills, CA 90212',
        '9 Rodeo Dr, Beverly Hills, CA 90213',
      ],
    ],
    // Nothing to complete yet, or nothing the data set knows.
    ['11249', []],
    ['Brooklyn, NY', []],
    ['12345 Main St', []],
    ['300 Kent Ave 00000', []],
    ['9 Elm St, Nowhereville, NY', []],
    ['30', []],
    ['', []],
  ])('%j -> %j', (query, expected) => {
    expect(localDescriptions(query)).toEqual(expected);
  });

  it('never offers more than five', () => {
    expect(localDescriptions('1 Main St, Brooklyn, NY')).toHaveLength(5);
  });

  it('reads a place back from its id, and refuses an id it did not make', async () => {
    const places = createLocalPlaces();
    const [first] = await places.predictions('300 Kent Ave 11249');
    expect(await places.place(first!.placeId)).toEqual({
      placeId: first!.placeId,
      formattedAddress: '300 Kent Ave, Brooklyn, NY 11249',
    });
    expect(first!.placeId).toBe(localPlaceId('300 Kent Ave, Brooklyn, NY 11249'));
    expect(await places.place('local:')).toBeNull();
    expect(await places.place('local:%%%')).toBeNull();
    expect(await places.place('google:abc')).toBeNull();
  });
});
