import { describe, expect, it } from 'vitest';
import {
  ACTIVE_SHIPMENT_METHODS,
  ADD_ON_KEYS,
  CARRIERS,
  ORDER_STATUSES,
  PRODUCT_TYPES,
  ROLES,
  SCAN_SIZES,
  SERVICE_LEVELS,
  SERVICE_LEVEL_VALUES,
  SHIPMENT_METHODS,
  SHIPMENT_METHOD_VALUES,
  SLEEVING_OPTIONS,
  SLEEVING_VALUES,
  VISIBILITIES,
  holdsStock,
  isOneOf,
  serviceLevelLabel,
  shipmentMethodLabel,
  sleevingLabel,
} from './enums.js';

describe('enumerations of spec section 3', () => {
  it.each([
    ['roles', ROLES, ['ADMIN', 'CUSTOMER', 'MESSENGER', 'VENDOR']],
    [
      'product types',
      PRODUCT_TYPES,
      ['DIGITAL', 'FULFILLMENT_SERVICE_ADD_ON', 'PRODUCT', 'SERVICE_ADD_ON', 'PRINT', 'SUBSCRIPTION'],
    ],
    ['visibilities', VISIBILITIES, ['NONE', 'COMING_SOON', 'MEMBERS_ONLY', 'PUBLIC']],
    ['scan sizes', SCAN_SIZES, ['STANDARD_2K', 'STANDARD_4K', 'STANDARD_4K_PRE_SCAN', 'PRO']],
    ['carriers', CARRIERS, ['FEDEX', 'USPS', 'UPS']],
    ['order statuses', ORDER_STATUSES, ['OPEN', 'INVOICED', 'PAID', 'COMPLETE', 'CANCELED']],
    [
      'add-on keys',
      ADD_ON_KEYS,
      [
        'e6proscanadd',
        'ecn2proscanadd',
        'additionalroll',
        'halfframes',
        'crossprocessroll',
        'pushpullroll',
        '4x6prints',
        '4kscans',
        'proscans',
        'rush',
        'cutsleeving',
        'uncutsleeving',
      ],
    ],
    ['sleeving values', SLEEVING_VALUES, ['NONE', 'UNCUT', 'CUT']],
    [
      'service level values',
      SERVICE_LEVEL_VALUES,
      ['return_negatives', 'usps_first', 'fedex_ground', 'fedex_2_day', 'standard_overnight'],
    ],
    [
      'shipment method values',
      SHIPMENT_METHOD_VALUES,
      ['DROP_OFF', 'EXTERNAL_FULFILLMENT', 'PREPAID_LABEL', 'RETURN_MAILER', 'COURIER_PICK_UP'],
    ],
  ])('%s', (_name, actual, expected) => {
    expect([...actual]).toEqual(expected);
  });

  it.each([
    ['NONE', 'No Sleeving'],
    ['UNCUT', 'Uncut Sleeving'],
    ['CUT', 'Cut Sleeving'],
  ] as const)('sleeving %s reads %s', (value, label) => {
    expect(sleevingLabel(value)).toBe(label);
    expect(SLEEVING_OPTIONS.find((option) => option.value === value)?.label).toBe(label);
  });

  it('labels the return negatives service level as the spec does', () => {
    expect(serviceLevelLabel('return_negatives')).toBe('USPS Return Negatives');
    expect(SERVICE_LEVELS).toHaveLength(5);
  });

  it.each([
    ['DROP_OFF', 'Drop Off', true],
    ['EXTERNAL_FULFILLMENT', 'Ship Yourself', true],
    ['PREPAID_LABEL', 'Prepaid Label', true],
    ['RETURN_MAILER', 'Return Mailer', false],
    ['COURIER_PICK_UP', 'Courier Pick-Up', true],
  ] as const)('shipment method %s reads %s (active %s)', (value, label, active) => {
    expect(shipmentMethodLabel(value)).toBe(label);
    expect(SHIPMENT_METHODS.find((method) => method.value === value)?.active).toBe(active);
  });

  it('offers only active shipment methods', () => {
    expect(ACTIVE_SHIPMENT_METHODS.map((method) => method.value)).toEqual([
      'DROP_OFF',
      'EXTERNAL_FULFILLMENT',
      'PREPAID_LABEL',
      'COURIER_PICK_UP',
    ]);
  });

  it.each([
    ['ADMIN', true],
    ['admin', false],
    ['', false],
    [undefined, false],
    [3, false],
  ])('isOneOf(ROLES, %j) is %s', (value, expected) => {
    expect(isOneOf(ROLES, value)).toBe(expected);
  });

  it.each<[(typeof PRODUCT_TYPES)[number], boolean]>([
    ['PRODUCT', true],
    ['PRINT', true],
    ['DIGITAL', true],
    ['SUBSCRIPTION', true],
    ['SERVICE_ADD_ON', false],
    ['FULFILLMENT_SERVICE_ADD_ON', false],
  ])('an order holds stock of a %s: %s', (type, held) => {
    expect(holdsStock(type)).toBe(held);
  });
});
