/**
 * DATA_DIR is its user's only (issue 26, item 3): the built server, started as its own process with the usual umask
 * of 022, makes DATA_DIR 0700, every folder in it 0700 and every file 0600, on a new install (PGlite makes a new
 * database's files 0666 itself) and on an install left with 0666 files and 0755 folders by an earlier version.
 * Needs the build (`npm run build`).
 */
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../helpers/database';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';

const servers: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const server of servers) await server.dispose();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Every file and folder under `dir` (itself included) whose mode is not 0700 (folders) or 0600 (files). */
async function notPrivate(dir: string): Promise<{ entries: number; wrong: string[] }> {
  const found = { entries: 0, wrong: [] as string[] };
  const visit = async (entry: string) => {
    const stats = await lstat(entry);
    found.entries++;
    const mode = stats.mode & 0o7777;
    if (mode !== (stats.isDirectory() ? 0o700 : 0o600))
      found.wrong.push(`${path.relative(dir, entry) || '.'} ${mode.toString(8)}`);
    if (stats.isDirectory()) for (const name of await readdir(entry)) await visit(path.join(entry, name));
  };
  await visit(dir);
  return found;
}

/** Sets every folder under `dir` to `dirMode` and every file to `fileMode`. */
async function setModes(dir: string, dirMode: number, fileMode: number): Promise<void> {
  await chmod(dir, dirMode);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await setModes(full, dirMode, fileMode);
    else if (entry.isFile()) await chmod(full, fileMode);
  }
}

async function newParent(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kestrel-modes-'));
  dirs.push(dir);
  return dir;
}

it('a first start makes DATA_DIR 0700 and everything in it 0700 (folders) or 0600 (files)', async () => {
  // Not there yet: the site makes it, with the folders above it (umask 022 in the test runner, as in a shell).
  const dataDir = path.join(await newParent(), 'var', 'site');
  const site = await startServerProcess({ DATA_DIR: dataDir });
  servers.push(site);
  const { entries, wrong } = await notPrivate(dataDir);
  if (TEST_DB_KIND === 'pglite') expect(entries).toBeGreaterThan(1000);
  expect(wrong).toEqual([]);
  expect((await lstat(path.dirname(dataDir))).mode & 0o777).toBe(0o700);
}, 120_000);

it('a start on an install with 0666 files and 0755 folders makes them private', async () => {
  const dataDir = path.join(await newParent(), 'site');
  const first = await startServerProcess({ DATA_DIR: dataDir });
  servers.push(first);
  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  // Files of the site's own besides the database's, as an older version left them.
  await mkdir(path.join(dataDir, 'uploads', 'old'), { recursive: true });
  await writeFile(path.join(dataDir, 'uploads', 'old', 'picture.webp'), 'an image');
  await writeFile(path.join(dataDir, 'secret.key'), 'a secret of an older version');
  await setModes(dataDir, 0o755, 0o666);
  const before = await notPrivate(dataDir);
  expect(before.wrong.length).toBe(before.entries);

  const again = await startServerProcess({ DATA_DIR: dataDir });
  servers.push(again);
  expect((await notPrivate(dataDir)).wrong).toEqual([]);
  expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
}, 120_000);
