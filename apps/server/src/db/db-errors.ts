// PostgreSQL's error codes under Drizzle's wrapping (a DrizzleQueryError's cause), the same on
// PGlite and node-postgres: one place that reads them.

type PgError = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The PostgreSQL error under any wrapping, if the failure came from the database. */
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

/** Whether a write failed on a unique index or constraint (any). */
export const isUniqueViolation = (error: unknown): boolean => violatedUniqueConstraint(error) !== undefined;
