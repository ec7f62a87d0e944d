/** The migrations of an older release: a copy of the folder whose journal stops at `last`. */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../src/server/db/client';

const dirs: string[] = [];

/** The migrations up to `last` only, as an older release of the site had them. */
export async function migrationsUpTo(last: number) {
  const dir = await mkdtemp(path.join(tmpdir(), 'kestrel-migrations-'));
  dirs.push(dir);
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= last);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

/** Deletes the copies made (call from afterAll). */
export async function removeMigrationCopies() {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
}
