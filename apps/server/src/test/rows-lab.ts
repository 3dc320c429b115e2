// Route rows (see route-rows.ts) of the lab's identity and its pages' words.
import type { Rows } from './row-types.js';

/** A whole identity, as the admin screen sends it. */
export const LAB_IDENTITY = {
  name: 'Silver Salt Lab',
  description: 'Developing and scanning by mail.',
  contactEmail: 'desk@silversalt.test',
  phone: '(718) 555-0190',
  address: { address1: '1 Main St', city: 'Brooklyn', state: 'NY', zip: '11211', country: 'US' },
  logoUrl: null,
  colors: { accent: '#c3261b', ink: '#171513', paper: '#f5f1e8' },
  socialLinks: [{ label: 'Instagram', url: 'https://www.instagram.com/silversalt' }],
  timeZone: 'America/New_York',
  publicUrl: null,
};

export const labRows: Rows = {
  'lab.identity': { call: () => ({}) },
  'lab.update': { call: () => ({ body: LAB_IDENTITY }) },
  'pageWords.get': { call: () => ({ query: { path: '/film-developing-chicago' } }) },
  'pageWords.list': { call: () => ({}) },
  'pageWords.save': {
    call: () => ({ body: { path: '/film-developing-chicago', words: { title: 'Chicago film, by mail' } } }),
  },
};
