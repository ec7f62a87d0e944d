/**
 * The site against nginx serving the very same bytes, over real HTTP on loopback, measured by wrk (one
 * thread, 20 connections): a cached page and a stored image, requests per second (issue 11). nginx runs one
 * worker, as the site runs one process, with sendfile and no access log. Budget: at least 0.9x nginx.
 *
 * Needs Debian's nginx and wrk: `apt-get install nginx-light wrk`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/server/db/seed/seed';
import { createTestApp, type TestApp } from '../tests/helpers/app';

const BUDGET = 0.9;
const NGINX = '/usr/sbin/nginx';
const WRK = '/usr/bin/wrk';

let t: TestApp;
let site = '';
let nginxUrl = '';
let dir = '';
let nginx: ReturnType<typeof spawn> | undefined;
let imagePath = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  for (const tool of [NGINX, WRK]) {
    if (spawnSync(tool, ['-v']).error) throw new Error(`${tool} is missing: apt-get install nginx-light wrk`);
  }
  t = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48) });
  await seedDemo(t.database.db, t.app.storage);
  site = await (t.app as FastifyInstance).listen({ port: 0, host: '127.0.0.1' });

  // The same bytes for nginx: the home page as the site sends it (uncompressed), and one stored image.
  dir = await mkdtemp(path.join(tmpdir(), 'kestrel-nginx-'));
  // nginx's worker drops to an unprivileged user when started as root: it must be able to read the files.
  await chmod(dir, 0o755);
  const html = await (await fetch(`${site}/`)).arrayBuffer();
  imagePath = /(\/uploads\/[\w-]+-480\.webp)/.exec(Buffer.from(html).toString())?.[1] ?? '';
  if (!imagePath) throw new Error('no stored image on the home page');
  const image = await (await fetch(site + imagePath)).arrayBuffer();
  await mkdir(path.join(dir, 'root', 'uploads'), { recursive: true });
  await writeFile(path.join(dir, 'root', 'index.html'), Buffer.from(html));
  await writeFile(path.join(dir, 'root', imagePath), Buffer.from(image));

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
  tcp_nopush on;
  keepalive_requests 100000;
  types { text/html html; image/webp webp; }
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/root;
    location /uploads/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
  }
}
`,
  );
  nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
  nginxUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`${nginxUrl}/index.html`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
}, 300_000);

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Requests per second by wrk over `seconds`, after a second of warm-up. */
function wrk(url: string, seconds = 3): Promise<number> {
  const run = (duration: number) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(WRK, ['-t1', '-c20', `-d${duration}s`, url]);
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
      });
      child.on('error', reject);
      child.on('close', () => resolve(out));
    });
  return run(1)
    .then(() => run(seconds))
    .then((out) => {
      const rate = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
      if (!rate || /Non-2xx/.test(out)) throw new Error(`wrk on ${url}: ${out}`);
      return Number(rate);
    });
}

describe('against nginx serving the same bytes', () => {
  it('serves a cached page and a stored image at 0.9x nginx or better', async () => {
    const rows: Record<string, string>[] = [];
    const over: string[] = [];
    for (const [name, ours, theirs] of [
      ['cached page /', `${site}/`, `${nginxUrl}/index.html`],
      [`image ${imagePath.slice(-20)}`, `${site}${imagePath}`, `${nginxUrl}${imagePath}`],
    ] as const) {
      const nginxRate = await wrk(theirs);
      const siteRate = await wrk(ours);
      const ratio = siteRate / nginxRate;
      rows.push({
        measure: name,
        'nginx req/s': nginxRate.toFixed(0),
        'site req/s': siteRate.toFixed(0),
        'x nginx': ratio.toFixed(2),
      });
      if (ratio < BUDGET) over.push(`${name}: ${ratio.toFixed(2)}x nginx`);
    }
    console.log('\nRequests per second, wrk -t1 -c20, against nginx (1 worker, sendfile) serving the same bytes');
    console.table(rows);
    expect(over, 'under budget').toEqual([]);
  });
});
