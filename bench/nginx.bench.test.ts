/**
 * The site against servers sending the very same bytes, over real HTTP on loopback, measured by wrk (one thread, 20
 * connections): a cached page as browsers ask for it (brotli), the same page to a client that takes no coding, and a
 * stored image (issue 11). The site runs as deployed: the built server in its own process, NODE_ENV=production.
 *
 * Two baselines in the same run, each sending the site's bytes with the site's headers:
 * - the bare Node.js server (bench/baseline/bare-node.mjs): Node's `http` module answering from memory with
 *   writeHead, and nothing else. The budget is 0.9x of it.
 * - nginx, one worker (the site is one process), sendfile, no access log, tcp_nopush where it helps. Reported
 *   beside it: on this machine Node's `http` module itself reaches about 0.6-0.9x of nginx (docs/decisions/032).
 *
 * Each server runs on one core and wrk on the other (taskset), as one server process and its load generator would
 * on two cores: left to the scheduler, they move between the cores and one run differs from the next by a fifth.
 * This machine's speed still drifts by a fifth or more from one second to the next, and one Node.js process can be
 * faster or slower than another of the same build for its whole life (by up to a third, measured in turns on the
 * same core). So each round starts its own site process (on the same data, seeded once) and its own bare process,
 * and asks nginx, the bare server and the site, forwards in one round and backwards in the next; each ratio is the
 * median of the rounds' own ratios, so that a slow spell counts against all three servers or none, and no one
 * process decides the figure.
 *
 * Beside the rates, each server's CPU time per answer (user and system, from /proc), which does not depend on how
 * fast wrk asks: it says what an answer costs the server, its kernel's share of the TCP work included.
 *
 * Needs Debian's nginx, wrk and taskset: `apt-get install nginx-light wrk util-linux`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/pg-cluster.mjs';
import { type ServerProcess, startServerProcess } from '../tests/helpers/server-process';

const BUDGET = 0.9;
const NGINX = '/usr/sbin/nginx';
const WRK = '/usr/bin/wrk';
const TASKSET = '/usr/bin/taskset';
const BROWSER_CODINGS = 'gzip, deflate, br, zstd';
/** The servers' core and wrk's, when there are two. */
const PINNED = availableParallelism() >= 2;
const SERVER_CORE = String(availableParallelism() - 1);

/** Puts every thread of process `pid` on the servers' core. */
function pin(pid: number | undefined) {
  if (!PINNED || !pid) return;
  const result = spawnSync(TASKSET, ['-a', '-p', '-c', SERVER_CORE, String(pid)]);
  if (result.status !== 0) throw new Error(`taskset ${pid}: ${result.stderr}`);
}

/**
 * The nginx lines that send an answer with `headers` as the site sends them (nginx adds the type and length
 * itself), set as nginx sends it fastest: tcp_nopush (one packet for head and body) helps a small answer by a
 * sixth, but with the site's head of a kilobyte it holds an 80 KB page back, to a third of the rate.
 */
function nginxLocation(headers: Record<string, string>): string {
  const small = Number(headers['content-length']) <= 64 * 1024;
  const lines = [
    `types { } default_type "${headers['content-type']}";`,
    'etag off;',
    `tcp_nopush ${small ? 'on' : 'off'};`,
  ];
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'content-type' || name === 'content-length') continue;
    // nginx quotes a value in either kind of quote; `$` names one of its variables.
    const quote = value.includes('"') ? "'" : '"';
    if (value.includes(quote) || /[$\\]/.test(value)) throw new Error(`nginx cannot send ${name}: ${value}`);
    lines.push(`add_header ${name} ${quote}${value}${quote};`);
  }
  return lines.join(' ');
}
/** Headers Node's server adds to each answer itself. */
const SOCKET_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Rounds: each starts a site process and a bare process, and asks nginx, the bare server and the site. */
const ROUNDS = 9;

/** The first site process, which seeded the demo content; every round's site process starts on its data. */
let seeder: ServerProcess;
let dir = '';
let nginxUrl = '';
/** nginx's worker processes, whose CPU time is nginx's. */
const nginxWorkers: number[] = [];
/** nginx's master process. */
let nginx: ChildProcess | undefined;
const SERVERS = ['nginx', 'bare', 'site'] as const;
type Server = (typeof SERVERS)[number];

/**
 * What one measure asks of the servers: the path on the site, the path both baselines serve, wrk's headers, and
 * whether the budget applies (it does to what browsers ask).
 */
interface Case {
  name: string;
  sitePath: string;
  copyPath: string;
  headers: string[];
  budget: boolean;
}
const cases: Case[] = [];

/** A GET whose body is kept as sent (fetch would decode a brotli body). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

beforeAll(async () => {
  for (const tool of [NGINX, WRK, TASKSET]) {
    if (spawnSync(tool, ['-V']).error)
      throw new Error(`${tool} is missing: apt-get install nginx-light wrk util-linux`);
  }
  seeder = await startServerProcess({ SEED_DEMO: 'true', LOG_LEVEL: 'info' });
  const home = await (await fetch(`${seeder.url}/`)).text();
  const imagePath = /(\/uploads\/[\w-]+-480\.webp)/.exec(home)?.[1];
  if (!imagePath) throw new Error('no stored image on the home page');

  // The site's answers, bytes and headers, for the two baselines to send.
  dir = await mkdtemp(path.join(tmpdir(), 'kestrel-nginx-'));
  // nginx's worker drops to an unprivileged user when started as root: it must be able to read the files.
  await chmod(dir, 0o755);
  await mkdir(path.join(dir, 'root', 'uploads'), { recursive: true });
  const answers: Record<string, { headers: Record<string, string>; file: string }> = {};
  const copy = async (
    name: string,
    sitePath: string,
    copyPath: string,
    headers: Record<string, string>,
    budget = true,
  ) => {
    const response = await rawGet(seeder.url + sitePath, headers);
    if (response.status !== 200) throw new Error(`${sitePath}: ${response.status}`);
    const file = path.join(dir, 'root', copyPath);
    await writeFile(file, response.body);
    const kept: Record<string, string> = {};
    for (const [key, value] of Object.entries(response.headers)) {
      if (!SOCKET_HEADERS.has(key)) kept[key] = String(value);
    }
    answers[copyPath] = { headers: kept, file };
    cases.push({ name, sitePath, copyPath, headers: Object.entries(headers).map(([k, v]) => `${k}: ${v}`), budget });
    return kept;
  };
  const br = await copy('cached page /, brotli', '/', '/index.br.html', { 'accept-encoding': BROWSER_CODINGS });
  if (br['content-encoding'] !== 'br') throw new Error('the site did not send brotli');
  await copy('image (WebP, 480 px)', imagePath, imagePath, {});
  // Reported, not budgeted: no browser asks without a coding, and at 80 KB an answer's rate on loopback flips
  // between two levels a half apart from one round to the next, for the bare server as for the site.
  await copy('cached page /, no coding', '/', '/index.html', {}, false);
  await writeFile(path.join(dir, 'answers.json'), JSON.stringify(answers));
  // Stopped as a deployed server is, so that each round's process starts on its data as on a restart.
  seeder.child.kill('SIGTERM');
  await seeder.exited;

  const port = await freePort();
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  keepalive_requests 100000;
  server_tokens off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/root;
${Object.entries(answers)
  .map(([copyPath, { headers }]) => `    location = ${copyPath} { ${nginxLocation(headers)} }`)
  .join('\n')}
  }
}
`,
  );
  nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
  nginxUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${nginxUrl}/index.html`);
  // nginx's worker is the master's child; the master only waits.
  const workers = spawnSync('pgrep', ['-P', String(nginx.pid)])
    .stdout.toString()
    .trim()
    .split('\n');
  for (const worker of workers) pin(Number(worker));
  nginxWorkers.push(...workers.map(Number));
  // The same bytes from all three: every header the site sends, nginx's included.
  const sent = await rawGet(`${nginxUrl}${imagePath}`, {});
  for (const name of Object.keys(answers[imagePath]?.headers ?? {})) {
    if (sent.headers[name] === undefined) throw new Error(`nginx does not send ${name}`);
  }
}, 300_000);

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  await seeder?.dispose();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Clock ticks a second in /proc/PID/stat (USER_HZ). */
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;
/** CPU time (user and system) the processes `pids` have used so far, in clock ticks. */
function cpuTicks(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks;
}

/** What wrk measured of one server: requests per second, and the server's CPU time per answer. */
interface Measure {
  rate: number;
  /** Microseconds of the server's CPU (user and system, its kernel's share of the TCP work included) per answer. */
  cpu: number;
}

/** wrk on `url` for `seconds`, after a second of warm-up, with the CPU the server processes `pids` used. */
function wrk(url: string, headers: string[], pids: number[], seconds = 2): Promise<Measure> {
  const run = (duration: number) =>
    new Promise<string>((resolve, reject) => {
      const args = ['-t1', '-c20', `-d${duration}s`, ...headers.flatMap((h) => ['-H', h]), url];
      const child = PINNED ? spawn(TASKSET, ['-c', '0', WRK, ...args]) : spawn(WRK, args);
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
      });
      child.on('error', reject);
      child.on('close', () => resolve(out));
    });
  let before = 0;
  return run(1)
    .then(() => {
      before = cpuTicks(pids);
      return run(seconds);
    })
    .then((out) => {
      const used = cpuTicks(pids) - before;
      const rate = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
      const answers = /(\d+) requests in/.exec(out)?.[1];
      if (!rate || !answers || /Non-2xx/.test(out)) throw new Error(`wrk on ${url}: ${out}`);
      return { rate: Number(rate), cpu: (used / TICKS_PER_SECOND / Number(answers)) * 1e6 };
    });
}

/** A site process on the seeded data and a bare process, both on the servers' core, ready to answer. */
async function startPair() {
  const site = await startServerProcess({
    DATA_DIR: seeder.env.DATA_DIR as string,
    DATABASE_URL: seeder.env.DATABASE_URL ?? '',
    LOG_LEVEL: 'info',
  });
  pin(site.child.pid);
  const port = await freePort();
  const script = path.join(import.meta.dirname, 'baseline', 'bare-node.mjs');
  const bare = spawn(process.execPath, [script, `${dir}/answers.json`, String(port)], { stdio: 'inherit' });
  const bareExited = new Promise((resolve) => bare.once('exit', resolve));
  pin(bare.pid);
  const bareUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${bareUrl}/index.html`);
  return {
    site,
    bare: { url: bareUrl, pid: bare.pid as number },
    async stop() {
      site.child.kill('SIGTERM');
      bare.kill('SIGTERM');
      await Promise.all([site.exited, bareExited]);
      await site.dispose();
    },
  };
}

describe('against the bare Node.js server and nginx, sending the same bytes', () => {
  it('serves a cached page and a stored image at 0.9x the bare Node.js server or better', async () => {
    const rounds = new Map<Case, Record<Server, Measure>[]>(cases.map((c) => [c, []]));
    for (let round = 0; round < ROUNDS; round++) {
      const { site, bare, stop } = await startPair();
      try {
        for (const c of cases) {
          const ask: Record<Server, () => Promise<Measure>> = {
            nginx: () => wrk(nginxUrl + c.copyPath, c.headers, nginxWorkers),
            bare: () => wrk(bare.url + c.copyPath, c.headers, [bare.pid]),
            site: () => wrk(site.url + c.sitePath, c.headers, [site.child.pid as number]),
          };
          const order: Server[] = round % 2 === 0 ? ['nginx', 'bare', 'site'] : ['site', 'bare', 'nginx'];
          const measured: Partial<Record<Server, Measure>> = {};
          for (const server of order) measured[server] = await ask[server]();
          rounds.get(c)?.push(measured as Record<Server, Measure>);
        }
      } finally {
        await stop();
      }
    }
    const rows: Record<string, string>[] = [];
    const over: string[] = [];
    for (const [{ name, budget }, measured] of rounds) {
      const of = (server: Server, what: keyof Measure) => measured.map((round) => round[server][what]);
      console.log(
        `${name}, each round's requests/s and CPU µs per answer: ${JSON.stringify(
          measured.map((round) =>
            SERVERS.map((server) => `${round[server].rate.toFixed(0)}/${round[server].cpu.toFixed(1)}`),
          ),
        )} (${SERVERS.join(', ')})`,
      );
      const ratio = (a: Server, b: Server) => median(measured.map((round) => round[a].rate / round[b].rate));
      const xBare = ratio('site', 'bare');
      rows.push({
        measure: budget ? name : `${name} (reported)`,
        'nginx req/s': median(of('nginx', 'rate')).toFixed(0),
        'bare Node req/s': median(of('bare', 'rate')).toFixed(0),
        'site req/s': median(of('site', 'rate')).toFixed(0),
        'x bare Node': xBare.toFixed(2),
        'x nginx': ratio('site', 'nginx').toFixed(2),
        'bare Node x nginx': ratio('bare', 'nginx').toFixed(2),
        'CPU µs/answer (nginx, bare, site)': SERVERS.map((server) => median(of(server, 'cpu')).toFixed(1)).join(', '),
      });
      if (budget && xBare < BUDGET) over.push(`${name}: ${xBare.toFixed(2)}x the bare Node.js server`);
    }
    const where = PINNED ? ' on one core, each server on the other' : '';
    console.log(
      `\nRequests per second, wrk -t1 -c20${where}, ${ROUNDS} rounds, each with its own site process and bare ` +
        "process; each ratio is the median of the rounds' own ratios, each rate and CPU time the median of " +
        'the rounds. Budget: 0.9x the bare Node.js server sending the same bytes (none on a row marked reported)',
    );
    console.table(rows);
    expect(over, 'under budget').toEqual([]);
  }, 900_000);
});
