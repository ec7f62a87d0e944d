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
/** A failing job is tried again after 5 s, 10 s, 20 s… : eleven tries over about three hours. */
const RETRY = { retryLimit: 10, retryDelay: 5, retryBackoff: true } as const;

/** A job to add: its data, and a key that makes a second one with the same key a no-op while the first waits. */
export interface NewJob<T extends object> {
  data: T;
  key: string;
  /** Not before then (default: at once). */
  startAfter?: Date;
}

/**
 * Whether a handler's error says the job would fail the same however often it ran (`permanent: true`, e.g. a mail
 * server's 5xx for the address, mailer.ts): its job fails at once, with one log line, instead of being tried again.
 */
export const isPermanentFailure = (error: unknown) =>
  Boolean(error && typeof error === 'object' && (error as { permanent?: unknown }).permanent === true);

export interface JobQueue {
  /**
   * Runs `handler` for each job of `name`, on whichever instance takes it first; creates the queue. A handler
   * that throws is run again later (with growing delays), until it succeeds or runs out of tries; one that throws a
   * permanent failure (isPermanentFailure) is not run again.
   */
  work<T extends object = object>(
    name: string,
    handler: (data: T) => Promise<void>,
    options?: { cron?: string },
  ): Promise<void>;
  /** Adds a job of `name` that waits until `at`; of several sent with one `key`, the first one only. */
  sendAt(name: string, at: Date, key: string): Promise<void>;
  /** Adds jobs of `name` in one statement, each run once and retried when it fails (RETRY). */
  sendMany<T extends object>(name: string, jobs: NewJob<T>[]): Promise<void>;
  /** Jobs waiting in each queue this instance works (queued, or waiting for their next try). */
  depths(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

/** Where pg-boss keeps its tables. */
const SCHEMA = 'pgboss';

/** Jobs one worker takes per fetch. */
const JOB_BATCH = 10;

export async function startJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  onFailure: (queue: string) => void = () => {},
): Promise<JobQueue> {
  const names = new Set<string>();
  const boss = new PgBoss({
    ...('connectionString' in database.jobs ? { connectionString: database.jobs.connectionString, max: 3 } : {}),
    ...('db' in database.jobs ? { db: database.jobs.db } : {}),
    schema: SCHEMA,
    // Archive finished jobs after a day and forget them after a week: the queue stays small.
    archiveCompletedAfterSeconds: 86_400,
    deleteAfterDays: 7,
  });
  // A lost connection is reported here, not thrown: pg-boss retries on its next poll.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  return {
    async work<T extends object>(name: string, handler: (data: T) => Promise<void>, options: { cron?: string } = {}) {
      await boss.createQueue(name);
      names.add(name);
      // Up to JOB_BATCH jobs a fetch, run side by side. Each is settled the moment it ends (completed, or failed and
      // retried as its options say), so a batch cut short (a shutdown, a timeout) never runs again a job that
      // already did its work, such as a mail already sent.
      await boss.work<T>(name, { pollingIntervalSeconds: 2, batchSize: JOB_BATCH }, async (jobs) => {
        await Promise.all(
          jobs.map(async (job) => {
            try {
              await handler((job.data ?? {}) as T);
            } catch (failure) {
              const error = failure instanceof Error ? failure : new Error(String(failure));
              onFailure(name);
              if (isPermanentFailure(error)) {
                // Failed for good, now: its tries are used up before the failure is recorded. One line, no stack:
                // the answer is the mail server's, not a fault of the site's.
                log.warn({ queue: name, job: job.id, reason: error.message }, 'job failed for good; not retried');
                await boss
                  .getDb()
                  .executeSql(`update ${SCHEMA}.job set retry_limit = retry_count where name = $1 and id = $2`, [
                    name,
                    job.id,
                  ])
                  .catch((e) => log.error({ err: e, queue: name, job: job.id }, 'could not end a failed job'));
              } else {
                log.warn({ err: error, queue: name, job: job.id }, 'job failed; it is retried if tries remain');
              }
              await boss
                .fail(name, job.id, { message: error.message })
                .catch((e) => log.error({ err: e, queue: name, job: job.id }, 'could not record a failed job'));
              return;
            }
            await boss
              .complete(name, job.id)
              .catch((e) => log.error({ err: e, queue: name, job: job.id }, 'could not record a finished job'));
          }),
        );
      });
      if (options.cron) await boss.schedule(name, options.cron);
    },
    async sendAt(name, at, key) {
      await boss.send(name, {}, { startAfter: at, singletonKey: key, retryLimit: 5, retryBackoff: true });
    },
    async sendMany(name, jobs) {
      if (jobs.length === 0) return;
      await boss.insert(
        jobs.map((job) => ({
          name,
          data: job.data,
          singletonKey: job.key,
          ...(job.startAfter ? { startAfter: job.startAfter } : {}),
          ...RETRY,
        })),
      );
    },
    async depths() {
      const sizes: Record<string, number> = {};
      for (const name of names) sizes[name] = await boss.getQueueSize(name);
      return sizes;
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}

/**
 * A JobQueue to hand out before the real one is up: each call waits for `started`. `npm start` answers requests
 * while pg-boss starts (a restart is sooner by the time it takes); a stop before the start began stops nothing.
 */
export function pendingJobQueue(): { queue: JobQueue; begin(started: Promise<JobQueue>): void } {
  let begun = false;
  let begin: (started: Promise<JobQueue>) => void = () => {};
  const ready = new Promise<JobQueue>((resolve, reject) => {
    begin = (started) => {
      begun = true;
      started.then(resolve, reject);
    };
  });
  // A failed start is reported by whoever started it; calls waiting for it fail with it.
  ready.catch(() => {});
  return {
    queue: {
      work: async (name, handler, options) => (await ready).work(name, handler, options),
      sendAt: async (name, at, key) => (await ready).sendAt(name, at, key),
      sendMany: async (name, jobs) => (await ready).sendMany(name, jobs),
      depths: async () => (begun ? (await ready).depths() : {}),
      stop: async () => {
        if (begun) await (await ready.catch(() => null))?.stop();
      },
    },
    begin: (started) => begin(started),
  };
}
