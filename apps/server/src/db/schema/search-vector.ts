import { customType } from 'drizzle-orm/pg-core';

/**
 * PostgreSQL's tsvector, for generated full-text search columns. The 'simple' configuration (no
 * stemming, no stop words) suits film stocks, place names and tags, and PGlite ships it as well.
 */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
