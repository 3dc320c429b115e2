import type { PageWordsResponse, SavePageWordsBody } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { presentPageWords } from './page-words-service.js';
import { deletePageWords, upsertPageWords } from './store.js';

/**
 * Staff rewrite a local page's words: the fields they filled are kept, an empty one is the built copy
 * again, and a page with none left has no row (it is the page as built). The caller announces the change.
 */
export async function savePageWords(options: {
  db: Db;
  input: SavePageWordsBody;
  staffId: number;
}): Promise<PageWordsResponse> {
  const { path } = options.input;
  const words = Object.fromEntries(
    Object.entries(options.input.words).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  if (Object.keys(words).length === 0) {
    await deletePageWords(options.db, path);
    return presentPageWords(path, undefined);
  }
  const row = await upsertPageWords(options.db, { path, words, updatedBy: options.staffId });
  return presentPageWords(path, row);
}
