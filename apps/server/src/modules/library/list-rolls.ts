import type { FilmRollList, ListRollsQuery } from '@filmlab/api';
import type { BlobStore } from '../../adapters/blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { encodeCursor, selectRollPage } from '../rolls/roll-service.js';
import { rollCarriesLabel } from '../tags/tag-service.js';
import { presentRolls } from './present-roll.js';

/** A page of the member's library, newest first, with the cursor of the next page. */
export async function listRolls(options: {
  db: Db;
  blobs: BlobStore;
  userId: number;
  query: ListRollsQuery;
}): Promise<FilmRollList> {
  const { db, blobs, userId, query } = options;
  const rows = await selectRollPage(db, userId, query, rollCarriesLabel);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    filmRolls: await presentRolls({ db, blobs }, page),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.createdKey, id: last.id }) : null,
  };
}
