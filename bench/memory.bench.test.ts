/**
 * Memory (issue 29): the resident memory (RSS) of the built server, idle and after a round of visits, after a first
 * start (a new database filled with the demo content) and after a restart on it, on the database of the run (PGlite,
 * or PostgreSQL with TEST_DATABASE_URL). Budgets (decision 055): a restart's idle site at most 300 MB on PGlite and
 * 250 MB on PostgreSQL, and at most 1.3x that after the visits; the first start's figures are reported. Beside each,
 * the JavaScript heap and the memory outside it (PGlite's WebAssembly memory is there), read from /metrics. Baseline:
 * `node -e` holding one timer, in the same run. Linux only (it reads /proc).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../scripts/pg-cluster.mjs';

const IDLE_BUDGET_MB = process.env.TEST_DATABASE_URL ? 250 : 300;
const AFTER_VISITS_RATIO = 1.3;
/**
 * How long a site is left alone before its memory is read. V8 collects what a start or a round of visits left behind
 * once the process has been quiet for a while (its memory reducer): measured on PGlite, a restarted site held
 * 256-302 MB 5 s after its first answer and 227-261 MB at 30 s, and nothing changed between 30 s and 60 s.
 */
const SETTLE_MS = 30_000;
const ENTRY = path.join(import.meta.dirname, '..', 'dist', 'server', 'main.js');
const TOKEN = randomBytes(24).toString('hex');
const MB = 1024 * 1024;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** A new database for the site: a DATA_DIR, and on PostgreSQL a database of its own on the run's cluster. */
async function newSite(): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kestrel-memory-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `memory_${randomBytes(6).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    await admin(`create database ${name}`);
    cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.href;
  }
  return env;
}

interface Site {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** The built server, as deployed (NODE_ENV=production), until /api/health answers 200. */
async function start(siteEnv: Record<string, string>): Promise<Site> {
  const port = await freePort();
  // As deploying.md starts it (decision 060).
  const child = spawn(process.execPath, ['--max-semi-space-size=16', '--enable-source-maps', ENTRY], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      JWT_SECRET: 'a bench secret of at least thirty-two characters',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: TOKEN,
      ...siteEnv,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    // Stopped once the server has let go of the embedded database.
    while (existsSync(path.join(siteEnv.DATA_DIR ?? '', 'pgdata.lock'))) await sleep(20);
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (
      await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return { url, child, stop };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await sleep(50);
  }
}

interface Reading {
  rssMb: number;
  heapMb: number;
  externalMb: number;
}

async function read(site: Site): Promise<Reading> {
  const metrics = await fetch(`${site.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } }).then((res) =>
    res.text(),
  );
  const value = (name: string) => Number(new RegExp(`^kestrel_${name} (\\S+)`, 'm').exec(metrics)?.[1] ?? Number.NaN);
  return {
    rssMb: rssOf(site.child.pid as number),
    heapMb: value('nodejs_heap_size_used_bytes') / MB,
    externalMb: value('nodejs_external_memory_bytes') / MB,
  };
}

/** What visitors do: every public page and a post (twice, and with a query the cache keys apart), their images. */
async function visit(site: Site): Promise<void> {
  const paths = ['/', '/about', '/services', '/products', '/blog', '/contact', '/privacy-policy', '/terms-of-service'];
  paths.push('/refund-policy', '/api/blog', '/api/services', '/api/team', '/sitemap.xml', '/blog/rss.xml');
  const list = (await fetch(`${site.url}/api/blog?limit=50`).then((res) => res.json())) as {
    blogs: { slug: string }[];
  };
  for (const blog of list.blogs) paths.push(`/blog/${blog.slug}`);
  const images = new Set<string>();
  for (let round = 0; round < 10; round++) {
    await Promise.all(
      paths.map(async (pagePath) => {
        const html = await fetch(`${site.url}${pagePath}${round % 2 ? `?r=${round}` : ''}`).then((res) => res.text());
        for (const match of html.matchAll(/\/uploads\/[^"' )?]+/g)) images.add(match[0]);
      }),
    );
  }
  for (const image of images) await fetch(`${site.url}${image}`).then((res) => res.arrayBuffer());
}

/** Idle, then after the visits. */
async function measureSite(site: Site): Promise<{ idle: Reading; visited: Reading }> {
  await sleep(SETTLE_MS);
  const idle = await read(site);
  await visit(site);
  await sleep(SETTLE_MS);
  return { idle, visited: await read(site) };
}

it(`an idle site holds at most ${IDLE_BUDGET_MB} MB, and at most ${AFTER_VISITS_RATIO}x that after visits`, async () => {
  const bare = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
  await sleep(1000);
  const bareMb = rssOf(bare.pid as number);
  bare.kill();

  const siteEnv = await newSite();
  const first = await start({ ...siteEnv, SEED_DEMO: 'true' });
  const firstFigures = await measureSite(first);
  await first.stop();
  const restarted = await start(siteEnv);
  const restartFigures = await measureSite(restarted);
  await restarted.stop();

  const row = (name: string, reading: Reading) => ({
    measure: name,
    'RSS MB': reading.rssMb.toFixed(0),
    'JS heap MB': reading.heapMb.toFixed(0),
    'outside the heap MB': reading.externalMb.toFixed(0),
    'x baseline': (reading.rssMb / bareMb).toFixed(1),
  });
  console.log(`\nResident memory, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (baseline: node -e)`);
  console.table([
    { measure: "node -e ''", 'RSS MB': bareMb.toFixed(0) },
    row('first start, idle', firstFigures.idle),
    row('first start, after visits', firstFigures.visited),
    row('restart, idle', restartFigures.idle),
    row('restart, after visits', restartFigures.visited),
  ]);
  expect(restartFigures.idle.rssMb).toBeLessThan(IDLE_BUDGET_MB);
  expect(restartFigures.visited.rssMb).toBeLessThan(restartFigures.idle.rssMb * AFTER_VISITS_RATIO);
}, 600_000);
