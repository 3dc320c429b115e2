import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../errors.js';

/**
 * The words of a search box as a PostgreSQL tsquery in the 'simple' configuration: every word
 * must match, each as a prefix ("portr" finds Portra). Only letters and digits reach the query,
 * so nothing typed can change its syntax. Null when there is no word to look for.
 */
export function searchTsQuery(text: string | undefined): string | null {
  if (!text) return null;
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = [...new Set(words)].slice(0, 8).map((word) => `${word.slice(0, 50)}:*`);
  return kept.length ? kept.join(' & ') : null;
}

/** `column @@ to_tsquery('simple', words)`, or nothing. */
export function matchesSearch(column: SQL, text: string | undefined): SQL | undefined {
  const query = searchTsQuery(text);
  return query ? sql`${column} @@ to_tsquery('simple', ${query})` : undefined;
}

/** A day (YYYY-MM-DD) as the UTC instant it starts. */
export const utcDay = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`;

/** `created_at` as text with microseconds, so a cursor names a row exactly. */
export const createdKey = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const badCursor = () =>
  new AppError('BAD_REQUEST', 'This list position is not valid', ['cursor: is not a valid cursor']);

/** Newest first: the cursor is the last row's (createdAt, id). */
export interface TimeCursor {
  at: string;
  id: number;
}
/** Frame order: the cursor is the last row's (position, id). */
export interface PositionCursor {
  position: number;
  id: number;
}

export function encodeCursor(cursor: TimeCursor | PositionCursor): string {
  const parts = 'at' in cursor ? ['t', cursor.at, cursor.id] : ['p', cursor.position, cursor.id];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

const isInt = (value: unknown): value is number => Number.isSafeInteger(value);

export function decodeTimeCursor(cursor: string | undefined): TimeCursor | null {
  if (cursor === undefined) return null;
  const parts = parse(cursor);
  const [kind, at, id] = parts;
  if (kind !== 't' || typeof at !== 'string' || !isInt(id)) throw badCursor();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(at) || Number.isNaN(Date.parse(at))) throw badCursor();
  return { at, id };
}

export function decodePositionCursor(cursor: string | undefined): PositionCursor | null {
  if (cursor === undefined) return null;
  const [kind, position, id] = parse(cursor);
  if (kind !== 'p' || !isInt(position) || !isInt(id)) throw badCursor();
  return { position, id };
}

function parse(cursor: string): unknown[] {
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parts) && parts.length === 3) return parts;
  } catch {
    // Falls through to the error below.
  }
  throw badCursor();
}
