import { describe, expect, it } from 'vitest';
import {
  addressSaveAction,
  canSaveAddress,
  isAddressUsableForTax,
  isPoBox,
  normalizeUsZip,
  splitPlace,
  type SplitPlace,
  type TaxAddressCandidate,
} from './address.js';

describe('canSaveAddress', () => {
  it.each<[string | null | undefined, boolean, boolean]>([
    ['123 Main St', false, true],
    ['123 Main St', true, false],
    ['', false, false],
    ['   ', false, false],
    [null, false, false],
    [undefined, false, false],
  ])('address1 %j, saving %s -> %s', (address1, saving, expected) => {
    expect(canSaveAddress({ address1, saving })).toBe(expected);
  });
});

describe('splitPlace', () => {
  it.each<[string | null | undefined, SplitPlace | null]>([
    ['123 Main St, Brooklyn, NY 11201, USA', { street: '123 Main St', city: 'Brooklyn', state: 'NY', zip: '11201' }],
    ['123 Main St, Brooklyn, NY 11201', { street: '123 Main St', city: 'Brooklyn', state: 'NY', zip: '11201' }],
    [
      '350 5th Ave, New York, NY 10118-0110, United States',
      { street: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118-0110' },
    ],
    [
      'Empire State Building, 20 W 34th St., New York, NY 10001, USA',
      { street: 'Empire State Building, 20 W 34th St.', city: 'New York', state: 'NY', zip: '10001' },
    ],
    ['  9 Elm Rd ,  Austin ,  TX   78701 , USA ', { street: '9 Elm Rd', city: 'Austin', state: 'TX', zip: '78701' }],
    // Real-world shapes: suites and apartments stay on the street line, PO boxes are streets too.
    [
      '123 Main St Apt 4B, Brooklyn, NY 11201, USA',
      { street: '123 Main St Apt 4B', city: 'Brooklyn', state: 'NY', zip: '11201' },
    ],
    [
      '500 Market St, Suite 200, San Francisco, CA 94105-2812, USA',
      { street: '500 Market St, Suite 200', city: 'San Francisco', state: 'CA', zip: '94105-2812' },
    ],
    ['77 Elm St #3, Portland, OR 97201', { street: '77 Elm St #3', city: 'Portland', state: 'OR', zip: '97201' }],
    ['PO Box 1234, Austin, TX 78767', { street: 'PO Box 1234', city: 'Austin', state: 'TX', zip: '78767' }],
    [
      'P.O. Box 77, Juneau, AK 99801-0077, US',
      { street: 'P.O. Box 77', city: 'Juneau', state: 'AK', zip: '99801-0077' },
    ],
    [
      '1600 Pennsylvania Avenue NW, Washington, DC 20500, USA',
      { street: '1600 Pennsylvania Avenue NW', city: 'Washington', state: 'DC', zip: '20500' },
    ],
    ['1 Calle Luna, San Juan, PR 00901', { street: '1 Calle Luna', city: 'San Juan', state: 'PR', zip: '00901' }],
    // Typed by hand: no comma before the state, a lower-case state.
    ['123 Main St, Brooklyn NY 11201', { street: '123 Main St', city: 'Brooklyn', state: 'NY', zip: '11201' }],
    [
      '20 W 34th St, New York ny 10001-1234',
      { street: '20 W 34th St', city: 'New York', state: 'NY', zip: '10001-1234' },
    ],
    ['9 Elm Rd, austin, tx 78701', { street: '9 Elm Rd', city: 'austin', state: 'TX', zip: '78701' }],
    // Missing parts.
    ['Brooklyn NY 11201', null],
    ['123 Main St Brooklyn NY 11201', null],
    ['11201', null],
    ['123 Main St, Brooklyn, 11201', null],
    ['Brooklyn, NY 11201, USA', null],
    ['Brooklyn, NY, USA', null],
    ['123 Main St, Brooklyn, NY, USA', null],
    ['123 Main St, , NY 11201, USA', null],
    [', Brooklyn, NY 11201, USA', null],
    ['123 Main St, Brooklyn, 11201, USA', null],
    ['New York, USA', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (formatted, expected) => {
    expect(splitPlace(formatted)).toEqual(expected);
  });
});

describe('isAddressUsableForTax', () => {
  const full = { address1: '123 Main St', city: 'Brooklyn', state: 'NY', zip: '11201' };
  it.each<[string, TaxAddressCandidate | null | undefined, boolean]>([
    ['saved address with only an id', { id: 5 }, true],
    ['saved address with a string id', { id: 'addr_1' }, true],
    ['complete address1 form', full, true],
    ['guest line1 form', { line1: '1 Guest Way', city: 'Austin', state: 'TX', zip: '78701' }, true],
    ['missing street', { ...full, address1: '' }, false],
    ['blank street', { ...full, address1: '  ' }, false],
    ['missing city', { ...full, city: null }, false],
    ['missing state', { ...full, state: undefined }, false],
    ['missing zip', { ...full, zip: '' }, false],
    ['empty id and incomplete', { id: '', city: 'Austin' }, false],
    ['null id but complete', { ...full, id: null }, true],
    ['no address', null, false],
  ])('%s -> %s', (_case, address, expected) => {
    expect(isAddressUsableForTax(address)).toBe(expected);
  });
});

describe('addressSaveAction', () => {
  it.each<[string | number | null | undefined, 'update' | 'create']>([
    [12, 'update'],
    ['addr_1', 'update'],
    [0, 'update'],
    [null, 'create'],
    [undefined, 'create'],
    ['', 'create'],
  ])('id %j -> %s', (id, expected) => {
    expect(addressSaveAction({ id })).toBe(expected);
  });
});

describe('normalizeUsZip', () => {
  it.each<[string | null | undefined, string | null]>([
    ['11201', '11201'],
    [' 11201 ', '11201'],
    ['11201-1234', '11201-1234'],
    ['112011234', '11201-1234'],
    ['1120', null],
    ['11201-12', null],
    ['ABCDE', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (zip, expected) => {
    expect(normalizeUsZip(zip)).toBe(expected);
  });
});

describe('isPoBox', () => {
  it.each<[string, boolean]>([
    ['PO Box 1234', true],
    ['P.O. Box 77', true],
    ['p o box 5', true],
    ['Post Office Box 12', true],
    ['POBox 9', true],
    ['123 Main St', false],
    ['12 Box Elder Rd', false],
    ['1 Post Office Sq', false],
  ])('%j -> %s', (street, expected) => {
    expect(isPoBox(street)).toBe(expected);
  });
});
