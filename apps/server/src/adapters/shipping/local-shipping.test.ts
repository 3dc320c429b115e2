import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readCode128 } from '../../test/read-barcode.js';
import { createLocalBlobStore } from '../blobs/local-blob-store.js';
import { LABEL_DPI, LABEL_WIDTH, SAMPLE_NOTICE, labelSvg } from './draw-label.js';
import { createLocalShipping } from './local-shipping.js';
import type { ShippingAddress } from './shipping-provider.js';
import { isUspsTrackingNumber } from './tracking-numbers.js';
import { UndeliverableAddressError } from './undeliverable-address-error.js';

const lab: ShippingAddress = {
  name: 'Film Lab',
  street1: '55 Water St',
  city: 'Brooklyn',
  state: 'NY',
  zip: '11201',
  phone: '718-555-0100',
};
const customer: ShippingAddress = {
  name: 'Ada Lovelace',
  street1: '1100 Congress Ave',
  street2: 'Apt 4',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};

describe('the local shipping provider', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'filmlab-labels-'));
  const blobs = createLocalBlobStore({
    root,
    secret: 'test-secret-that-is-long-enough',
    publicUrl: 'http://localhost:3000',
  });
  const shipping = createLocalShipping(blobs);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** The barcode as zbar's scanner reads it (GS1's group separator shown as <GS>). */
  function zbarRead(png: Buffer): string {
    const file = path.join(root, 'scan.png');
    writeFileSync(file, png);
    const out = execFileSync('zbarimg', ['--quiet', '--raw', file], { encoding: 'latin1', stdio: 'pipe' });
    return out.trimEnd().replaceAll('\x1d', '<GS>');
  }

  it.each<[string, Partial<ShippingAddress>, boolean, string[], Partial<ShippingAddress> | null]>([
    ['an address that agrees with the data set', {}, true, [], null],
    ['letter case and ZIP+4 do not matter', { city: 'AUSTIN', state: 'tx', zip: '78701-1234' }, true, [], null],
    ['a city that is not the ZIP’s', { city: 'Dallas' }, false, ['city: ZIP 78701 is Austin, TX'], { city: 'Austin' }],
    [
      'a state that is not the ZIP’s',
      { state: 'OK' },
      false,
      ['state: ZIP 78701 is in TX, not OK'],
      { state: 'TX', city: 'Austin' },
    ],
    ['a ZIP the data set lacks', { zip: '00000' }, false, ['zip: 00000 is not a US ZIP code we know'], null],
    ['no ZIP at all', { zip: 'abc' }, false, ['zip: abc is not a US ZIP code we know'], null],
  ])('checks %s', async (_case, change, deliverable, errors, suggestion) => {
    const check = await shipping.verifyAddress({ ...customer, ...change });
    expect(check.deliverable).toBe(deliverable);
    expect(check.errors).toEqual(errors);
    if (suggestion) expect(check.suggestion).toMatchObject(suggestion);
    else expect(check.suggestion).toBeNull();
  });

  it('draws a 4x6 PNG label whose barcode reads back as the tracking number', async () => {
    const label = await shipping.buyLabel({
      from: lab,
      to: customer,
      serviceLevel: 'fedex_ground',
      labelKey: 'labels/test-1.png',
    });
    expect(label.carrier).toBe('FEDEX');
    expect(label.trackingNumber).toMatch(/^\d{12}$/);
    const png = await blobs.get('labels/test-1.png');
    expect(png).not.toBeNull();
    const meta = await sharp(png!).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 812, height: 1218, density: LABEL_DPI });
    // The PNG's pHYs says the dots per inch it was drawn for, so it prints at 4 x 6 inches.
    expect([meta.width! / meta.density!, meta.height! / meta.density!].map((n) => n.toFixed(2))).toEqual([
      '4.00',
      '6.00',
    ]);
    expect(zbarRead(png!)).toBe(label.trackingNumber);
    expect(await readCode128(png!)).toBe(label.trackingNumber);
    expect(label.carrierShipment.postageLabel.labelUrl).toMatch(/^http:\/\/localhost:3000\/.+test-1\.png/);
    expect(label.carrierShipment).toMatchObject({ trackingCode: label.trackingNumber, service: 'fedex_ground' });
  });

  it('a USPS label has an IMpb tracking number whose check digit holds, in a GS1-128 barcode with the ZIP', async () => {
    const label = await shipping.buyLabel({
      from: customer,
      to: lab,
      serviceLevel: 'return_negatives',
      isReturn: true,
      labelKey: 'labels/test-2.png',
    });
    expect(label.carrier).toBe('USPS');
    expect(label.trackingNumber).toMatch(/^92\d{20}$/);
    expect(isUspsTrackingNumber(label.trackingNumber)).toBe(true);
    const png = (await blobs.get('labels/test-2.png'))!;
    // 420 and the lab's ZIP, the group separator, then the tracking number.
    expect(zbarRead(png)).toBe(`42011201<GS>${label.trackingNumber}`);
    expect((await sharp(png).metadata()).density).toBe(LABEL_DPI);
  });

  it('makes every USPS number with a check digit that holds', async () => {
    for (let i = 0; i < 8; i++) {
      const label = await shipping.buyLabel({
        from: lab,
        to: customer,
        serviceLevel: 'usps_first',
        labelKey: `labels/many-${i}.png`,
      });
      expect(isUspsTrackingNumber(label.trackingNumber), label.trackingNumber).toBe(true);
    }
  });

  it('says in large type on the label that it is a sample and not postage', async () => {
    const label = await shipping.buyLabel({
      from: lab,
      to: customer,
      serviceLevel: 'usps_first',
      labelKey: 'labels/sample.png',
    });
    const svg = labelSvg({ from: lab, to: customer, ...label, weightOz: 8 });
    expect(SAMPLE_NOTICE).toBe('SAMPLE — NOT POSTAGE');
    expect(svg).toMatch(/<text [^>]*font-size="46" font-weight="700" fill="#fff"[^>]*>SAMPLE — NOT POSTAGE<\/text>/);
    // On the PNG: a black band across the label (y 672 to 740) with the white letters in it.
    const { data } = await sharp((await blobs.get('labels/sample.png'))!)
      .extract({ left: 16, top: 672, width: LABEL_WIDTH - 32, height: 68 })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const white = data.filter((v) => v > 200).length / data.length;
    expect(white).toBeGreaterThan(0.1);
    expect(white).toBeLessThan(0.45);
  });

  it('buys no label for an address the check refuses, nor FedEx to a PO box', async () => {
    const refused = shipping.buyLabel({
      from: lab,
      to: { ...customer, city: 'Dallas' },
      serviceLevel: 'usps_first',
      labelKey: 'labels/test-3.png',
    });
    await expect(refused).rejects.toBeInstanceOf(UndeliverableAddressError);
    await expect(refused).rejects.toMatchObject({ check: { suggestion: { city: 'Austin' } } });
    const poBox = { ...customer, street1: 'PO Box 1234', street2: null, zip: '78767' };
    await expect(
      shipping.buyLabel({ from: lab, to: poBox, serviceLevel: 'fedex_2_day', labelKey: 'labels/test-4.png' }),
    ).rejects.toMatchObject({ check: { errors: ['street1: this carrier does not deliver to PO boxes'] } });
    // USPS delivers to PO boxes.
    const usps = await shipping.buyLabel({
      from: lab,
      to: poBox,
      serviceLevel: 'usps_first',
      labelKey: 'labels/test-5.png',
    });
    expect(usps.carrier).toBe('USPS');
    expect(isUspsTrackingNumber(usps.trackingNumber)).toBe(true);
    expect(await blobs.get('labels/test-3.png')).toBeNull();
    expect(await blobs.get('labels/test-4.png')).toBeNull();
  });
});
