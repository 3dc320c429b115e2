import { tableRate } from './rate-table.js';
import type { TaxAddress, TaxService } from './tax-service.js';

/** The default: rates from the local table, offline. An unknown state is a failure (default rate applies). */
export function createLocalTaxTable(): TaxService {
  return {
    async rateFor(address: TaxAddress) {
      const rate = tableRate(address.state, address.zip);
      if (rate === undefined) throw new Error(`no tax rate for state ${address.state}`);
      return rate;
    },
  };
}
