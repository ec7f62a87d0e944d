/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (the test runner starts a throwaway cluster).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';

export const TEST_DB_KIND: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestDatabase extends Database {
  /** The postgres:// URL of this database (postgres only), to reopen it as a restart would. */
  url?: string;
  /** Closes and removes the database. */
  destroy(): Promise<void>;
}

/** One statement on the PostgreSQL server's admin database (`url`, by default TEST_DATABASE_URL). */
export async function adminQuery(sql: string, url = process.env.TEST_DATABASE_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let snapshot: Promise<Blob | undefined> | undefined;
/** The ready database made once per run by tests/helpers/global-setup.ts, read once per test file. */
function pgliteSnapshot(): Promise<Blob | undefined> {
  snapshot ??= (async () => {
    const file = inject('pgliteSnapshot');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return snapshot;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dir: 'memory://', snapshot: await pgliteSnapshot() });
    // Nothing to apply on the snapshot; a migration added since it was made would be applied here.
    await database.migrate();
    return { ...database, destroy: () => database.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.href });
  await database.migrate();
  let closed = false;
  return {
    ...database,
    url: url.href,
    close: async () => {
      if (closed) return;
      closed = true;
      await database.close();
    },
    destroy: async () => {
      if (!closed) await database.close();
      closed = true;
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * `table` as it stands once the database has tidied up after a bulk insert, as on a site that grew to that size:
 * PostgreSQL's autovacuum vacuums after inserts too (since version 13), and PGlite's is the site's nightly job
 * (src/server/db/maintenance.ts). Vacuum marks the table's pages all-visible, so a count reads an index alone, and
 * merges a search index's pending entries. A snapshot another session holds at that moment (the job queue's, on
 * starting) keeps pages unmarked: it is vacuumed again until every page is marked.
 */
export async function settle(db: Database['db'], table: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
    const pages = await pagesOf(db, table);
    if (pages && pages.relallvisible >= pages.relpages) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${table}: vacuum left pages unmarked`);
}

/** What the planner knows of `table`: its pages, those marked all-visible, and its rows as last analyzed. */
export async function pagesOf(db: Database['db'], table: string) {
  const { rows } = (await db.execute(
    sql`select relpages, relallvisible, reltuples from pg_class where relname = ${table}`,
  )) as unknown as { rows: { relpages: number; relallvisible: number; reltuples: number }[] };
  return rows[0];
}
