/**
 * Counted visits (issue 28, docs/decisions/044): page views added up per hour, unique visitors per day, and the
 * short-lived pieces that let a fleet count a day's visitors once. Nothing here names a person: a visitor is a
 * hash made with a salt that is deleted when its day is over.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** What a view is counted by, besides its time. '' for a campaign value that was not sent. */
const dimensions = () => ({
  path: text('path').notNull(),
  /** The referrer's site reduced to a name ('Google', 'direct', 'example.com'), or utm_source when sent. */
  source: text('source').notNull(),
  utmSource: text('utm_source').notNull().default(''),
  utmMedium: text('utm_medium').notNull().default(''),
  utmCampaign: text('utm_campaign').notNull().default(''),
  /** phone, tablet or desktop. */
  device: text('device').notNull(),
  /** The primary subtag of the browser's first language ('en'), or '(unknown)'. */
  language: text('language').notNull(),
  views: integer('views').notNull(),
});

type DimensionColumns = Record<
  'path' | 'source' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'device' | 'language',
  AnyPgColumn
>;
const dimensionColumns = (t: DimensionColumns) => [
  t.path,
  t.source,
  t.utmSource,
  t.utmMedium,
  t.utmCampaign,
  t.device,
  t.language,
];

/** Page views per hour (UTC): every instance adds its own to the row. Folded into days after 90 days. */
export const analyticsHourly = pgTable(
  'analytics_hourly',
  { hour: timestamp('hour', { withTimezone: true }).notNull(), ...dimensions() },
  (t) => [primaryKey({ name: 'analytics_hourly_pk', columns: [t.hour, ...dimensionColumns(t)] })],
);

/** Page views per day (UTC), for hours older than 90 days; kept 25 months. */
export const analyticsDaily = pgTable('analytics_daily', { day: date('day').notNull(), ...dimensions() }, (t) => [
  primaryKey({ name: 'analytics_daily_pk', columns: [t.day, ...dimensionColumns(t)] }),
]);

/**
 * Unique visitors of a day (UTC) for one value of one dimension: 'site' (value ''), 'page', 'source', 'campaign'
 * (value: JSON [campaign, source, medium]), 'device', 'language'. Instances add the visitors new to the fleet.
 */
export const analyticsVisitors = pgTable(
  'analytics_visitors',
  {
    day: date('day').notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_visitors_pk', columns: [t.day, t.dimension, t.value] })],
);

/**
 * Which visitor hashes the fleet has counted today, per dimension value: what makes a visitor count once across
 * instances. Deleted once the day is over; never backed up.
 */
export const analyticsSeen = pgTable(
  'analytics_seen',
  {
    day: date('day').notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_seen_pk', columns: [t.day, t.dimension, t.value, t.visitor] })],
);

/** The salt of each day (today and tomorrow), shared by the fleet; deleted once its day is over; never backed up. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});
