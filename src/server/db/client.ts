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
import { hasEveryMigration } from './migrated';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Applies every committed migration not yet applied (or those of another folder: a restore applies the
   * archive's level first). Safe to call from several instances at once.
   */
  migrate(migrationsFolder?: string): Promise<void>;
  /**
   * Runs `work` under the lock the migrations take, so that across a fleet one instance at a time does it (the
   * first start's demo content: two instances starting at once would both find the database empty).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Tells other instances that content changed (PostgreSQL NOTIFY; with PGlite, the other apps of this process).
   * `from` names the instance announcing it: it has emptied its own caches already. `changed` says what changed,
   * as text the listeners read (src/server/content/kinds.ts); none means anything.
   */
  announceContentChange(version: number, from: string, changed?: string): Promise<void>;
  /**
   * Calls `listener` when another instance than `self` announces a change, and after the listening connection
   * was lost and opened again (notices sent meanwhile are lost); answers a function that stops listening.
   * Its own notices are not heard: one arriving late would empty a cache filled since with current content.
   * The listener gets the notice's `changed`; undefined after a reconnection or from a notice without one.
   */
  onContentChange(
    listener: (changed: string | undefined) => void,
    options: { self: string; log?: ListenLog },
  ): Promise<() => Promise<void>>;
  /**
   * How the job queue (pg-boss, decision 021) reaches this database: its own small pool on PostgreSQL, or an
   * adapter over the one PGlite client.
   */
  jobs: { connectionString: string } | { db: JobsDb };
  /** Calls `observer` with the seconds each query of the app took (for /metrics; one observer). */
  timeQueries(observer: (seconds: number) => void): void;
  /** The connections of the pool (PostgreSQL): open, idle, and queries waiting for one. */
  poolUse?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Wraps a client's `query` so that each one's time is reported to the observer set later. */
function timed<T extends { query: (...args: never[]) => unknown }>(client: T) {
  let observer: ((seconds: number) => void) | null = null;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    if (!observer) return query(...args);
    const started = performance.now();
    const result = query(...args);
    if (result instanceof Promise) {
      const done = () => observer?.((performance.now() - started) / 1000);
      result.then(done, done);
    }
    return result;
  };
  return (next: (seconds: number) => void) => {
    observer = next;
  };
}

/** What pg-boss needs of a database it does not connect to itself. */
export interface JobsDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss on PGlite. A query with values is one statement; pg-boss's schema changes and maintenance come as
 * several statements in one BEGIN…COMMIT block, which runs as a PGlite transaction, so that a failure is rolled
 * back before the app's next query can run in what is left of it (decision 021, rule 1).
 */
function pgliteJobsDb(client: PGlite): JobsDb {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const statements = text.replace(/^\s*BEGIN\s*;/i, '').replace(/COMMIT\s*;\s*$/i, '');
      const results = await client.transaction((tx) => tx.exec(statements));
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/** Where the listening connection reports that it was lost and opened again (a pino logger fits). */
export interface ListenLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'src', 'server', 'db', 'migrations');

/** The NOTIFY channel on which instances tell each other that content changed. */
const CONTENT_CHANNEL = 'content_version';

/** Waits between attempts to open the listening connection again: doubling from the first to the last. */
export const LISTEN_RETRY_MS = { first: 100, max: 5000 } as const;

/**
 * PGlite's own start parameters, with PostgreSQL's page cache at 16 MB instead of the 128 MB initdb writes into
 * postgresql.conf: the whole cache is resident from the start, in PGlite's memory, and 128 MB was a third of an idle
 * site's (decision 055). The database files are read through the system's file cache all the same. Durability is
 * untouched: a commit is written to the files before it is acknowledged, as before.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Any fixed number: the key of the advisory lock that serializes migrations across instances. */
const MIGRATION_LOCK = 727_001;

/**
 * `target`: a postgres:// URL, a directory for PGlite's files, or `memory://` for a throwaway PGlite; a throwaway
 * PGlite may start from `snapshot`, the files of another one (`dumpPglite`), instead of an empty database.
 */
export async function openDatabase(target: { url: string } | { dir: string; snapshot?: Blob }): Promise<Database> {
  if ('url' in target) return openPostgres(target.url);
  return openPglite(target.dir, target.snapshot);
}

/** The files of a PGlite database as one uncompressed archive, for `openDatabase({ dir, snapshot })`. */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  if (!(client instanceof PGlite)) throw new Error('dumpPglite: not a PGlite database');
  return client.dumpDataDir('none');
}

async function openPglite(dir: string, snapshot?: Blob): Promise<Database> {
  const inMemory = dir === 'memory://';
  if (!inMemory) {
    await mkdir(dir, { recursive: true });
    await takeLock(`${dir}.lock`);
  }
  if (snapshot && !inMemory) throw new Error('openDatabase: a snapshot opens only as memory://');
  // Without a snapshot, PGlite runs initdb first (about a second of CPU): the snapshot skips it.
  const client = new PGlite({
    ...(snapshot ? { loadDataDir: snapshot } : inMemory ? {} : { dataDir: dir }),
    startParams: PGLITE_START_PARAMS,
  });
  const listeners = new Map<(changed: string | undefined) => void, string>();
  await client.waitReady;
  const timeQueries = timed(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    jobs: { db: pgliteJobsDb(client) },
    timeQueries,
    migrate: async (migrationsFolder = MIGRATIONS_DIR) => {
      if (await hasEveryMigration((text) => client.query(text), migrationsFolder)) return;
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    // One process holds the files (takeLock): nothing to wait for.
    exclusively: (work) => work(),
    ping: async () => {
      await client.query('select 1');
    },
    // PGlite belongs to one process: the apps sharing it are told directly.
    announceContentChange: async (_version, from, changed) => {
      for (const [listener, self] of listeners) if (self !== from) listener(changed);
    },
    onContentChange: async (listener, { self }) => {
      listeners.set(listener, self);
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

/** The embedded database's files are held by another living process. */
export class DatabaseInUse extends Error {}

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
    throw new DatabaseInUse(
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
  const timeQueries = timed(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    jobs: { connectionString: url },
    timeQueries,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: async (migrationsFolder = MIGRATIONS_DIR) => {
      if (await hasEveryMigration((text) => pool.query(text), migrationsFolder)) return;
      await underMigrationLock(pool, (conn) => migratePg(drizzlePg(conn, { schema }), { migrationsFolder }));
    },
    exclusively: (work) => underMigrationLock(pool, () => work()),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    announceContentChange: async (version, from, changed) => {
      const payload = changed === undefined ? `${from} ${version}` : `${from} ${version} ${changed}`;
      await pool.query('select pg_notify($1, $2)', [CONTENT_CHANNEL, payload]);
    },
    onContentChange: (listener, { self, log }) => listenForChanges(url, listener, self, log),
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

/** Runs `work` holding the migrations' advisory lock, on a connection of its own (`work` may use it, or the pool). */
async function underMigrationLock<T>(pool: pg.Pool, work: (conn: pg.PoolClient) => Promise<T>): Promise<T> {
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await work(conn);
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    conn.release();
  }
}

/**
 * LISTENs on its own connection (a pooled one would be handed to other queries). When that connection
 * is lost (the server restarted, a network cut), it is opened again with back-off, and `listener` is
 * called once it is: a change announced meanwhile was never heard, so caches must be emptied anyway.
 * The first connection must succeed: a site that cannot listen at start should not start.
 */
async function listenForChanges(
  url: string,
  listener: (changed: string | undefined) => void,
  self: string,
  log?: ListenLog,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let waitMs: number = LISTEN_RETRY_MS.first;

  const open = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    next.on('notification', (message) => {
      // `<instance> <version> <changed>`; an older instance sends no `<changed>`: anything changed.
      if (message.channel === CONTENT_CHANNEL && !message.payload?.startsWith(`${self} `))
        listener(message.payload?.split(' ')[2]);
    });
    // Until LISTEN has succeeded, a failure is reported by connect() or query() to whoever opened it.
    let live = false;
    const onLost = (error?: Error) => {
      if (!live) return;
      live = false;
      if (client === next) client = null;
      next.end().catch(() => {});
      if (stopped) return;
      log?.warn({ err: error, retryInMs: waitMs }, 'content change notices: connection to the database lost');
      schedule();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      await next.query(`listen ${CONTENT_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    live = true;
    client = next;
  };

  const schedule = () => {
    retry = setTimeout(async () => {
      retry = undefined;
      if (stopped) return;
      try {
        await open();
      } catch (error) {
        waitMs = Math.min(waitMs * 2, LISTEN_RETRY_MS.max);
        log?.warn({ err: error, retryInMs: waitMs }, 'content change notices: reconnection failed');
        if (!stopped) schedule();
        return;
      }
      if (stopped) return;
      waitMs = LISTEN_RETRY_MS.first;
      log?.info({}, 'content change notices: reconnected; emptying caches, as notices may have been missed');
      listener(undefined);
    }, waitMs);
    retry.unref();
  };

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
    client = null;
  };
}
