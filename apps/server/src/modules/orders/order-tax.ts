// The tax rate for an address: the tax adapter's answer, or the default 8.75 when it fails (spec 8);
// and which address an order is taxed from.
import { DEFAULT_TAX_RATE } from '@filmlab/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { TaxAddress, TaxService } from '../../adapters/tax/tax-service.js';
import type { Db, Tx } from '../../db/client.js';
import type { OrderAddress } from '../../db/schema/orders.js';
import { labAddress } from '../locations/location-service.js';

export interface TaxRate {
  rate: number;
  source: 'calculated' | 'default';
}

export async function taxRateFor(options: {
  tax: TaxService;
  address: TaxAddress;
  amount: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<TaxRate> {
  try {
    return { rate: await options.tax.rateFor(options.address, options.amount), source: 'calculated' };
  } catch (err) {
    options.log.warn(
      { err, state: options.address.state, zip: options.address.zip },
      'tax calculation failed; default rate used',
    );
    return { rate: DEFAULT_TAX_RATE, source: 'default' };
  }
}

/**
 * The address an order is taxed from: where the lab is when the film is dropped off at one of its
 * locations, else the order's own address, else (an order that ships nothing to the customer: a
 * development order sent in and collected, TIFF unlocks) the lab's first location.
 */
export async function orderTaxAddress(options: {
  db: Db | Tx;
  address: OrderAddress | null;
  /** The drop-off location the film is left at, if any. */
  locationId: number | null;
}): Promise<TaxAddress | null> {
  if (options.locationId !== null) return labAddress(options.db, options.locationId);
  return options.address ?? labAddress(options.db, null);
}
