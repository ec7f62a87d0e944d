/**
 * Scheduled backups (issue 15): with BACKUP_DIR set, a backup every day at BACKUP_TIME (UTC), the last
 * BACKUP_KEEP kept. An hourly job of the queue (one instance of a fleet takes each tick) claims the day's slot in
 * `backup_runs` with one statement, so a slot is backed up once however many instances check it; a site that was
 * down at that time makes it at the next check; a failed or abandoned run is tried again at the next check.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BackupStatus } from '../../shared/backups';
import type { Config } from '../config';
import { rows } from '../db/rows';
import { backupRuns } from '../db/schema';
import { backupSource, writeBackup } from './backup';

export const BACKUP_QUEUE = 'site-backup';
/** A run still unfinished after this long was lost with its instance: its slot may be taken again. */
const ABANDONED_AFTER = '6 hours';
/** The dashboard warns when the last backup is older than this. */
export const BACKUP_STALE_MS = 2 * 24 * 3600 * 1000;
const FILE = /^kestrel-backup-\d{4}-\d\d-\d\dT\d\d-\d\dZ\.tar\.gz$/;

type Schedule = NonNullable<Config['backup']>;

/** The latest scheduled time at or before `now`, as an ISO string (the slot's key). */
export function slotFor(schedule: Schedule, now: Date): string {
  const slot = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), schedule.hour, schedule.minute),
  );
  if (slot > now) slot.setUTCDate(slot.getUTCDate() - 1);
  return slot.toISOString();
}

export const backupFileName = (slot: string) => `kestrel-backup-${slot.slice(0, 16).replace(':', '-')}Z.tar.gz`;

/**
 * Backs up the slot due at `now` unless it was done (or is being done) already; answers what it did. Never
 * throws for a failed backup: the failure is recorded for the dashboard and logged.
 */
export async function backupIfDue(
  app: FastifyInstance,
  now = new Date(),
  schedule = app.config.backup,
): Promise<'done' | 'failed' | 'not due'> {
  if (!schedule) return 'not due';
  const slot = slotFor(schedule, now);
  // One statement claims the slot: a new one, or one whose run failed or was abandoned.
  const [claimed] = await rows<{ id: string }>(
    app.db,
    sql`insert into backup_runs (slot) values (${slot})
        on conflict (slot) do update set started_at = now(), finished_at = null, error = null, file = null, bytes = null
        where backup_runs.error is not null
           or (backup_runs.finished_at is null and backup_runs.started_at < now() - ${ABANDONED_AFTER}::interval)
        returning id`,
  );
  if (!claimed) return 'not due';
  const file = path.join(schedule.dir, backupFileName(slot));
  try {
    await mkdir(schedule.dir, { recursive: true });
    const { bytes } = await writeBackup(backupSource(app.config, app.database, app.storage), file);
    await app.db
      .update(backupRuns)
      .set({ finishedAt: sql`now()`, file: path.basename(file), bytes })
      .where(eq(backupRuns.id, claimed.id));
    // The backup is made: a failure to delete old ones is logged, not counted against it.
    await prune(schedule, path.basename(file)).catch((error) =>
      app.log.error({ err: error }, 'could not delete old backups'),
    );
    app.log.info({ file, bytes }, 'scheduled backup written');
    return 'done';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    app.log.error({ err: error, file }, 'scheduled backup failed');
    await app.db
      .update(backupRuns)
      .set({ finishedAt: sql`now()`, error: message.slice(0, 500) })
      .where(eq(backupRuns.id, claimed.id));
    return 'failed';
  }
}

/**
 * Deletes all but the newest BACKUP_KEEP backups in BACKUP_DIR, and the partial files of runs that never finished
 * (files of other names are left alone).
 */
async function prune(schedule: Schedule, current: string) {
  const names = await readdir(schedule.dir);
  const files = names.filter((name) => FILE.test(name)).sort();
  const old = files.slice(0, Math.max(0, files.length - schedule.keep));
  const partial = names.filter(
    (name) => name.endsWith('.partial') && FILE.test(name.slice(0, -8)) && name !== `${current}.partial`,
  );
  for (const name of [...old, ...partial]) await rm(path.join(schedule.dir, name), { force: true });
}

/** Starts the hourly check on instances with BACKUP_DIR (only they take its jobs). */
export async function startScheduledBackups(app: FastifyInstance) {
  const schedule = app.config.backup;
  if (!schedule) return;
  await app.jobs.work(
    BACKUP_QUEUE,
    async () => {
      await backupIfDue(app);
    },
    { cron: `${schedule.minute} * * * *` },
  );
}

/** What the dashboard shows: the last backup, or the failure after it, and whether it is too old. */
export async function readBackupStatus(app: FastifyInstance, now = new Date()): Promise<BackupStatus> {
  const [latest] = await app.db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1);
  const [success] = await app.db
    .select()
    .from(backupRuns)
    .where(sql`${backupRuns.error} is null and ${backupRuns.finishedAt} is not null`)
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  const lastAt = success?.finishedAt ?? null;
  const failed = latest?.error ? latest : null;
  return {
    scheduled: app.config.backup !== null,
    lastAt: lastAt?.toISOString() ?? null,
    lastBytes: success?.bytes ?? null,
    failedAt: failed?.finishedAt?.toISOString() ?? null,
    error: failed?.error ?? null,
    stale: app.config.backup !== null && (!lastAt || now.getTime() - lastAt.getTime() > BACKUP_STALE_MS),
  };
}
