import { describe, expect, it } from 'vitest';
import { entryRoute, type EntryRoute, type EntryRouteState } from './entry-route.js';

type User = NonNullable<EntryRouteState['user']>;
const customer: User = { id: 7, role: 'CUSTOMER', phone: '555-0100', firstOrderCreated: true };

describe('entryRoute (spec 2.1)', () => {
  it.each<[string, EntryRouteState, EntryRoute]>([
    ['logged in, user still loading', { loggedIn: true, user: null }, { kind: 'loader' }],
    ['visitor', { loggedIn: false, user: null }, { kind: 'landing' }],
    ['stale user after logout', { loggedIn: false, user: customer }, { kind: 'landing' }],
    [
      'vendor, even without phone or first order',
      { loggedIn: true, user: { id: 1, role: 'VENDOR', phone: null, firstOrderCreated: false } },
      { kind: 'redirect', to: '/vendor-orders' },
    ],
    [
      'admin, even without phone or first order',
      { loggedIn: true, user: { id: 1, role: 'ADMIN', phone: '', firstOrderCreated: false } },
      { kind: 'redirect', to: '/admin/orders' },
    ],
    [
      'customer without a phone (before the first-order rule)',
      { loggedIn: true, user: { ...customer, phone: null, firstOrderCreated: false } },
      { kind: 'redirect', to: '/complete-user-details' },
    ],
    [
      'customer with a blank phone',
      { loggedIn: true, user: { ...customer, phone: '   ' } },
      { kind: 'redirect', to: '/complete-user-details' },
    ],
    [
      'customer without a first order',
      { loggedIn: true, user: { ...customer, firstOrderCreated: false } },
      { kind: 'redirect', to: '/onboarding/rolls' },
    ],
    [
      'messenger without a first order or a phone goes to its route',
      { loggedIn: true, user: { ...customer, role: 'MESSENGER', phone: null, firstOrderCreated: null } },
      { kind: 'redirect', to: '/messenger' },
    ],
    ['customer with a first order', { loggedIn: true, user: customer }, { kind: 'redirect', to: '/users/7/rolls' }],
    [
      'customer with a string id',
      { loggedIn: true, user: { ...customer, id: 'a b' } },
      { kind: 'redirect', to: '/users/a%20b/rolls' },
    ],
    [
      'messenger with phone and first order',
      { loggedIn: true, user: { ...customer, role: 'MESSENGER' } },
      { kind: 'redirect', to: '/messenger' },
    ],
  ])('%s', (_case, state, expected) => {
    expect(entryRoute(state)).toEqual(expected);
  });
});
