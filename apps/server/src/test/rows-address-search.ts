// Route rows (see route-rows.ts) of the address search: open to visitors, nothing owned.
import { localPlaceId } from '../adapters/places/local-places.js';
import type { Rows } from './row-types.js';

export const addressSearchRows: Rows = {
  'addressSearch.predictions': { call: () => ({ query: { query: '300 Kent Ave 11249' } }) },
  'addressSearch.place': {
    call: () => ({ params: { placeId: localPlaceId('300 Kent Ave, Brooklyn, NY 11249') } }),
  },
  'addressSearch.verifyAddress': {
    call: () => ({ body: { address1: '300 Kent Ave', city: 'Brooklyn', state: 'NY', zip: '11249' } }),
  },
};
