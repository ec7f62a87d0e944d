/**
 * Apps on a PostgreSQL server of a test's own, for tests that stop or restart the database under
 * them: the shared test cluster cannot be stopped while other files use it. Runs on the PGlite and
 * the PostgreSQL test runs alike.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Cluster, startCluster } from '../../scripts/pg-cluster.mjs';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';

export interface OwnCluster {
  cluster: Cluster;
  config: Config;
  /** A migrated database for seeding and checking, as a test (not an app) sees it. */
  database: Database;
  /**
   * A new instance of the site with its own connections, as another machine of a fleet would be;
   * with `log`, its log lines (level info) are pushed there.
   */
  instance(log?: string[]): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function startOwnCluster(env: Record<string, string> = {}): Promise<OwnCluster> {
  const cluster = await startCluster();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kestrel-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const database = await openDatabase({ url: cluster.url });
  await database.migrate();
  const opened: { app: FastifyInstance; database: Database }[] = [];
  return {
    cluster,
    config,
    database,
    instance: async (log) => {
      const own = await openDatabase({ url: cluster.url });
      const app = await buildApp(
        log ? { ...config, logLevel: 'info' } : config,
        log ? { database: own, logStream: { write: (line) => log.push(line) } } : { database: own },
      );
      await app.ready();
      opened.push({ app, database: own });
      return app;
    },
    close: async () => {
      for (const { app, database: own } of opened) {
        await app.close();
        await own.close();
      }
      await database.close();
      cluster.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
