import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The names of every label on the rolls (alias r) themselves; `scans` adds the labels of their scans. */
const rollLabelNames = (withScans: boolean) => sql`
  select t.name from film_roll_tags x join tags t on t.id = x.tag_id where x.film_roll_id = r.id
  union select l.name from film_roll_locations x join photo_locations l on l.id = x.location_id where x.film_roll_id = r.id
  ${
    withScans
      ? sql`union select t.name from scan_tags x join scans s2 on s2.id = x.scan_id join tags t on t.id = x.tag_id where s2.film_roll_id = r.id
  union select l.name from scan_locations x join scans s2 on s2.id = x.scan_id join photo_locations l on l.id = x.location_id where s2.film_roll_id = r.id`
      : sql``
  }`;

/**
 * Brings the words search matches beside a roll's and a scan's own up to date (film_rolls.labels_text,
 * scans.context_text; both feed their generated search columns). Call it in the transaction that
 * changed labels, a roll's name or film, or a scan's roll. Scans of the given rolls, and rolls of
 * the given scans, are refreshed too, since each one's words include the other's.
 */
export async function refreshSearchText(
  db: Db | Tx,
  changed: { rollIds?: readonly number[]; scanIds?: readonly number[] },
): Promise<void> {
  const rollIds = [...new Set(changed.rollIds ?? [])];
  const scanIds = [...new Set(changed.scanIds ?? [])];
  if (rollIds.length === 0 && scanIds.length === 0) return;
  const rollsWhere =
    rollIds.length && scanIds.length
      ? sql`r.id in (${idList(rollIds)}) or r.id in (select film_roll_id from scans where id in (${idList(scanIds)}))`
      : rollIds.length
        ? sql`r.id in (${idList(rollIds)})`
        : sql`r.id in (select film_roll_id from scans where id in (${idList(scanIds)}))`;
  await db.execute(sql`
    update film_rolls r
    set labels_text = coalesce((select string_agg(n.name, ' ' order by n.name) from (${rollLabelNames(true)}) n), '')
    where ${rollsWhere}`);
  const scansWhere =
    rollIds.length && scanIds.length
      ? sql`s.id in (${idList(scanIds)}) or s.film_roll_id in (${idList(rollIds)})`
      : rollIds.length
        ? sql`s.film_roll_id in (${idList(rollIds)})`
        : sql`s.id in (${idList(scanIds)})`;
  await db.execute(sql`
    update scans s
    set context_text = concat_ws(' ', r.name, r.brand, r.model, r.format, r.process, (
      select string_agg(n.name, ' ' order by n.name) from (
        select t.name from scan_tags x join tags t on t.id = x.tag_id where x.scan_id = s.id
        union select l.name from scan_locations x join photo_locations l on l.id = x.location_id where x.scan_id = s.id
        union ${rollLabelNames(false)}
      ) n))
    from film_rolls r
    where r.id = s.film_roll_id and (${scansWhere})`);
}
