/**
 * The embedded database's upkeep. PostgreSQL's autovacuum tidies tables up as they change; PGlite runs no background
 * workers, so nothing would: a table that grew or changed keeps its pages unmarked (every count reads the whole
 * table, not its index) and the search index keeps its newest entries in a pending list that every search scans.
 * Each night one instance vacuums and analyzes the whole database on the job queue. On PostgreSQL nothing is queued.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export const MAINTENANCE_QUEUE = 'database-maintenance';
/** 03:41 each night, away from the hour's other jobs (the media sweep at :17). */
const MAINTENANCE_CRON = '41 3 * * *';

/** Vacuums and analyzes every table: pages marked all-visible, dead rows reclaimed, the planner's figures current. */
export async function vacuumDatabase(app: FastifyInstance): Promise<void> {
  const started = Date.now();
  await app.db.execute(sql`vacuum (analyze)`);
  app.log.info({ ms: Date.now() - started }, 'database vacuumed and analyzed');
}

/** Starts the nightly upkeep where the database has no autovacuum of its own (PGlite). */
export async function startDatabaseMaintenance(app: FastifyInstance) {
  if (app.database.kind !== 'pglite') return;
  await app.jobs.work(MAINTENANCE_QUEUE, () => vacuumDatabase(app), { cron: MAINTENANCE_CRON });
}
