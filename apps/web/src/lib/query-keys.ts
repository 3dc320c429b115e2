import { CURRENT_USER_KEY } from './session-keys';

/**
 * Query keys shared across features, so one feature can refresh data another shows without
 * importing it (features never import each other).
 */
export const queryKeys = {
  currentUser: CURRENT_USER_KEY,
  user: (userId: number | string) => ['users', String(userId)] as const,
  addresses: (userId: number | string) => ['users', String(userId), 'addresses'] as const,
  preferences: (userId: number | string) => ['users', String(userId), 'preferences'] as const,
};

/** The shop's catalogue keys: the shop pages, the shop header and the cart all read them. */
export const catalogueKeys = {
  activeCollections: ['catalogue', 'collections', 'active'] as const,
  products: (collection: string | null, filters: string) => ['catalogue', 'products', collection, filters] as const,
  filters: (collection: string | null) => ['catalogue', 'filters', collection] as const,
  productBySlug: (slug: string) => ['catalogue', 'product', slug] as const,
  allCartProducts: ['catalogue', 'cart-products'] as const,
  cartProducts: (ids: string) => ['catalogue', 'cart-products', ids] as const,
};

/** The members' library (rolls, scans, tags): every key starts with the user, so a change refreshes it all. */
export const libraryKeys = {
  all: (userId: number | string) => ['library', String(userId)] as const,
  rolls: (userId: number | string, filters: object) => ['library', String(userId), 'rolls', filters] as const,
  roll: (userId: number | string, rollId: number | string) =>
    ['library', String(userId), 'roll', String(rollId)] as const,
  scans: (userId: number | string, query: object) => ['library', String(userId), 'scans', query] as const,
  scan: (userId: number | string, scanId: number | string) =>
    ['library', String(userId), 'scan', String(scanId)] as const,
  filters: (userId: number | string) => ['library', String(userId), 'filters'] as const,
  tags: (userId: number | string) => ['library', String(userId), 'tags'] as const,
};

/**
 * Zip downloads: the live feed writes each zip's progress into `one` as it arrives, and the roll
 * page's download button reads it.
 */
export const zipDownloadKeys = {
  all: (userId: number | string) => ['zip-downloads', String(userId)] as const,
  one: (userId: number | string, zipId: number | string) => ['zip-downloads', String(userId), String(zipId)] as const,
};

/** The lab's work: the admin header's stats bar and the orders board; a bulk action refreshes both. */
export const labKeys = {
  all: ['lab'] as const,
  stats: ['lab', 'general-stats'] as const,
  board: (filters: object) => ['lab', 'board', filters] as const,
  quickSearch: (term: string) => ['lab', 'quick-search', term] as const,
};
