import type { ListRollsQuery } from '@filmlab/api';

/** The library's filters as the address bar keeps them (?search=&tagId=...), so a filtered view is a link. */
export interface LibraryFilterValues {
  search?: string;
  brand?: string;
  model?: string;
  format?: string;
  process?: string;
  tagId?: string;
  locationId?: string;
  from?: string;
  to?: string;
}

export const FILTER_KEYS = [
  'search',
  'brand',
  'model',
  'format',
  'process',
  'tagId',
  'locationId',
  'from',
  'to',
] as const;

export function filtersFromSearchParams(params: URLSearchParams): LibraryFilterValues {
  const values: LibraryFilterValues = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) values[key] = value;
  }
  return values;
}

/** The query of GET .../film-rolls for these filters (numbers where the API wants them). */
export function rollsQuery(filters: LibraryFilterValues): Partial<Record<keyof ListRollsQuery, string | number>> {
  const query: Partial<Record<keyof ListRollsQuery, string | number>> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (!value) continue;
    query[key] = key === 'tagId' || key === 'locationId' ? Number(value) : value;
  }
  return query;
}

export const hasFilters = (filters: LibraryFilterValues) => FILTER_KEYS.some((key) => Boolean(filters[key]));
