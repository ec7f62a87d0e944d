/**
 * Writing counts (docs/decisions/044). A flush is one transaction of two statements whatever its size: the view
 * rows added to what other instances wrote, and the visitor hashes inserted where the fleet had not seen them, those
 * new ones added to the day's visitor counts. Rows travel as one JSON parameter (PostgreSQL's limit of 65,535
 * parameters a statement never applies).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import type { SeenRow, ViewRow } from './pending';

export async function writeCounts(db: Db, views: ViewRow[], seen: SeenRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (views.length > 0) {
      await tx.execute(sql`
        insert into analytics_hourly (hour, path, source, utm_source, utm_medium, utm_campaign, device, language, views)
        select hour, path, source, utm_source, utm_medium, utm_campaign, device, language, views
        from json_to_recordset(${JSON.stringify(views)}::json) as r(
          hour timestamptz, path text, source text, utm_source text, utm_medium text, utm_campaign text,
          device text, language text, views integer)
        on conflict on constraint analytics_hourly_pk do update set views = analytics_hourly.views + excluded.views`);
    }
    if (seen.length > 0) {
      await tx.execute(sql`
        with fresh as (
          insert into analytics_seen (day, dimension, value, visitor)
          select day, dimension, value, visitor
          from json_to_recordset(${JSON.stringify(seen)}::json) as r(day date, dimension text, value text, visitor text)
          on conflict do nothing
          returning day, dimension, value)
        insert into analytics_visitors (day, dimension, value, visitors)
        select day, dimension, value, count(*)::int from fresh group by day, dimension, value
        order by day, dimension, value
        on conflict on constraint analytics_visitors_pk
        do update set visitors = analytics_visitors.visitors + excluded.visitors`);
    }
  });
}

/**
 * The salts of `days` (today and tomorrow), made by the first instance that asks and shared by all; salts of days
 * before the first are deleted. Answers day → salt.
 */
export async function loadSalts(db: Db, days: string[]): Promise<Map<string, string>> {
  const values = days.map((day) => sql`(${day}::date, ${randomBytes(32).toString('base64url')})`);
  await db.execute(
    sql`insert into analytics_salts (day, salt) values ${sql.join(values, sql`, `)} on conflict do nothing`,
  );
  await db.execute(sql`delete from analytics_salts where day < ${days[0]}::date`);
  const salts = await rows<{ day: string; salt: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, salt from analytics_salts where day >= ${days[0]}::date`,
  );
  return new Map(salts.map((row) => [row.day, row.salt]));
}

/** Forgets the visitor hashes of days before `day` (their counts are kept). */
export async function forgetSeen(db: Db, day: string): Promise<void> {
  await db.execute(sql`delete from analytics_seen where day < ${day}::date`);
}
