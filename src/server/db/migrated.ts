/**
 * Whether a database already has every migration of a folder: one small query instead of the migrator's work (it
 * reads and hashes every file, and creates its schema and table if missing), which a restart with nothing new does
 * not need (decision 055). The same test as drizzle's migrator: a migration is applied when the newest applied one
 * is not older than it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Runs one query and answers its rows; may throw (the table does not exist yet on a new database). */
type Query = (text: string) => Promise<{ rows: unknown[] }>;

export async function hasEveryMigration(query: Query, migrationsFolder: string): Promise<boolean> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const { rows } = await query('select max(created_at)::text as at from drizzle.__drizzle_migrations');
    const at = (rows[0] as { at: string | null } | undefined)?.at;
    return at !== null && at !== undefined && Number(at) >= newest;
  } catch {
    // No migrations table yet: a new database.
    return false;
  }
}
