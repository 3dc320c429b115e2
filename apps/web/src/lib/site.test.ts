import { describe, expect, it } from 'vitest';
import { identityFromPage } from './site';

const pageWith = (text: string | null) => ({
  getElementById: (id: string) =>
    id === 'lab-identity' && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

describe('identityFromPage', () => {
  it('reads the identity the server wrote into the page, the company being the name', () => {
    const text = JSON.stringify({
      name: 'Silver & Salt',
      contactEmail: 'hi@silversalt.test',
      city: 'Queens',
      region: 'NY',
      origin: 'x',
    });
    expect(identityFromPage(pageWith(text))).toEqual({
      name: 'Silver & Salt',
      company: 'Silver & Salt',
      contactEmail: 'hi@silversalt.test',
      labCity: 'Queens',
      labRegion: 'NY',
    });
  });

  it('reads the logo, or its absence, and nothing else in its place', () => {
    const logo = (logoUrl: unknown) => identityFromPage(pageWith(JSON.stringify({ logoUrl }))).logoUrl;
    expect(logo('https://cdn.example/logo.svg')).toBe('https://cdn.example/logo.svg');
    expect(logo(null)).toBeNull();
    expect(logo(7)).toBeUndefined();
  });

  it('keeps the defaults when there is no block, or it is not JSON, or a value is not text', () => {
    expect(identityFromPage(undefined)).toEqual({});
    expect(identityFromPage(pageWith(null))).toEqual({});
    expect(identityFromPage(pageWith('{not json'))).toEqual({});
    expect(identityFromPage(pageWith(JSON.stringify({ name: 7 })))).toEqual({});
  });
});
