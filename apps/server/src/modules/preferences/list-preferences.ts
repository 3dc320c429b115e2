import type { PreferenceView } from '@filmlab/api';
import type { Db } from '../../db/client.js';
import type { Role } from '../../http/session-user.js';
import { preferenceDefinitionsFor } from './preference-definitions.js';
import { presentPreference } from './preference-values.js';
import { selectPreferences } from './store.js';

/**
 * Every known preference in the domain's order, with the saved value or the default, and option
 * copy priced for the user's plan. Lab-only preferences (internal notes) are shown to admins only.
 */
export async function listPreferences(options: { db: Db; userId: number; actorRole: Role }): Promise<PreferenceView[]> {
  const [rows, definitions] = await Promise.all([
    selectPreferences(options.db, options.userId),
    preferenceDefinitionsFor(options.db, options.userId),
  ]);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return definitions
    .filter((definition) => definition.customerFacing || options.actorRole === 'ADMIN')
    .map((definition) => presentPreference(definition, byKey.get(definition.key)));
}
