import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEasyPostStandIn, type EasyPostStandIn } from '../../test/easypost-stand-in.js';
import { createLocalBlobStore } from '../blobs/local-blob-store.js';
import { createEasyPostShipping } from './easypost-shipping.js';
import type { ShippingAddress } from './shipping-provider.js';
import { UndeliverableAddressError } from './undeliverable-address-error.js';

const lab: ShippingAddress = { name: 'Film Lab', street1: '55 Water St', city: 'Brooklyn', state: 'NY', zip: '11201' };
const customer: ShippingAddress = {
  name: 'Ada Lovelace',
  street1: '300 Kent Avenue',
  street2: 'Apt 4',
  city: 'Williamsburg',
  state: 'NY',
  zip: '11249',
};

describe('the EasyPost shipping provider against a local stand-in', () => {
  let standIn: EasyPostStandIn;
  const root = mkdtempSync(path.join(tmpdir(), 'filmlab-easypost-'));
  const blobs = createLocalBlobStore({ root, secret: 'test-secret-that-is-long-enough' });
  beforeAll(async () => {
    standIn = await startEasyPostStandIn('EZTK_test', [
      { street1: '300 Kent Ave', city: 'Brooklyn', state: 'NY', zip: '11249-4215' },
      { street1: '55 Water St', city: 'Brooklyn', state: 'NY', zip: '11201-1051' },
    ]);
  });
  afterAll(async () => {
    await standIn.close();
    rmSync(root, { recursive: true, force: true });
  });
  const shipping = () =>
    createEasyPostShipping({ apiKey: 'EZTK_test', baseUrl: `${standIn.url}/v2`, timeoutMs: 5_000 }, blobs);

  it('verifies an address and suggests the carrier’s corrected one', async () => {
    const check = await shipping().verifyAddress(customer);
    expect(check).toEqual({
      deliverable: true,
      errors: [],
      suggestion: { ...customer, street1: '300 KENT AVE', street2: 'APT 4', city: 'BROOKLYN', zip: '11249-4215' },
    });
    const call = standIn.requests.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', path: '/v2/addresses', keyed: true, body: { verify: ['delivery'] } });
    expect(call.body.address).toMatchObject({ street1: '300 Kent Avenue', zip: '11249', country: 'US' });
  });

  it('reports an address the carrier cannot deliver to, with its errors', async () => {
    const check = await shipping().verifyAddress({ ...customer, street1: '1 Nowhere Rd' });
    expect(check).toEqual({ deliverable: false, errors: ['address: Address not found'], suggestion: null });
  });

  it('buys a label at the chosen service’s rate, keeps the label and the record with postageLabel.labelUrl', async () => {
    const label = await shipping().buyLabel({
      from: lab,
      to: customer,
      serviceLevel: 'fedex_2_day',
      labelKey: 'labels/ep-1.png',
    });
    expect(standIn.sold).toContain(label.trackingNumber);
    expect(label).toMatchObject({ carrier: 'FEDEX', serviceLevel: 'fedex_2_day' });
    const created = standIn.requests.find((r) => r.path === '/v2/shipments')!;
    expect(created.body.shipment).toMatchObject({
      to_address: { street1: '300 Kent Avenue', zip: '11249' },
      from_address: { street1: '55 Water St' },
      parcel: { weight: 8 },
      options: { label_format: 'PNG' },
    });
    const bought = standIn.requests.at(-1)!;
    expect(bought.path).toMatch(/^\/v2\/shipments\/shp_\d+\/buy$/);
    expect(label.carrierShipment).toMatchObject({
      trackingCode: label.trackingNumber,
      selectedRate: { carrier: 'FedEx', service: 'FEDEX_2_DAY' },
      postageLabel: { labelUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/labels\/shp_\d+\.png$/) },
    });
    expect(await sharp((await blobs.get('labels/ep-1.png'))!).metadata()).toMatchObject({ format: 'png' });
  });

  it('buys nothing for an undeliverable address, and a wrong key is refused', async () => {
    const before = standIn.sold.length;
    await expect(
      shipping().buyLabel({
        from: lab,
        to: { ...customer, street1: '1 Nowhere Rd' },
        serviceLevel: 'usps_first',
        labelKey: 'labels/ep-2.png',
      }),
    ).rejects.toBeInstanceOf(UndeliverableAddressError);
    expect(standIn.sold.length).toBe(before);
    const wrongKey = createEasyPostShipping(
      { apiKey: 'EZTK_wrong', baseUrl: `${standIn.url}/v2`, timeoutMs: 5_000 },
      blobs,
    );
    await expect(wrongKey.verifyAddress(customer)).rejects.toThrow(/Invalid API key/);
  });
});
