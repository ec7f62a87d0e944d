/**
 * `npm run restore` of an archive made to hurt (issue 26, item 5): a few MB on disk holding an entry of 1 GiB or
 * more, declared smaller in the manifest or not at all, is refused in seconds, in bounded memory, leaving nothing in
 * the temporary folder; so is a restore stopped by a signal; a bad manifest is told in words. The archives are made
 * here from gzip members repeated (1 MiB of zeros is ~1 KB), as a forger would. Needs the build (`npm run build`).
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationJournal } from '../../src/server/backup/tables';

const CLI = path.join(process.cwd(), 'dist', 'server', 'backup-cli.js');
const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
/**
 * What the command may take in memory beyond the same command refusing a file that is no archive at all, measured
 * in the same run: that baseline is ~135 MB on Node.js 20 and ~400 MB on Node.js 24. A forged entry held in memory
 * (1 GiB and more) is far past it; streaming one to disk stays well within.
 */
const MEMORY_ABOVE_BASELINE = 250 * 1_000_000;
let memoryBound = Number.NaN;

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** A tar header (ustar) for a file `name` of `size` bytes. */
function tarHeader(name: string, size: number): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write('0000600\0', 100);
  header.write('0000000\0', 108);
  header.write('0000000\0', 116);
  header.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  header.write(`${Math.floor(Date.now() / 1000).toString(8)}\0`, 136);
  header.write('        ', 148);
  header.write('0', 156);
  header.write('ustar\u000000', 257);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return header;
}

type Part =
  | { name: string; data: Buffer }
  | { name: string; zeros: number }
  | { name: string; lines: number }
  | { trailingZeros: number };

const ZEROS_MEMBER = gzipSync(Buffer.alloc(MiB));
/** 1 MiB of lines of 1 KB. */
const LINES_MEMBER = gzipSync(Buffer.alloc(MiB, `${'x'.repeat(1023)}\n`));

/**
 * A .tar.gz of `parts` (a file's bytes, or `zeros` bytes of zeros, or `lines` bytes of 1 KB lines, a multiple of
 * 1 MiB), as gzip members.
 */
async function archive(dir: string, parts: Part[]): Promise<string> {
  const members: Buffer[] = [];
  for (const part of parts) {
    if ('trailingZeros' in part) {
      members.push(gzipSync(Buffer.alloc(1024)));
      for (let i = 0; i < part.trailingZeros / MiB; i++) members.push(ZEROS_MEMBER);
      continue;
    }
    if ('zeros' in part || 'lines' in part) {
      const size = 'zeros' in part ? part.zeros : part.lines;
      members.push(gzipSync(tarHeader(part.name, size)));
      for (let i = 0; i < size / MiB; i++) members.push('zeros' in part ? ZEROS_MEMBER : LINES_MEMBER);
      continue;
    }
    const padding = Buffer.alloc((512 - (part.data.length % 512)) % 512);
    members.push(gzipSync(Buffer.concat([tarHeader(part.name, part.data.length), part.data, padding])));
  }
  if (!parts.some((p) => 'trailingZeros' in p)) members.push(gzipSync(Buffer.alloc(1024)));
  const file = path.join(dir, `archive-${members.length}-${Date.now()}.tar.gz`);
  await writeFile(file, Buffer.concat(members));
  return file;
}

/** A manifest as the site writes it, at this copy's migration level, declaring `files`. */
async function manifest(files: Record<string, { bytes: number; sha256: string }>): Promise<Buffer> {
  const journal = await migrationJournal();
  const tables = Object.fromEntries(
    Object.keys(files)
      .filter((name) => name.startsWith('database/'))
      .map((name) => [name.slice('database/'.length, -'.jsonl'.length), { rows: 1 }]),
  );
  return Buffer.from(
    JSON.stringify({
      format: 'kestrel-backup',
      formatVersion: 1,
      product: { name: 'kestrel-digital', version: '1.0.0' },
      createdAt: new Date().toISOString(),
      source: { database: 'pglite', storage: 'disk' },
      migration: { level: journal.length, tag: journal.at(-1)?.tag },
      secret: 'environment',
      tables,
      images: 0,
      files,
    }),
  );
}

const SOME_HASH = 'a'.repeat(64);

interface Run {
  code: number | null;
  err: string;
  seconds: number;
  /** The process's peak resident memory, in bytes. */
  peak: number;
  /** What is left in its temporary folder. */
  left: string[];
  dataDirMade: boolean;
}

/**
 * `npm run restore -- file` in a process of its own, with a temporary folder of its own (TMPDIR); `stop` is called
 * with the process once it has begun unpacking.
 */
async function restore(file: string, env: Record<string, string> = {}, stop?: (pid: number) => void): Promise<Run> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kestrel-restore-bounds-'));
  dirs.push(dir);
  const tmp = path.join(dir, 'tmp');
  await mkdir(tmp);
  const dataDir = path.join(dir, 'data');
  const started = performance.now();
  // The peak memory, reported as the process exits (every way out of the command goes through process.exit). The
  // kernel's VmHWM of this process's own memory, not getrusage's maxRSS: on Linux that one also counts the memory
  // of the test's worker, copied by the fork before exec (424 MB for every case in a full run, 133 MB alone).
  const report =
    'process.on("exit",()=>console.error("peak="+/VmHWM:\\s+(\\d+)/.exec(process.getBuiltinModule("fs").readFileSync("/proc/self/status","utf8"))[1]))';
  const child = spawn(process.execPath, ['--import', `data:text/javascript,${report}`, CLI, 'restore', file], {
    env: {
      PATH: process.env.PATH ?? '',
      TMPDIR: tmp,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ...env,
    },
  });
  let err = '';
  child.stderr.on('data', (chunk) => (err += chunk));
  child.stdout.resume();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  if (stop) {
    let ended = false;
    void exited.then(() => (ended = true));
    while (!ended && (await readdir(tmp)).length === 0) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 300));
    if (child.pid !== undefined) stop(child.pid);
  }
  const code = await exited;
  return {
    code,
    err,
    seconds: (performance.now() - started) / 1000,
    peak: Number(err.match(/peak=(\d+)/)?.[1] ?? Number.NaN) * 1024,
    left: await readdir(tmp),
    dataDirMade: await stat(dataDir).then(
      () => true,
      () => false,
    ),
  };
}

async function workDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kestrel-restore-archives-'));
  dirs.push(dir);
  return dir;
}

/** Refused, at once, in bounded memory, with `message`, having left nothing behind and touched no DATA_DIR. */
function expectRefusedAtOnce(run: Run, message: string | RegExp) {
  expect(run.err).toMatch(message);
  expect(run.err).toContain('Nothing was changed.');
  expect(run.code).toBe(1);
  expect(run.seconds).toBeLessThan(15);
  expect(run.peak).toBeLessThan(memoryBound);
  expect(run.left).toEqual([]);
  expect(run.dataDirMade).toBe(false);
}

// Every archive here is refused before a database is opened: once is enough, on the PGlite run.
beforeAll(async () => {
  // The baseline: the same command, refusing at once a file that is not an archive.
  const dir = await mkdtemp(path.join(tmpdir(), 'kestrel-restore-baseline-'));
  dirs.push(dir);
  const file = path.join(dir, 'not-an-archive.tar.gz');
  await writeFile(file, 'not an archive');
  const run = await restore(file);
  expect(run.code).toBe(1);
  expect(run.peak).toBeGreaterThan(0);
  memoryBound = run.peak + MEMORY_ABOVE_BASELINE;
});

describe('restore', () => {
  it('refuses an entry of 1 GiB that the manifest, read first, declares as 1,000 bytes, before reading it', async () => {
    const file = await archive(await workDir(), [
      { name: 'manifest.json', data: await manifest({ 'database/blogs.jsonl': { bytes: 1000, sha256: SOME_HASH } }) },
      { name: 'database/blogs.jsonl', zeros: GiB },
    ]);
    expect((await stat(file)).size).toBeLessThan(3 * MiB);
    expectRefusedAtOnce(
      await restore(file),
      'database/blogs.jsonl holds 1,073,741,824 bytes where the manifest says 1,000 bytes',
    );
  }, 60_000);

  it('refuses an entry of 1 GiB that the manifest, read first, does not declare, before reading it', async () => {
    const file = await archive(await workDir(), [
      { name: 'manifest.json', data: await manifest({}) },
      { name: 'database/blogs.jsonl', zeros: GiB },
    ]);
    expectRefusedAtOnce(await restore(file), 'database/blogs.jsonl is not in the manifest');
  }, 60_000);

  it('refuses an entry past RESTORE_MAX_MB before reading it, whatever comes after (4.5 GiB in 4.7 MB)', async () => {
    const file = await archive(await workDir(), [
      { name: 'database/blogs.jsonl', zeros: 4.5 * GiB },
      { name: 'manifest.json', data: await manifest({ 'database/blogs.jsonl': { bytes: 1000, sha256: SOME_HASH } }) },
    ]);
    expectRefusedAtOnce(
      await restore(file),
      /unpacks to more than 4,000 MB, the most a restore takes \(RESTORE_MAX_MB\); database\/blogs\.jsonl alone holds 4,832 MB/,
    );
    // A smaller limit of the operator's own.
    const small = await archive(await workDir(), [
      {
        name: 'manifest.json',
        data: await manifest({ 'database/blogs.jsonl': { bytes: 200 * MiB, sha256: SOME_HASH } }),
      },
      { name: 'database/blogs.jsonl', zeros: 200 * MiB },
    ]);
    expectRefusedAtOnce(await restore(small, { RESTORE_MAX_MB: '100' }), 'unpacks to more than 100 MB');
  }, 60_000);

  it('refuses an image larger than any a site writes, before reading it', async () => {
    const file = await archive(await workDir(), [{ name: 'images/huge.webp', zeros: 512 * MiB }]);
    expectRefusedAtOnce(
      await restore(file),
      /images\/huge\.webp holds 536,870,912 bytes, more than a backup's image can/,
    );
  }, 60_000);

  it('refuses an archive that inflates without end past its last entry, at RESTORE_MAX_MB', async () => {
    const file = await archive(await workDir(), [
      { name: 'manifest.json', data: await manifest({}) },
      { trailingZeros: GiB },
    ]);
    expectRefusedAtOnce(await restore(file, { RESTORE_MAX_MB: '100' }), 'unpacks to more than 100 MB');
  }, 60_000);

  it('reads an entry of 1 GiB ahead of the manifest (older backups put it last) to disk, not memory, and refuses it', async () => {
    const declared = await manifest({ 'database/blogs.jsonl': { bytes: 1000, sha256: SOME_HASH } });
    const file = await archive(await workDir(), [
      { name: 'database/blogs.jsonl', lines: GiB },
      { name: 'manifest.json', data: declared },
    ]);
    expect((await stat(file)).size).toBeLessThan(10 * MiB);
    const run = await restore(file);
    expect(run.err).toContain('The archive is damaged: database/blogs.jsonl does not match its checksum');
    expect(run.code).toBe(1);
    expect(run.seconds).toBeLessThan(60);
    expect(run.peak).toBeLessThan(memoryBound);
    expect(run.left).toEqual([]);

    // A row longer than any a site writes is refused as soon as it is: a restore loads the rows one at a time.
    const oneRow = await archive(await workDir(), [
      { name: 'database/blogs.jsonl', zeros: GiB },
      { name: 'manifest.json', data: declared },
    ]);
    expectRefusedAtOnce(await restore(oneRow), 'database/blogs.jsonl has a row of more than 64 MB');
  }, 120_000);

  it('leaves nothing in the temporary folder when stopped by SIGTERM or Ctrl-C while unpacking', async () => {
    const file = await archive(await workDir(), [
      { name: 'database/blogs.jsonl', lines: 3 * GiB },
      { name: 'manifest.json', data: await manifest({}) },
    ]);
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const run = await restore(file, {}, (pid) => process.kill(pid, signal));
      expect(run.err).toContain(`${signal}: the restore was stopped`);
      expect(run.code).toBe(signal === 'SIGTERM' ? 143 : 130);
      expect(run.left).toEqual([]);
    }
  }, 120_000);

  it('says in words what is wrong with a manifest that is not JSON, or not a whole one', async () => {
    const notJson = await archive(await workDir(), [
      { name: 'manifest.json', data: Buffer.from('{"format": "kestrel-') },
    ]);
    const run = await restore(notJson);
    expectRefusedAtOnce(
      run,
      /The archive's manifest \(manifest\.json\) is not JSON \(.+\): the archive is damaged or not a site backup/,
    );
    expect(run.err).not.toMatch(/SyntaxError|at JSON\.parse/);

    const partial = JSON.parse((await manifest({})).toString('utf8'));
    delete partial.files;
    const incomplete = await archive(await workDir(), [
      { name: 'manifest.json', data: Buffer.from(JSON.stringify(partial)) },
    ]);
    expectRefusedAtOnce(
      await restore(incomplete),
      /The archive's manifest \(manifest\.json\) is incomplete or damaged \(files: /,
    );
  }, 60_000);
});
