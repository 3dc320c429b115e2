import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { filmRolls } from './rolls.js';
import { scans } from './scans.js';
import { users } from './users.js';

/** A user's own tags (GET /users/{id}/tags), put on rolls and scans. */
export const tags = pgTable(
  'tags',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_user_name_key').on(t.userId, sql`lower(${t.name})`)],
);

/**
 * Where a user's photos were taken, put on rolls and scans. Not the lab's own locations
 * (lab_locations): these are the user's, like tags.
 */
export const photoLocations = pgTable(
  'photo_locations',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    placeId: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('photo_locations_user_name_key').on(t.userId, sql`lower(${t.name})`)],
);

export const filmRollTags = pgTable(
  'film_roll_tags',
  {
    filmRollId: integer()
      .notNull()
      .references(() => filmRolls.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.filmRollId, t.tagId] }), index('film_roll_tags_tag_id_idx').on(t.tagId)],
);

export const filmRollLocations = pgTable(
  'film_roll_locations',
  {
    filmRollId: integer()
      .notNull()
      .references(() => filmRolls.id, { onDelete: 'cascade' }),
    locationId: integer()
      .notNull()
      .references(() => photoLocations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.filmRollId, t.locationId] }),
    index('film_roll_locations_location_id_idx').on(t.locationId),
  ],
);

export const scanTags = pgTable(
  'scan_tags',
  {
    scanId: integer()
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.scanId, t.tagId] }), index('scan_tags_tag_id_idx').on(t.tagId)],
);

export const scanLocations = pgTable(
  'scan_locations',
  {
    scanId: integer()
      .notNull()
      .references(() => scans.id, { onDelete: 'cascade' }),
    locationId: integer()
      .notNull()
      .references(() => photoLocations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.scanId, t.locationId] }), index('scan_locations_location_id_idx').on(t.locationId)],
);
