import type { PreferenceValueInput, PreferenceView } from '@filmlab/api';
import { preferenceDefinition, preferenceValueError, type PreferenceDefinition } from '@filmlab/domain';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { Role } from '../../http/session-user.js';
import { preferenceDefinitionsFor } from './preference-definitions.js';
import { encodePreferenceValue, presentPreference } from './preference-values.js';
import { deletePreference, upsertPreference } from './store.js';

/** The definition of a key the actor may write: known, and lab-only ones for admins only. */
export function writableDefinition(key: string, actorRole: Role): PreferenceDefinition {
  const definition = preferenceDefinition(key);
  if (!definition)
    throw new AppError('BAD_REQUEST', `${key} is not a known preference`, ['key: is not a known preference']);
  if (!definition.customerFacing && actorRole !== 'ADMIN') {
    throw new AppError('FORBIDDEN', 'Only the lab can set this preference', [
      'key: only the lab can set this preference',
    ]);
  }
  return definition;
}

const isForeignKeyViolation = (error: unknown): boolean => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23503') return true;
  }
  return false;
};

/**
 * Validates the value with the domain's rule and stores it under the key, replacing an earlier
 * value. null (allowed where the default is null) removes the saved value, so the default applies.
 */
export async function savePreference(options: {
  db: Db;
  userId: number;
  definition: PreferenceDefinition;
  value: PreferenceValueInput;
}): Promise<PreferenceView> {
  const { db, userId, value } = options;
  // Validated against the domain's rule; presented with the option copy of the user's plan.
  const definition =
    (await preferenceDefinitionsFor(db, userId)).find((d) => d.key === options.definition.key) ?? options.definition;
  const problem = preferenceValueError(definition.key, value);
  if (problem) {
    const reason = problem.slice(problem.indexOf(': ') + 2);
    throw new AppError('BAD_REQUEST', problem, [`value: ${reason}`]);
  }
  if (value === null) {
    await deletePreference(db, userId, definition.key);
    return presentPreference(definition, undefined);
  }
  try {
    return presentPreference(
      definition,
      await upsertPreference(db, userId, definition.key, encodePreferenceValue(value)),
    );
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound('User');
    throw error;
  }
}
