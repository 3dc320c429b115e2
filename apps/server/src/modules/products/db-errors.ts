import { AppError } from '../../errors.js';

type PgError = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The PostgreSQL error under Drizzle's wrapping, if the failure came from the database. */
function pgError(error: unknown): PgError | undefined {
  for (let e = error as PgError | undefined; e; e = e.cause as PgError | undefined) {
    if (typeof e.code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test(e.code)) return e;
  }
  return undefined;
}

/** The unique constraint a write violated, '' when the driver did not name it, undefined for other errors. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const e = pgError(error);
  if (e?.code !== '23505') return undefined;
  return typeof e.constraint === 'string' ? e.constraint : '';
}

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
