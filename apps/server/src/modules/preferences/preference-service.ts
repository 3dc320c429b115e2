import type { Db } from '../../db/client.js';
import { selectPreferencesOfUsers, type PreferenceRow } from './store.js';

// What other modules may ask of the preferences module (DESIGN.md rule 4).

export type { PreferenceRow };

/** Each user's saved preferences, oldest first, by user id (a page of accounts): one statement for them all. */
export function listPreferencesOfUsers(db: Db, userIds: readonly number[]): Promise<Map<number, PreferenceRow[]>> {
  return selectPreferencesOfUsers(db, userIds);
}
