/**
 * Opens the database: embedded PGlite under DATA_DIR by default, a PostgreSQL server when
 * DATABASE_URL is set. Both speak the same SQL, so one schema and one set of migrations serve both.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ROOT_DIR } from '../config';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Applies every committed migration not yet applied. Safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Tells other instances that content changed (PostgreSQL NOTIFY; nothing to tell with PGlite). */
  announceContentChange(version: number): Promise<void>;
  /** Calls `listener` when another instance announces a change; answers a function that stops listening. */
  onContentChange(listener: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'src', 'server', 'db', 'migrations');

/** The NOTIFY channel on which instances tell each other that content changed. */
const CONTENT_CHANNEL = 'content_version';

/** Any fixed number: the key of the advisory lock that serializes migrations across instances. */
const MIGRATION_LOCK = 727_001;

/** `target`: a postgres:// URL, a directory for PGlite's files, or `memory://` for a throwaway PGlite. */
export async function openDatabase(target: { url: string } | { dir: string }): Promise<Database> {
  if ('url' in target) return openPostgres(target.url);
  return openPglite(target.dir);
}

async function openPglite(dir: string): Promise<Database> {
  const inMemory = dir === 'memory://';
  if (!inMemory) {
    await mkdir(dir, { recursive: true });
    await takeLock(`${dir}.lock`);
  }
  const client = new PGlite(inMemory ? undefined : dir);
  const listeners = new Set<() => void>();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    // PGlite belongs to one process: the apps sharing it are told directly.
    announceContentChange: async () => {
      for (const listener of listeners) listener();
    },
    onContentChange: async (listener) => {
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
      if (!inMemory) await rm(`${dir}.lock`, { force: true });
    },
  };
}

/**
 * PGlite is one process's database: a second process opening the same files would corrupt them.
 * The lock file names the process that has them; a lock left by a process that is gone is taken over.
 */
async function takeLock(file: string): Promise<void> {
  try {
    await writeFile(file, String(process.pid), { flag: 'wx' });
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = Number.parseInt(await readFile(file, 'utf8'), 10);
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The embedded database is in use by process ${holder} (the running site?). Stop it first, or use DATABASE_URL.`,
    );
  }
  await writeFile(file, String(process.pid));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    migrate: async () => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(conn, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        conn.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    announceContentChange: async (version) => {
      await pool.query('select pg_notify($1, $2)', [CONTENT_CHANNEL, String(version)]);
    },
    onContentChange: async (listener) => {
      const client = new pg.Client({ connectionString: url });
      client.on('error', () => {});
      client.on('notification', (message) => {
        if (message.channel === CONTENT_CHANNEL) listener();
      });
      await client.connect();
      await client.query(`listen ${CONTENT_CHANNEL}`);
      return async () => {
        await client.end().catch(() => {});
      };
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}
