/**
 * The analytics report of a period (issue 28): views from the hourly and daily rows, visitors from each day's
 * unique counts added up over the days, leads from the contact messages and sign-ups of the period. Days are UTC.
 */
import { type SQL, sql } from 'drizzle-orm';
import { ANALYTICS_LIST_MAX, type AnalyticsQuery, type AnalyticsReport } from '../../shared/schemas/analytics';
import type { Db } from '../db/client';
import { rows } from '../db/rows';
import { DIRECT } from './classify';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every view row of days `from`..`to` (included), hourly and daily alike, with its day. */
const viewsOf = (from: string, to: string) => sql`(
  select (hour at time zone 'UTC')::date as day, path, views from analytics_hourly
  where hour >= ${from}::date::timestamptz and hour < (${to}::date + 1)::timestamptz
  union all
  select day, path, views from analytics_daily where day between ${from}::date and ${to}::date)`;

async function totals(db: Db, from: string, to: string) {
  const [row] = await rows<{ pageviews: number; visitors: number }>(
    db,
    sql`select
      (select coalesce(sum(views), 0)::int from ${viewsOf(from, to)} v) as pageviews,
      (select coalesce(sum(visitors), 0)::int from analytics_visitors
        where dimension = 'site' and day between ${from}::date and ${to}::date) as visitors`,
  );
  return { pageviews: row?.pageviews ?? 0, visitors: row?.visitors ?? 0 };
}

/** Visitors per value of `dimension` over the period, largest first. */
const visitorsBy = (db: Db, dimension: string, from: string, to: string) =>
  rows<{ value: string; visitors: number }>(
    db,
    sql`select value, sum(visitors)::int as visitors from analytics_visitors
      where dimension = ${dimension} and day between ${from}::date and ${to}::date
      group by value order by visitors desc, value limit ${ANALYTICS_LIST_MAX}`,
  );

export async function analyticsReport(db: Db, { from, to }: AnalyticsQuery): Promise<AnalyticsReport> {
  const fromMs = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - fromMs) / DAY_MS) + 1;
  const previousFrom = dayOf(fromMs - days * DAY_MS);
  const previousTo = dayOf(fromMs - DAY_MS);

  const [
    current,
    previous,
    dailyViews,
    dailyVisitors,
    pages,
    pageVisitors,
    sources,
    campaigns,
    devices,
    languages,
    leads,
  ] = await Promise.all([
    totals(db, from, to),
    totals(db, previousFrom, previousTo),
    rows<{ day: string; views: number }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, sum(views)::int as views from ${viewsOf(from, to)} v group by day`,
    ),
    rows<{ day: string; visitors: number }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, visitors from analytics_visitors
          where dimension = 'site' and day between ${from}::date and ${to}::date`,
    ),
    rows<{ path: string; pageviews: number }>(
      db,
      sql`select path, sum(views)::int as pageviews from ${viewsOf(from, to)} v
          group by path order by pageviews desc, path limit ${ANALYTICS_LIST_MAX}`,
    ),
    visitorsBy(db, 'page', from, to),
    visitorsBy(db, 'source', from, to),
    visitorsBy(db, 'campaign', from, to),
    visitorsBy(db, 'device', from, to),
    visitorsBy(db, 'language', from, to),
    leadsOf(db, from, to),
  ]);

  const viewsByDay = new Map(dailyViews.map((row) => [row.day, row.views]));
  const visitorsByDay = new Map(dailyVisitors.map((row) => [row.day, row.visitors]));
  const visitorsByPage = new Map(pageVisitors.map((row) => [row.value, row.visitors]));
  const series = Array.from({ length: days }, (_, i) => {
    const date = dayOf(fromMs + i * DAY_MS);
    return { date, visitors: visitorsByDay.get(date) ?? 0, pageviews: viewsByDay.get(date) ?? 0 };
  });
  return {
    ...current,
    previous,
    series,
    pages: pages.map((row) => ({
      path: row.path,
      visitors: visitorsByPage.get(row.path) ?? 0,
      pageviews: row.pageviews,
    })),
    sources: sources.map((row) => ({ source: row.value, visitors: row.visitors })),
    campaigns: campaigns.map((row) => {
      const [campaign = '', source = '', medium = ''] = JSON.parse(row.value) as string[];
      return { campaign, source, medium, visitors: row.visitors };
    }),
    devices: devices.map((row) => ({ device: row.value, visitors: row.visitors })),
    languages: languages.map((row) => ({ language: row.value, visitors: row.visitors })),
    leads,
  };
}

/** Contact messages and sign-ups received in the period, by source and campaign, most first. */
function leadsOf(db: Db, from: string, to: string) {
  const within = (table: SQL) => sql`select coalesce(source, ${DIRECT}) as source, coalesce(campaign, '') as campaign
    from ${table} where created_at >= ${from}::date::timestamptz and created_at < (${to}::date + 1)::timestamptz`;
  return rows<{ source: string; campaign: string; contacts: number; subscribers: number }>(
    db,
    sql`select source, campaign, sum(contacts)::int as contacts, sum(subscribers)::int as subscribers from (
        select source, campaign, 1 as contacts, 0 as subscribers from (${within(sql`contact_submissions`)}) c
        union all
        select source, campaign, 0, 1 from (${within(sql`subscribers`)}) s) l
      group by source, campaign
      order by sum(contacts) + sum(subscribers) desc, source, campaign
      limit ${ANALYTICS_LIST_MAX}`,
  );
}

/** Each post's page views of the last 30 days, by slug (a post never viewed is absent). */
export async function postViews30d(db: Db, slugs: string[], now = Date.now()): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const since = new Date(now - 30 * DAY_MS).toISOString();
  const paths = slugs.map((slug) => `/blog/${slug}`);
  const found = await rows<{ path: string; views: number }>(
    db,
    sql`select path, sum(views)::int as views from (
        select path, views from analytics_hourly where hour >= ${since}::timestamptz
        union all
        select path, views from analytics_daily where day >= ${since}::timestamptz::date) v
      where path in (select jsonb_array_elements_text(${JSON.stringify(paths)}::jsonb))
      group by path`,
  );
  return new Map(found.map((row) => [row.path.slice('/blog/'.length), row.views]));
}

/** `posts` with their page views of the last 30 days (`views30d`, 0 when none). */
export async function withViews30d<T extends { slug: string }>(
  db: Db,
  posts: T[],
): Promise<(T & { views30d: number })[]> {
  const views = await postViews30d(
    db,
    posts.map((post) => post.slug),
  );
  return posts.map((post) => ({ ...post, views30d: views.get(post.slug) ?? 0 }));
}
