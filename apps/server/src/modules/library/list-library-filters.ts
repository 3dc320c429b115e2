import type { LibraryFilters } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { selectFilmValues } from '../rolls/roll-service.js';
import { selectUsedLabels } from '../tags/tag-service.js';

/** The values each filter of the library can take: GET .../film-rolls/filters and .../scans/filters. */
export async function listLibraryFilters(options: { db: Db; userId: number }): Promise<LibraryFilters> {
  const { db, userId } = options;
  const [film, tags, locations] = await Promise.all([
    selectFilmValues(db, userId),
    selectUsedLabels(db, 'tag', userId),
    selectUsedLabels(db, 'location', userId),
  ]);
  return { ...film, tags, locations };
}
