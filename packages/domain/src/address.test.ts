import { describe, expect, it } from 'vitest';
import {
  addressSaveAction,
  canSaveAddress,
  isAddressUsableForTax,
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
