/** The migrations of an older release: a copy of the folder whose journal stops at `last`. */
import { rm } from 'node:fs/promises';
import { migrationsUpTo as migrationsAtLevel } from '../../src/server/backup/restore';

const dirs: string[] = [];

/** The migrations up to `last` (an index of the journal) only, as an older release of the site had them. */
export async function migrationsUpTo(last: number) {
  const dir = await migrationsAtLevel(last + 1);
  dirs.push(dir);
  return dir;
}

/** Deletes the copies made (call from afterAll). */
export async function removeMigrationCopies() {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
}
