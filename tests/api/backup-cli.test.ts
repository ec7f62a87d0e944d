/**
 * `npm run backup` and `npm run restore` as an operator runs them (issue 15): real processes, the site running
 * meanwhile (on PGlite, whose files only the site may open, the command asks the running site for the archive).
 * Needs the build (`npm run build`).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../helpers/database';
import { SERVER_ADMIN, type ServerProcess, startServerProcess } from '../helpers/server-process';

const CLI = path.join(process.cwd(), 'dist', 'server', 'backup-cli.js');
const servers: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const server of servers) await server.dispose();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH ?? '', ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('exit', (code) => resolve({ code, out, err }));
  });
}

const json = async (url: string, init?: RequestInit) => (await fetch(url, init)).json();

it('backs up the running site, restores it into a new data folder, and the restored site answers the same', async () => {
  const site = await startServerProcess({ SEED_DEMO: 'true' });
  servers.push(site);
  const dir = await mkdtemp(path.join(tmpdir(), 'kestrel-backup-cli-'));
  dirs.push(dir);
  const file = path.join(dir, 'site.tar.gz');

  const backup = await run(['backup', '--out', file], site.env);
  expect(backup.code, backup.err).toBe(0);
  expect(backup.out).toMatch(
    /^Backup written to .*site\.tar\.gz: \d+(\.\d)? [KM]B, \d+ rows in \d+ tables, \d+ image files/,
  );
  if (TEST_DB_KIND === 'pglite') expect(backup.out).toContain('written by the running site');
  // The site went on answering: the backup did not stop it.
  expect((await fetch(`${site.url}/api/health`)).status).toBe(200);
  expect((await stat(file)).mode & 0o077).toBe(0);

  // Into a new, empty embedded database (the way back from PostgreSQL too).
  const target = { ...site.env, DATA_DIR: path.join(dir, 'restored'), DATABASE_URL: '' };
  const restore = await run(['restore', file], target);
  expect(restore.code, restore.err).toBe(0);
  expect(restore.out).toMatch(
    /^Restored the backup of \d{4}-\d\d-\d\dT.* into .*restored: \d+ rows, \d+ image files\./,
  );

  const again = await run(['restore', file], target);
  expect(again.code).toBe(1);
  expect(again.err).toContain('has content');
  expect(again.err).toContain('--replace');

  const restored = await startServerProcess({ DATA_DIR: target.DATA_DIR, DATABASE_URL: '' });
  servers.push(restored);
  for (const url of ['/api/service', '/api/blog?limit=50', '/api/team', '/api/stats'])
    expect(await json(`${restored.url}${url}`)).toEqual(await json(`${site.url}${url}`));
  const home = async (s: ServerProcess) => (await (await fetch(`${s.url}/`)).text()).replaceAll(String(s.port), 'PORT');
  expect(await home(restored)).toEqual(await home(site));
  // The administrator came along, password and all.
  const signIn = await fetch(`${restored.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SERVER_ADMIN),
  });
  expect(signIn.status).toBe(200);
}, 120_000);

it('says what is wrong, and changes nothing, for a bad command or a file that is not a backup', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'kestrel-backup-cli-'));
  dirs.push(dir);
  const env = { DATA_DIR: path.join(dir, 'data'), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
  const usage = await run(['backup'], env);
  expect(usage.code).toBe(1);
  expect(usage.err).toContain('npm run backup -- --out FILE');

  const missing = await run(['restore', path.join(dir, 'nothing.tar.gz')], env);
  expect(missing.code).toBe(1);
  expect(missing.err).toContain('There is no file');

  const notAnArchive = path.join(dir, 'notes.txt');
  await writeFile(notAnArchive, 'not a backup');
  const bad = await run(['restore', notAnArchive], env);
  expect(bad.code).toBe(1);
  expect(bad.err).toContain('not a readable backup archive');
  // The target was never opened: no database was made.
  await expect(stat(env.DATA_DIR)).rejects.toThrow();

  // A backup reads only: of a folder with no site in it, it says so rather than make one.
  const empty = await run(['backup', '--out', path.join(dir, 'empty.tar.gz')], env);
  expect(empty.code).toBe(1);
  expect(empty.err).toContain('The database has no site in it');
  await expect(stat(path.join(dir, 'empty.tar.gz'))).rejects.toThrow();
}, 60_000);
