import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** The whole app on a fresh database and a fresh data directory, ready for `inject`. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kestrel-test-'));
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const app = await buildApp(config, { database });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second instance of the site on `t`'s database, as a fleet has: on PostgreSQL a pool of its own, on PGlite the
 * same client (one process holds its files). `close` stops it and its pool, not `t`'s.
 */
export async function secondInstance(
  t: TestApp,
): Promise<{ app: FastifyInstance; database: Database; close(): Promise<void> }> {
  const database = t.database.url ? await openDatabase({ url: t.database.url }) : t.database;
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' }), {
    database,
    deferJobs: true,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

let nextClient = 1;
/** A distinct client address, so that per-client rate limits in one test do not leak into another. */
export const clientAddress = () => `127.1.${Math.floor(nextClient / 250)}.${(nextClient++ % 250) + 1}`;
