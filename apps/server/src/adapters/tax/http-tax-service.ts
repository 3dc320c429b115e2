import type { TaxAddress, TaxService } from './tax-service.js';

/**
 * A tax service that answers spec section 7's call: POST {address1, city, state, country, zip,
 * amount, lines} and reads the rate from taxRate.taxPercentage.
 */
export function createHttpTaxService(url: string, timeoutMs = 5_000): TaxService {
  return {
    async rateFor(address: TaxAddress, amountCents: number) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...address, country: 'US', amount: amountCents, lines: [] }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`tax service answered ${res.status}`);
      const body = (await res.json()) as { taxRate?: { taxPercentage?: unknown } };
      const rate = Number(body.taxRate?.taxPercentage);
      if (!Number.isFinite(rate) || rate < 0 || rate > 30) throw new Error('tax service sent no usable rate');
      return rate;
    },
  };
}
