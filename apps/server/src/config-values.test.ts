import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const base = { AUTH_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/filmlab-unused' };

describe("a swappable service's provider", () => {
  it('is the built-in one when unset or blank, any case otherwise, and a named error when unknown', () => {
    expect(loadConfig(base).payments).toEqual({ provider: 'local' });
    expect(loadConfig({ ...base, SHIPPING_PROVIDER: '  ' }).shipping).toEqual({ provider: 'local' });
    expect(loadConfig({ ...base, PLACES_PROVIDER: 'LOCAL' }).places).toEqual({ provider: 'local' });
    expect(
      loadConfig({ ...base, PLACES_PROVIDER: ' Nominatim ', NOMINATIM_URL: 'https://geo.example' }).places,
    ).toMatchObject({ provider: 'nominatim' });
    expect(() => loadConfig({ ...base, PLACES_PROVIDER: 'Bing' })).toThrow(
      'PLACES_PROVIDER must be local, google or nominatim, got "bing"',
    );
    expect(() => loadConfig({ ...base, PAYMENTS_PROVIDER: 'paypal' })).toThrow(
      'PAYMENTS_PROVIDER must be local or stripe, got "paypal"',
    );
    expect(() => loadConfig({ ...base, SHIPPING_PROVIDER: 'ups' })).toThrow(
      'SHIPPING_PROVIDER must be local or easypost, got "ups"',
    );
  });
});

describe("the lab's name and address in mail", () => {
  it('signs mail with the lab’s own name and contact address unless MAIL_FROM says otherwise', () => {
    expect(loadConfig(base)).toMatchObject({
      mailFrom: '"Film Lab" <hello@filmlab.example>',
      contactEmail: 'hello@filmlab.example',
    });
    const lab = loadConfig({ ...base, LAB_NAME: 'Darkroom, "Daylight" & Co.', CONTACT_EMAIL: 'hi@darkroom.test' });
    expect(lab.mailFrom).toBe('"Darkroom, Daylight & Co." <hi@darkroom.test>');
    expect(loadConfig({ ...base, LAB_NAME: 'Darkroom', MAIL_FROM: 'Lab <lab@x.test>' }).mailFrom).toBe(
      'Lab <lab@x.test>',
    );
  });
});
