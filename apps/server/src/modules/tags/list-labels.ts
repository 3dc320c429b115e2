import type { UserTags } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { selectLabelUsage } from './store.js';

/** The user's tags and locations with their use counts: the suggestions of the tag inputs. */
export async function listLabels(options: { db: Db; userId: number }): Promise<UserTags> {
  const [tags, locations] = await Promise.all([
    selectLabelUsage(options.db, 'tag', options.userId),
    selectLabelUsage(options.db, 'location', options.userId),
  ]);
  return { tags, locations };
}
