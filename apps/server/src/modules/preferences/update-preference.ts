import type { PreferenceView, UpdatePreferenceBody } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import type { Role } from '../../http/session-user.js';
import { savePreference, writableDefinition } from './save-preference.js';
import { selectPreference } from './store.js';

/** PUT: change a saved preference by its id, which must belong to the user. */
export async function updatePreference(options: {
  db: Db;
  userId: number;
  prefId: number;
  actorRole: Role;
  input: UpdatePreferenceBody;
}): Promise<PreferenceView> {
  const row = await selectPreference(options.db, options.userId, options.prefId);
  if (!row) throw notFound('Preference');
  const definition = writableDefinition(row.key, options.actorRole);
  return savePreference({ db: options.db, userId: options.userId, definition, value: options.input.value });
}
