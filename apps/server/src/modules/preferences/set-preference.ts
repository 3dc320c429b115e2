import type { PreferenceView, SetPreferenceBody } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import type { Role } from '../../http/session-user.js';
import { savePreference, writableDefinition } from './save-preference.js';

/** POST: save by key, creating or replacing the user's value. */
export async function setPreference(options: {
  db: Db;
  userId: number;
  actorRole: Role;
  input: SetPreferenceBody;
}): Promise<PreferenceView> {
  const definition = writableDefinition(options.input.key, options.actorRole);
  return savePreference({ db: options.db, userId: options.userId, definition, value: options.input.value });
}
