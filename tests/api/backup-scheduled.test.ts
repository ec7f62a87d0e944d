/**
 * Scheduled backups (issue 15): one backup per day's slot however many checks run at once, the last BACKUP_KEEP
 * kept, a failure recorded and tried again, and the dashboard telling the time and size of the last one or warning.
 */
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readArchive } from '../../src/server/backup/restore';
import { BACKUP_QUEUE, backupFileName, backupIfDue, slotFor } from '../../src/server/backup/scheduled';
import { loadConfig } from '../../src/server/config';
import type { BackupStatus } from '../../src/shared/backups';
import { signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let dir: string;
const apps: TestApp[] = [];
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kestrel-backups-'));
  // No BACKUP_DIR: the hourly job is not started, and the test calls the check with its own clock and schedule.
  t = await createTestApp();
  apps.push(t);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await rm(dir, { recursive: true, force: true });
});

const schedule = () => ({ dir, hour: 3, minute: 0, keep: 2 });
const at = (iso: string) => new Date(iso);
const files = async () => (await readdir(dir)).sort();

async function dashboardBackup(app: TestApp): Promise<BackupStatus> {
  const res = await app.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: await signIn(app) });
  expect(res.statusCode).toBe(200);
  return res.json().backup;
}

it('names the latest scheduled time at or before now as the slot, in UTC', () => {
  const s = schedule();
  expect(slotFor(s, at('2026-11-20T02:59:59Z'))).toBe('2026-11-19T03:00:00.000Z');
  expect(slotFor(s, at('2026-11-20T03:00:00Z'))).toBe('2026-11-20T03:00:00.000Z');
  expect(slotFor({ ...s, hour: 23, minute: 30 }, at('2026-01-01T00:10:00Z'))).toBe('2025-12-31T23:30:00.000Z');
  expect(backupFileName('2026-11-20T03:00:00.000Z')).toBe('kestrel-backup-2026-11-20T03-00Z.tar.gz');
});

it('makes one backup per day, keeps the last BACKUP_KEEP, and the dashboard shows the last one', async () => {
  // What a run killed mid-write left behind is cleared by the next good one; other files are not the site's.
  await writeFile(path.join(dir, 'kestrel-backup-2026-11-18T03-00Z.tar.gz.partial'), 'cut short');
  await writeFile(path.join(dir, 'notes.txt'), 'the operator’s');
  expect(await backupIfDue(t.app, at('2026-11-20T02:59:00Z'), schedule())).toBe('done');
  expect(await files()).toEqual(['kestrel-backup-2026-11-19T03-00Z.tar.gz', 'notes.txt']);
  await rm(path.join(dir, 'notes.txt'));
  expect(await backupIfDue(t.app, at('2026-11-20T02:59:30Z'), schedule())).toBe('not due');
  expect(await files()).toEqual(['kestrel-backup-2026-11-19T03-00Z.tar.gz']);
  expect(await backupIfDue(t.app, at('2026-11-20T03:00:00Z'), schedule())).toBe('done');
  // Down for a day: the next check makes the latest slot's backup, not every one missed.
  expect(await backupIfDue(t.app, at('2026-11-22T10:00:00Z'), schedule())).toBe('done');
  expect(await files()).toEqual(['kestrel-backup-2026-11-20T03-00Z.tar.gz', 'kestrel-backup-2026-11-22T03-00Z.tar.gz']);

  // Every instance of a fleet checks at once: one of them backs the slot up.
  const outcomes = await Promise.all(
    Array.from({ length: 20 }, () => backupIfDue(t.app, at('2026-11-23T03:00:00Z'), schedule())),
  );
  expect(outcomes.filter((o) => o === 'done')).toHaveLength(1);
  expect(outcomes.filter((o) => o === 'not due')).toHaveLength(19);
  const latest = path.join(dir, 'kestrel-backup-2026-11-23T03-00Z.tar.gz');
  expect(await files()).toEqual(['kestrel-backup-2026-11-22T03-00Z.tar.gz', 'kestrel-backup-2026-11-23T03-00Z.tar.gz']);
  // A whole, checked archive.
  const archive = await readArchive(latest);
  await rm(archive.dir, { recursive: true, force: true });

  const status = await dashboardBackup(t);
  expect(status.lastBytes).toBe((await stat(latest)).size);
  expect(Date.now() - Date.parse(status.lastAt ?? '')).toBeLessThan(60_000);
  expect(status).toMatchObject({ failedAt: null, error: null, scheduled: false, stale: false });
});

it('records a failed backup for the dashboard, and tries that slot again at the next check', async () => {
  const blocked = path.join(dir, 'blocked');
  await writeFile(blocked, 'a file where the folder should be');
  const broken = { ...schedule(), dir: path.join(blocked, 'backups') };
  expect(await backupIfDue(t.app, at('2026-11-24T03:00:00Z'), broken)).toBe('failed');
  const failed = await dashboardBackup(t);
  expect(failed.error).toMatch(/ENOTDIR|not a directory/);
  expect(Date.now() - Date.parse(failed.failedAt ?? '')).toBeLessThan(60_000);
  // The good backup before it is still the last one shown.
  expect(failed.lastAt).not.toBeNull();

  expect(await backupIfDue(t.app, at('2026-11-24T04:00:00Z'), broken)).toBe('failed');
  await rm(blocked);
  expect(await backupIfDue(t.app, at('2026-11-24T05:00:00Z'), broken)).toBe('done');
  expect(await readdir(broken.dir)).toEqual(['kestrel-backup-2026-11-24T03-00Z.tar.gz']);
  expect(await dashboardBackup(t)).toMatchObject({ failedAt: null, error: null });
  const runs = await t.database.db.execute(
    sql`select count(*)::int as n from backup_runs where slot like '2026-11-24%'`,
  );
  expect((runs as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
});

it('with BACKUP_DIR set, the queue checks every hour at BACKUP_TIME’s minute and makes the backup; the dashboard warns until then', async () => {
  const scheduled = await createTestApp({
    BACKUP_DIR: path.join(dir, 'fleet'),
    BACKUP_TIME: '04:30',
    BACKUP_KEEP: '3',
  });
  apps.push(scheduled);
  const cron = await scheduled.database.db.execute(sql`select cron from pgboss.schedule where name = 'site-backup'`);
  expect((cron as unknown as { rows: { cron: string }[] }).rows).toEqual([{ cron: '30 * * * *' }]);
  expect(await dashboardBackup(scheduled)).toEqual({
    scheduled: true,
    lastAt: null,
    lastBytes: null,
    failedAt: null,
    error: null,
    stale: true,
  });
  // A tick of the hourly job, sent now: the queue's worker makes the day's backup.
  await scheduled.app.jobs.sendAt(BACKUP_QUEUE, new Date(), 'test-tick');
  let status = await dashboardBackup(scheduled);
  for (let i = 0; i < 100 && !status.lastAt; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    status = await dashboardBackup(scheduled);
  }
  expect(status).toMatchObject({ scheduled: true, stale: false, failedAt: null });
  const made = await readdir(path.join(dir, 'fleet'));
  expect(made).toEqual([backupFileName(slotFor({ hour: 4, minute: 30, dir, keep: 3 }, new Date()))]);
  expect(status.lastBytes).toBe((await stat(path.join(dir, 'fleet', made[0] ?? ''))).size);
  // The next tick finds the slot done.
  expect(await backupIfDue(scheduled.app)).toBe('not due');
});

it('refuses a BACKUP_TIME or BACKUP_KEEP that makes no sense, naming the variable', () => {
  expect(() => loadConfig({ BACKUP_DIR: dir, BACKUP_TIME: '25:00' })).toThrow(
    'BACKUP_TIME: must be a time of day as HH:MM (24 hours, UTC)',
  );
  expect(() => loadConfig({ BACKUP_DIR: dir, BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP: must be at least 1');
  expect(loadConfig({ BACKUP_DIR: dir }).backup).toMatchObject({ hour: 3, minute: 0, keep: 14 });
});
