/**
 * The job queue: pg-boss, keeping its jobs in the site's own database (decision 021), so that work runs once
 * across a fleet, survives restarts and crashes, and needs no other server. On PostgreSQL it has its own small
 * pool; on PGlite it shares the one client through an adapter (src/server/db/client.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/** Seconds a stopping instance gives running jobs to finish before they are left for another to retry. */
const STOP_TIMEOUT_MS = 5000;

export interface JobQueue {
  /** Runs `handler` for each job of `name`, on whichever instance takes it first; creates the queue. */
  work(name: string, handler: () => Promise<void>, options?: { cron?: string }): Promise<void>;
  /** Adds a job of `name` that waits until `at`; of several sent with one `key`, the first one only. */
  sendAt(name: string, at: Date, key: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startJobQueue(database: Database, log: FastifyBaseLogger): Promise<JobQueue> {
  const boss = new PgBoss({
    ...('connectionString' in database.jobs ? { connectionString: database.jobs.connectionString, max: 3 } : {}),
    ...('db' in database.jobs ? { db: database.jobs.db } : {}),
    schema: 'pgboss',
    // Archive finished jobs after a day and forget them after a week: the queue stays small.
    archiveCompletedAfterSeconds: 86_400,
    deleteAfterDays: 7,
  });
  // A lost connection is reported here, not thrown: pg-boss retries on its next poll.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  return {
    async work(name, handler, options = {}) {
      await boss.createQueue(name);
      await boss.work(name, { pollingIntervalSeconds: 2 }, async () => {
        await handler();
      });
      if (options.cron) await boss.schedule(name, options.cron);
    },
    async sendAt(name, at, key) {
      await boss.send(name, {}, { startAfter: at, singletonKey: key, retryLimit: 5, retryBackoff: true });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
