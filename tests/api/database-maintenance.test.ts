/**
 * The embedded database's nightly upkeep: PGlite has no autovacuum, so the job queue vacuums and analyzes it each
 * night; PostgreSQL's own autovacuum does that there, and nothing is queued.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAINTENANCE_QUEUE } from '../../src/server/db/maintenance';
import { createTestApp, type TestApp } from '../helpers/app';
import { pagesOf, TEST_DB_KIND } from '../helpers/database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

it('vacuums the embedded database every night on the job queue, and leaves PostgreSQL to its autovacuum', async () => {
  const schedule = rowsOf<{ cron: string }>(
    await t.database.db.execute(sql`select cron from pgboss.schedule where name = ${MAINTENANCE_QUEUE}`),
  );
  if (TEST_DB_KIND === 'postgres') {
    expect(schedule).toEqual([]);
    return;
  }
  expect(schedule).toEqual([{ cron: '41 3 * * *' }]);
  await t.database.db.execute(sql`
    insert into blogs (slug, title, content, excerpt, category, status, tags, created_at)
    select 'post-' || n, 'Post ' || n, '<p>Text</p>', 'Text', 'Business', 'published', array['web'], now() - n * interval '1 hour'
    from generate_series(1, 2000) as n`);
  // Left alone, the table's pages stay unmarked and the planner's figures stay those of an empty table.
  const before = await pagesOf(t.database.db, 'blogs');
  expect(before?.relallvisible).toBe(0);
  expect(before?.reltuples).toBeLessThan(2000);

  await t.app.jobs.sendAt(MAINTENANCE_QUEUE, new Date(), 'test-night');
  let after = await pagesOf(t.database.db, 'blogs');
  for (let i = 0; i < 100 && !after?.relallvisible; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    after = await pagesOf(t.database.db, 'blogs');
  }
  expect(after?.relpages).toBeGreaterThan(0);
  expect(after?.relallvisible).toBe(after?.relpages);
  expect(after?.reltuples).toBe(2000);
});
