import type { Config } from '../../config.js';
import { createHttpTaxService } from './http-tax-service.js';
import { createLocalTaxTable } from './local-tax-table.js';
import type { TaxService } from './tax-service.js';

export function createTaxService(config: Pick<Config, 'taxServiceUrl'>): TaxService {
  return config.taxServiceUrl ? createHttpTaxService(config.taxServiceUrl) : createLocalTaxTable();
}
