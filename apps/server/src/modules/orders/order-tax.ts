// The tax rate for an address: the tax adapter's answer, or the default 8.75 when it fails (spec 8).
import { DEFAULT_TAX_RATE } from '@filmlab/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { TaxAddress, TaxService } from '../../adapters/tax/tax-service.js';

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
