import { z } from 'zod';

/** A text field whose errors read "is required" when it is missing and "must be text" otherwise. */
export const text = () => z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') });

/** Trimmed, non-empty text of at most `max` characters. */
export const required = (max: number) =>
  text().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** The largest value a PostgreSQL `integer` column holds (every id, count and amount column is one). */
export const MAX_INT = 2_147_483_647;

const idMessage = `must be an id from 1 to ${MAX_INT}`;

/**
 * An id in a JSON body: a whole number from 1 to 2^31-1, what a `serial` column holds. A larger one
 * is a 400 naming the field, never a query PostgreSQL refuses.
 */
export const idField = () => z.number(idMessage).int(idMessage).min(1, idMessage).max(MAX_INT, idMessage);

/** An id in a path or a query string: the text is read as a number and bounded as `idField`. */
export const idParamField = () => z.coerce.number(idMessage).int(idMessage).min(1, idMessage).max(MAX_INT, idMessage);

/** A whole number in a query string (a page size, an offset), from `min` to `max`. */
export const wholeQueryNumber = (min: number, max: number) =>
  z.coerce
    .number('must be a whole number')
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
