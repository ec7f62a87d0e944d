/**
 * Keeping the counts in proportion (docs/decisions/044): each night one instance of the fleet (a pg-boss schedule)
 * folds the hourly rows of days older than 90 days into daily rows, deletes the days older than 25 months, and
 * forgets visitor hashes and salts of days that are over (each instance also does as it flushes).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { dayOf } from './counter';

export const ROLLUP_QUEUE = 'analytics-rollup';
/** 04:23 UTC each night, away from the other jobs (backups at 03:00, upkeep at 03:41, the media sweep at :17). */
const ROLLUP_CRON = '23 4 * * *';
export const HOURLY_DAYS = 90;
export const DAILY_MONTHS = 25;

/** Folds and deletes as of `now`; answers how many hourly rows were folded and daily rows deleted. */
export async function rollUp(db: Db, now = Date.now()): Promise<{ folded: number; deleted: number }> {
  const today = dayOf(now);
  const foldBefore = dayOf(now - HOURLY_DAYS * 86_400_000);
  const keepFrom = new Date(`${today}T00:00:00Z`);
  keepFrom.setUTCMonth(keepFrom.getUTCMonth() - DAILY_MONTHS);
  const deleteBefore = dayOf(keepFrom.getTime());
  return db.transaction(async (tx) => {
    const count = async (query: SQL) => Number((await rows<{ n: number }>(tx, query))[0]?.n ?? 0);
    // One statement: the rows deleted are the rows added, whatever another instance writes meanwhile.
    const folded = await count(
      sql`
        with moved as (
          delete from analytics_hourly where hour < ${foldBefore}::date::timestamptz
          returning hour, path, source, utm_source, utm_medium, utm_campaign, device, language, views),
        added as (
          insert into analytics_daily (day, path, source, utm_source, utm_medium, utm_campaign, device, language, views)
          select (hour at time zone 'UTC')::date, path, source, utm_source, utm_medium, utm_campaign, device, language,
            sum(views)::int
          from moved
          group by 1, path, source, utm_source, utm_medium, utm_campaign, device, language
          on conflict on constraint analytics_daily_pk do update set views = analytics_daily.views + excluded.views)
        select count(*)::int as n from moved`,
    );
    const daily = await count(
      sql`
        with gone as (delete from analytics_daily where day < ${deleteBefore}::date returning 1)
        select count(*)::int as n from gone`,
    );
    await tx.execute(sql`delete from analytics_visitors where day < ${deleteBefore}::date`);
    await tx.execute(sql`delete from analytics_seen where day < ${today}::date`);
    await tx.execute(sql`delete from analytics_salts where day < ${today}::date`);
    return { folded, deleted: daily };
  });
}

export async function startAnalyticsRollup(app: FastifyInstance): Promise<void> {
  await app.jobs.work(
    ROLLUP_QUEUE,
    async () => {
      const { folded, deleted } = await rollUp(app.db);
      app.log.info({ folded, deleted }, 'analytics: hourly rows folded into days, old days deleted');
    },
    { cron: ROLLUP_CRON },
  );
}
