// Address rules (spec section 5).

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const hasId = (id: string | number | null | undefined): boolean => id !== null && id !== undefined && id !== '';

/** Save is offered only with a street line and not while a save is in flight (no double saves). */
export function canSaveAddress({
  address1,
  saving,
}: {
  address1: string | null | undefined;
  saving: boolean;
}): boolean {
  return filled(address1) && !saving;
}

export interface SplitPlace {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * A place picked from the address search, split from its formatted address:
 * '123 Main St, Brooklyn, NY 11201, USA' -> street '123 Main St', city 'Brooklyn', state 'NY',
 * zip '11201'. Accepted only if all four are non-empty (spec section 5), else null.
 * The country is dropped when present; any parts before the city (a building name, a unit) stay
 * in the street so nothing the person picked is lost.
 */
export function splitPlace(formattedAddress: string | null | undefined): SplitPlace | null {
  const parts = (formattedAddress ?? '').split(',').map((part) => part.trim());
  // A last part without digits cannot be "STATE ZIP", so it is the country.
  if (!/\d/.test(parts[parts.length - 1] ?? '')) parts.pop();
  // A typed 'Brooklyn NY 11201' (no comma before the state) is read as city, then 'NY 11201'.
  const cityStateZip = /^(.*\S)\s+([A-Za-z]{2}\s+\d{5}(?:-?\d{4})?)$/.exec(parts[parts.length - 1] ?? '');
  if (cityStateZip) parts.splice(parts.length - 1, 1, cityStateZip[1] ?? '', cityStateZip[2] ?? '');
  if (parts.length < 3) return null;
  const stateZip = parts.pop() ?? '';
  const city = parts.pop() ?? '';
  if (parts.some((part) => part === '')) return null;
  const street = parts.join(', ');
  const match = /^(.+?)\s+(\S*\d\S*)$/.exec(stateZip);
  if (!match) return null;
  const [, rawState = '', zip = ''] = match;
  // Two-letter codes are written in capitals ('ny' -> 'NY'); a state's name stays as it came.
  const state = /^[A-Za-z]{2}$/.test(rawState) ? rawState.toUpperCase() : rawState;
  if (!filled(street) || !filled(city) || !filled(state) || !filled(zip)) return null;
  return { street, city, state, zip };
}

/** A US ZIP code as carriers print it: 12345 or 12345-6789 (nine digits get their hyphen). */
export function normalizeUsZip(zip: string | null | undefined): string | null {
  const digits = (zip ?? '').trim();
  const match = /^(\d{5})(?:-?(\d{4}))?$/.exec(digits);
  if (!match) return null;
  return match[2] ? `${match[1]}-${match[2]}` : (match[1] ?? null);
}

/** Whether a street line is a post-office box (carriers other than USPS do not deliver to one). */
export function isPoBox(street: string | null | undefined): boolean {
  return /\b(?:p\.?\s*o\.?\s*box|post\s+office\s+box)\s*#?\s*\d+/i.test(street ?? '');
}

export interface TaxAddressCandidate {
  id?: string | number | null;
  address1?: string | null;
  /** The guest form's name for address1. */
  line1?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

/** A saved address (it has an id) or a complete one: street, city, state and zip. */
export function isAddressUsableForTax(address: TaxAddressCandidate | null | undefined): boolean {
  if (!address) return false;
  if (hasId(address.id)) return true;
  return (
    (filled(address.address1) || filled(address.line1)) &&
    filled(address.city) &&
    filled(address.state) &&
    filled(address.zip)
  );
}

export function addressSaveAction(address: { id?: string | number | null }): 'update' | 'create' {
  return hasId(address.id) ? 'update' : 'create';
}
