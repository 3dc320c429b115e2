import type { Address, paymentConfigResponse, PreferenceView } from '@filmlab/api';
import type { z } from 'zod';

// What the account calls answer (addresses, preferences, the payment provider), for the page tests.

/** One of customer 7's saved addresses, in Brooklyn; override what the test is about. */
export function buildAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 31,
    placeId: null,
    address1: '1 Bedford Ave',
    address2: null,
    city: 'Brooklyn',
    state: 'NY',
    zip: '11211',
    country: 'US',
    primary: true,
    userId: 7,
    ...overrides,
  };
}

/** A preference as the settings page reads it, still at its default unless `value` is given. */
export function buildPreference(overrides: Partial<PreferenceView> & Pick<PreferenceView, 'key'>): PreferenceView {
  return {
    id: null,
    label: overrides.key,
    type: 'text',
    value: null,
    default: null,
    options: [],
    customerFacing: true,
    isSet: overrides.value !== undefined,
    ...overrides,
  };
}

/** GET /payments/config: the local test provider, no pay-at-the-lab, unless overridden. */
export function buildPaymentsConfig(
  overrides: Partial<z.infer<typeof paymentConfigResponse>> = {},
): z.infer<typeof paymentConfigResponse> {
  return { provider: 'local', publishableKey: null, payInLab: false, ...overrides };
}
