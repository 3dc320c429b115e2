import { violatedUniqueConstraint } from '../../db/db-errors.js';
import { AppError } from '../../errors.js';

/**
 * Runs a write and turns a unique violation into a 409 naming the field, using `fields` to map
 * constraint names to the field a person typed.
 */
export async function withUniqueFields<T>(fields: Record<string, string>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === undefined) throw error;
    const field = fields[constraint] ?? 'name';
    throw new AppError('CONFLICT', `Another one already has this ${field}`, [`${field}: is already taken`]);
  }
}
