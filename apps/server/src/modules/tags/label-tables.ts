import { sql, type SQL } from 'drizzle-orm';

const name = (identifier: string): SQL => sql`${sql.identifier(identifier)}`;

/** Tags and photo locations work alike: a user's named label, linked to rolls and to scans. */
export type LabelKind = 'tag' | 'location';
export type LabelTarget = { kind: 'roll'; id: number } | { kind: 'scan'; id: number };

export interface LabelTables {
  /** tags | photo_locations */
  labels: SQL;
  /** film_roll_tags | film_roll_locations */
  rollLinks: SQL;
  /** scan_tags | scan_locations */
  scanLinks: SQL;
  /** tag_id | location_id, in both link tables */
  labelId: SQL;
  noun: 'Tag' | 'Location';
}

const tables: Record<LabelKind, LabelTables> = {
  tag: {
    labels: name('tags'),
    rollLinks: name('film_roll_tags'),
    scanLinks: name('scan_tags'),
    labelId: name('tag_id'),
    noun: 'Tag',
  },
  location: {
    labels: name('photo_locations'),
    rollLinks: name('film_roll_locations'),
    scanLinks: name('scan_locations'),
    labelId: name('location_id'),
    noun: 'Location',
  },
};

/**
 * The tables of one kind of label (db/schema/tags.ts), so each rule is written once for both.
 * Raw SQL, because the two kinds' Drizzle tables differ in type though not in shape.
 */
export const labelTables = (kind: LabelKind): LabelTables => tables[kind];

/** The link table and its owner column for a target. */
export function targetLinks(t: LabelTables, target: LabelTarget): { links: SQL; owner: SQL } {
  return target.kind === 'roll'
    ? { links: t.rollLinks, owner: name('film_roll_id') }
    : { links: t.scanLinks, owner: name('scan_id') };
}
