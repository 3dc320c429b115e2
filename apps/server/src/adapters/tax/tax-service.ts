/** The address a rate is asked for (US only). */
export interface TaxAddress {
  address1: string;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
}

/** A sales-tax rate source: the local rate table, or a tax service. Rates are percent (8.875). */
export interface TaxService {
  /** Throws when the rate cannot be had; the caller then uses the default rate (spec section 8). */
  rateFor(address: TaxAddress, amountCents: number): Promise<number>;
}
