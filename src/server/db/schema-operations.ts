/** Tables of the site's operation rather than its content (issue 15). */
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * Each scheduled backup: when it ran, the file and its size, or why it failed. The dashboard shows the last one.
 * Not part of a backup: it tells of the site that made them.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: id(),
    /** The scheduled time this run is for (ISO, UTC): one run per slot, claimed by one instance of a fleet. */
    slot: text('slot').notNull().unique(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    file: text('file'),
    bytes: bigint('bytes', { mode: 'number' }),
    error: text('error'),
  },
  (table) => [index('backup_runs_started_at_idx').on(table.startedAt.desc())],
);
