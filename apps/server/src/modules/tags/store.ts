import type { Label, LabelUsage } from '@filmlab/api';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { labelTables, targetLinks, type LabelKind, type LabelTarget } from './label-tables.js';

type Queryable = Db | Tx;

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The user's label with this name in any case, made if there is none. Safe when two requests race. */
export async function findOrCreateLabel(db: Queryable, kind: LabelKind, userId: number, name: string): Promise<Label> {
  const t = labelTables(kind);
  const [made] = await executeRows<Label>(
    db,
    sql`insert into ${t.labels} (user_id, name) values (${userId}, ${name}) on conflict do nothing returning id, name`,
  );
  if (made) return made;
  const [found] = await executeRows<Label>(
    db,
    sql`select id, name from ${t.labels} where user_id = ${userId} and lower(name) = lower(${name})`,
  );
  if (!found) throw new Error(`${t.noun} "${name}" was neither made nor found`);
  return found;
}

export async function selectLabel(
  db: Queryable,
  kind: LabelKind,
  userId: number,
  labelId: number,
): Promise<Label | undefined> {
  const t = labelTables(kind);
  const [row] = await executeRows<Label>(
    db,
    sql`select id, name from ${t.labels} where id = ${labelId} and user_id = ${userId}`,
  );
  return row;
}

export async function linkLabel(db: Queryable, kind: LabelKind, target: LabelTarget, labelId: number): Promise<void> {
  const { links, owner } = targetLinks(labelTables(kind), target);
  const t = labelTables(kind);
  await db.execute(
    sql`insert into ${links} (${owner}, ${t.labelId}) values (${target.id}, ${labelId}) on conflict do nothing`,
  );
}

export async function unlinkLabel(
  db: Queryable,
  kind: LabelKind,
  target: LabelTarget,
  labelId: number,
): Promise<boolean> {
  const t = labelTables(kind);
  const { links, owner } = targetLinks(t, target);
  const rows = await executeRows<{ n: number }>(
    db,
    sql`delete from ${links} where ${owner} = ${target.id} and ${t.labelId} = ${labelId} returning 1 as n`,
  );
  return rows.length > 0;
}

export async function targetHasLabel(
  db: Queryable,
  kind: LabelKind,
  target: LabelTarget,
  labelId: number,
): Promise<boolean> {
  const t = labelTables(kind);
  const { links, owner } = targetLinks(t, target);
  const rows = await executeRows<{ n: number }>(
    db,
    sql`select 1 as n from ${links} where ${owner} = ${target.id} and ${t.labelId} = ${labelId}`,
  );
  return rows.length > 0;
}

/** Another of the user's labels already called `name` (any case), if any. */
export async function selectNamesake(
  db: Queryable,
  kind: LabelKind,
  userId: number,
  labelId: number,
  name: string,
): Promise<Label | undefined> {
  const t = labelTables(kind);
  const [row] = await executeRows<Label>(
    db,
    sql`select id, name from ${t.labels} where user_id = ${userId} and lower(name) = lower(${name}) and id <> ${labelId}`,
  );
  return row;
}

export async function updateLabelName(db: Queryable, kind: LabelKind, labelId: number, name: string): Promise<Label> {
  const t = labelTables(kind);
  const [row] = await executeRows<Label>(
    db,
    sql`update ${t.labels} set name = ${name} where id = ${labelId} returning id, name`,
  );
  if (!row) throw new Error(`${t.noun} ${labelId} vanished`);
  return row;
}

/** Moves every link of `fromId` to `intoId` (already linked targets keep one) and deletes `fromId`. */
export async function mergeLabel(db: Queryable, kind: LabelKind, fromId: number, intoId: number): Promise<void> {
  const t = labelTables(kind);
  await db.execute(sql`insert into ${t.rollLinks} (film_roll_id, ${t.labelId})
    select film_roll_id, ${intoId} from ${t.rollLinks} where ${t.labelId} = ${fromId} on conflict do nothing`);
  await db.execute(sql`insert into ${t.scanLinks} (scan_id, ${t.labelId})
    select scan_id, ${intoId} from ${t.scanLinks} where ${t.labelId} = ${fromId} on conflict do nothing`);
  await db.execute(sql`delete from ${t.labels} where id = ${fromId}`);
}

/** Deletes a label and, by cascade, its links. */
export async function deleteLabelRow(
  db: Queryable,
  kind: LabelKind,
  userId: number,
  labelId: number,
): Promise<boolean> {
  const t = labelTables(kind);
  const rows = await executeRows<{ id: number }>(
    db,
    sql`delete from ${t.labels} where id = ${labelId} and user_id = ${userId} returning id`,
  );
  return rows.length > 0;
}

/** Drops a label nothing carries any more, so suggestions stay tidy. */
export async function deleteLabelIfUnused(db: Queryable, kind: LabelKind, labelId: number): Promise<void> {
  const t = labelTables(kind);
  await db.execute(sql`delete from ${t.labels} l where l.id = ${labelId}
    and not exists (select 1 from ${t.rollLinks} where ${t.labelId} = l.id)
    and not exists (select 1 from ${t.scanLinks} where ${t.labelId} = l.id)`);
}

/** The rolls and scans a label is on: what must be re-indexed when it changes. */
export async function labelTargets(
  db: Queryable,
  kind: LabelKind,
  labelId: number,
): Promise<{ rollIds: number[]; scanIds: number[] }> {
  const t = labelTables(kind);
  const rows = await executeRows<{ kind: 'roll' | 'scan'; id: number }>(
    db,
    sql`select 'roll' as kind, film_roll_id as id from ${t.rollLinks} where ${t.labelId} = ${labelId}
      union all select 'scan', scan_id from ${t.scanLinks} where ${t.labelId} = ${labelId}`,
  );
  return {
    rollIds: rows.filter((r) => r.kind === 'roll').map((r) => r.id),
    scanIds: rows.filter((r) => r.kind === 'scan').map((r) => r.id),
  };
}

/** Every label of the user with how many rolls and scans carry it, by name. */
export async function selectLabelUsage(db: Queryable, kind: LabelKind, userId: number): Promise<LabelUsage[]> {
  const t = labelTables(kind);
  return executeRows<LabelUsage>(
    db,
    sql`select l.id, l.name,
      (select count(*) from ${t.rollLinks} x where x.${t.labelId} = l.id)::int as rolls,
      (select count(*) from ${t.scanLinks} x where x.${t.labelId} = l.id)::int as scans
    from ${t.labels} l where l.user_id = ${userId} order by lower(l.name), l.id`,
  );
}

export interface TargetLabels {
  tags: Map<number, Label[]>;
  locations: Map<number, Label[]>;
}

/** The tags and locations of each roll (or each scan) in one query, each list by name. */
export async function labelsOf(
  db: Queryable,
  targetKind: 'roll' | 'scan',
  ids: readonly number[],
): Promise<TargetLabels> {
  const result: TargetLabels = { tags: new Map(), locations: new Map() };
  if (ids.length === 0) return result;
  const parts = (['tag', 'location'] as const).map((kind) => {
    const t = labelTables(kind);
    const { links, owner } = targetLinks(t, { kind: targetKind, id: 0 });
    return sql`select ${kind} as kind, x.${owner} as owner, l.id, l.name from ${links} x
      join ${t.labels} l on l.id = x.${t.labelId} where x.${owner} in (${idList(ids)})`;
  });
  const rows = await executeRows<{ kind: LabelKind; owner: number; id: number; name: string }>(
    db,
    sql`select * from (${parts[0]} union all ${parts[1]}) u order by lower(u.name), u.id`,
  );
  for (const row of rows) {
    const map = row.kind === 'tag' ? result.tags : result.locations;
    const list = map.get(row.owner) ?? [];
    list.push({ id: row.id, name: row.name });
    map.set(row.owner, list);
  }
  return result;
}

/** The user's labels used on rolls or their scans, for the filters list. */
export async function selectUsedLabels(db: Queryable, kind: LabelKind, userId: number): Promise<Label[]> {
  const t = labelTables(kind);
  return executeRows<Label>(
    db,
    sql`select l.id, l.name from ${t.labels} l where l.user_id = ${userId}
      and (exists (select 1 from ${t.rollLinks} x where x.${t.labelId} = l.id)
        or exists (select 1 from ${t.scanLinks} x where x.${t.labelId} = l.id))
      order by lower(l.name), l.id`,
  );
}

/**
 * SQL that is true for a roll (alias `roll`) carrying the label itself or on one of its scans.
 * The sub-selects do not depend on the row, so PostgreSQL runs each once and hashes it.
 */
export function rollCarriesLabel(kind: LabelKind, labelId: number, roll: SQL): SQL {
  const t = labelTables(kind);
  return sql`(${roll}.id in (select film_roll_id from ${t.rollLinks} where ${t.labelId} = ${labelId})
    or ${roll}.id in (select s.film_roll_id from ${t.scanLinks} x join scans s on s.id = x.scan_id where x.${t.labelId} = ${labelId}))`;
}

/** SQL that is true for a scan (alias `scan`) carrying the label itself or through its roll. */
export function scanCarriesLabel(kind: LabelKind, labelId: number, scan: SQL): SQL {
  const t = labelTables(kind);
  return sql`(${scan}.id in (select scan_id from ${t.scanLinks} where ${t.labelId} = ${labelId})
    or ${scan}.film_roll_id in (select film_roll_id from ${t.rollLinks} where ${t.labelId} = ${labelId}))`;
}
