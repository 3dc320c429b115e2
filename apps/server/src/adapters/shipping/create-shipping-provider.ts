import type { Config } from '../../config.js';
import type { BlobStore } from '../blobs/blob-store.js';
import { createEasyPostShipping } from './easypost-shipping.js';
import { createLocalShipping } from './local-shipping.js';
import type { ShippingProvider } from './shipping-provider.js';

/** The configured shipping provider (SHIPPING_PROVIDER, README): local labels by default, or EasyPost. */
export function createShippingProvider(config: Pick<Config, 'shipping'>, blobs: BlobStore): ShippingProvider {
  return config.shipping.provider === 'easypost'
    ? createEasyPostShipping(config.shipping, blobs)
    : createLocalShipping(blobs);
}
