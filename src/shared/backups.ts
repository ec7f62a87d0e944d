/** Scheduled backups as the dashboard shows them (issue 15). */
import { z } from 'zod';

export const backupStatus = z.object({
  /** BACKUP_DIR is set on the instance that answered. */
  scheduled: z.boolean(),
  /** When the last good backup was finished, and its size. */
  lastAt: z.iso.datetime().nullable(),
  lastBytes: z.number().int().nullable(),
  /** Set when the latest run failed (after the last good one). */
  failedAt: z.iso.datetime().nullable(),
  error: z.string().nullable(),
  /** Scheduled, and no good backup in the last two days. */
  stale: z.boolean(),
});
export type BackupStatus = z.infer<typeof backupStatus>;

/** A file's size as people read it: "1.3 MB", or "480 KB" below a megabyte. */
export const fileSize = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`;

/** Words of the dashboard's backup line. */
export const BACKUP_WORDS = {
  title: 'Backups',
  last: (when: string, bytes: number) => `Last backup ${when}, ${fileSize(bytes)}.`,
  failed: (when: string, error: string) => `The last backup failed ${when}: ${error}`,
  stale: 'The last good backup is more than two days old.',
  none: 'No backup has been made yet.',
  notScheduled: 'Backups are not scheduled: set BACKUP_DIR to make one every day.',
  download: 'Download a backup',
  downloading: 'Preparing the backup...',
  downloadFailed: 'The backup could not be made. Please try again.',
} as const;

export const MB = 1_000_000;
/** The most a backup archive may unpack to in a restore, by default (RESTORE_MAX_MB, docs/configuration.md). */
export const RESTORE_MAX_MB_DEFAULT = 4000;
