/**
 * The front door (issue 11, decision 032): a kept page or a kept image is answered before Fastify routes the
 * request, with the very answer the route gives (compared here with the route's own, through `inject`), over real
 * HTTP, a page's 304 included. Whatever could be answered differently goes to Fastify: HEAD, a bad query value, a
 * path that names a page by another path, a stop under way.
 */
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../src/server/db/seed/seed';
import { signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeBlog, makeService } from '../helpers/factories';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers Node's server adds to every answer on a socket, which `inject` has none of. */
const SOCKET_HEADERS = new Set(['date', 'connection', 'keep-alive']);

/** Connections kept alive, as a browser's are: the front door writes their answers' heads itself. */
const agent = new Agent({ keepAlive: true });

/** One request over HTTP with the path sent as written (fetch would resolve `/x/../y`). */
function get(origin: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (!SOCKET_HEADERS.has(name)) kept[name] = String(value);
        }
        resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The route's own answer, through Fastify (inject never passes the front door). */
async function routeAnswer(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await app.inject({ method: 'GET', url, headers });
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!SOCKET_HEADERS.has(name)) kept[name] = String(value);
  }
  return { status: res.statusCode, headers: kept, body: res.rawPayload };
}

let t: TestApp;
let origin = '';
let image = '';
const door = () => t.app.frontDoor;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.app.storage);
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const home = (await get(origin, '/')).body.toString();
  image = /(\/uploads\/[\w-]+-480\.webp)/.exec(home)?.[1] ?? '';
  expect(image).not.toBe('');
}, 120_000);
afterAll(async () => {
  agent.destroy();
  await t.close();
});

/** Asks twice: the first answer is made and kept by the route, the second must come from the front door. */
async function fromTheDoor(path: string, headers: Record<string, string> = {}) {
  await get(origin, path, headers);
  const before = door().answered;
  const answer = await get(origin, path, headers);
  expect(door().answered, `${path} answered by the front door`).toBe(before + 1);
  return answer;
}

describe('the front door', () => {
  const codings = [undefined, 'gzip', 'br', 'gzip, deflate, br, zstd', 'br;q=0, gzip'];
  it.each(['/', '/blog', '/blog?page=2', '/services', '/contact', '/no-such-page'])(
    'answers the kept page %s as the page route does, in every coding',
    async (path) => {
      for (const coding of codings) {
        const headers: Record<string, string> = coding ? { 'accept-encoding': coding } : {};
        const answer = await fromTheDoor(path, headers);
        const route = await routeAnswer(t.app, path, headers);
        expect(answer.status).toBe(route.status);
        expect(answer.headers, `${path} with ${coding ?? 'no coding'}`).toEqual(route.headers);
        expect(answer.body.equals(route.body)).toBe(true);
        // The browser comes back with the ETag it has: a 304, as the route answers it.
        const conditional = { ...headers, 'if-none-match': answer.headers.etag as string };
        const unchanged = await fromTheDoor(path, conditional);
        const routeUnchanged = await routeAnswer(t.app, path, conditional);
        expect(unchanged.status).toBe(route.status === 200 ? 304 : route.status);
        expect(unchanged.status).toBe(routeUnchanged.status);
        expect(unchanged.headers, `${path} 304 with ${coding ?? 'no coding'}`).toEqual(routeUnchanged.headers);
        expect(unchanged.body.equals(routeUnchanged.body)).toBe(true);
      }
    },
  );

  it('answers an ETag of another coding or an old one with the whole page', async () => {
    const br = await fromTheDoor('/', { 'accept-encoding': 'br' });
    const plain = await fromTheDoor('/', { 'if-none-match': br.headers.etag as string });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const old = await fromTheDoor('/', { 'accept-encoding': 'br', 'if-none-match': '"an old tag"' });
    expect(old.status).toBe(200);
    expect(old.body.equals(br.body)).toBe(true);
  });

  it('answers a kept image as the image route does', async () => {
    const answer = await fromTheDoor(image);
    const route = await routeAnswer(t.app, image);
    expect(answer.status).toBe(200);
    expect(answer.headers).toEqual(route.headers);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.equals(route.body)).toBe(true);
    // A query changes nothing on an image; a name that is not stored is the route's 404.
    expect((await fromTheDoor(`${image}?v=2`)).body.equals(route.body)).toBe(true);
    const before = door().answered;
    expect((await get(origin, '/uploads/no-such-image-480.webp')).status).toBe(404);
    expect(door().answered).toBe(before);
  });

  it('answers a page asked with query parameters it does not read as the page it is', async () => {
    const page2 = await fromTheDoor('/blog?page=2');
    const tagged = await fromTheDoor('/blog?utm_source=mail&page=2');
    expect(tagged.body.equals(page2.body)).toBe(true);
  });

  it('leaves to Fastify what could be answered differently', async () => {
    const kept = await fromTheDoor('/');
    const through = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
      const before = door().answered;
      const answer = await get(origin, path, headers, method);
      expect(door().answered, `${method} ${path} not answered by the front door`).toBe(before);
      return answer;
    };
    expect(kept.status).toBe(200);
    expect((await through('/', {}, 'HEAD')).status).toBe(200);
    // Text no column can hold is refused in any query value, whether the page is kept or not.
    expect((await through('/?q=%00')).status).toBe(400);
    expect((await through('/%62log')).status).toBeLessThan(500);
  });

  it('never keeps a page under a path it was not asked by, so an API path stays the API', async () => {
    const size = t.app.pageCache.size;
    const contact = await get(origin, '/x/../contact');
    expect(contact.status).toBe(200);
    expect(contact.body.toString()).toContain('<html');
    await get(origin, '/x/../api/health');
    await get(origin, '/x/../api/health');
    expect(t.app.pageCache.size).toBe(size);
    // A path is a path on this site, with repeated slashes as one: `//host/x` is not another host's page.
    for (const [path, status] of [
      ['//', 200],
      ['///', 200],
      ['//evil.example/contact', 404],
      ['//contact', 200],
      ['/\\contact', 200],
    ] as const) {
      const answer = await get(origin, path);
      expect(answer.status, path).toBe(status);
      expect(answer.headers.location, path).toBeUndefined();
    }
    expect(t.app.pageCache.size).toBe(size);
    const health = await get(origin, '/api/health');
    expect(health.headers['content-type']).toContain('application/json');
  });

  it('lets Fastify answer 503 while the site stops', async () => {
    await fromTheDoor('/');
    t.app.draining.active = true;
    try {
      const answer = await get(origin, '/');
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBeDefined();
    } finally {
      t.app.draining.active = false;
    }
  });

  it('lets a page whose render is under way when the stop begins load all its data', async () => {
    // The stop begins as the render makes its first API call: the calls it makes from then on must be answered.
    const inject = t.app.inject.bind(t.app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
    let calls = 0;
    const spy = vi.spyOn(t.app, 'inject').mockImplementation(((options: InjectOptions) => {
      calls++;
      t.app.draining.active = true;
      return inject(options);
    }) as unknown as FastifyInstance['inject']);
    try {
      // The header makes the page render anew, with no fault in place of any answer.
      const answer = await get(origin, '/about', { 'x-test-faults': '{}' });
      expect(calls).toBeGreaterThan(1);
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).not.toContain('Error loading');
    } finally {
      spy.mockRestore();
      t.app.draining.active = false;
    }
  });

  it('after a content change, 100 visitors at once wait for no render but one, and none gets the old page after the new', async () => {
    const before = await fromTheDoor('/', { 'accept-encoding': 'br' });
    // A new post straight in the database, then its save through the API empties the pages that show posts.
    const post = await makeBlog(t.database.db, { title: 'A post the front door has not seen', createdAt: new Date() });
    const write = await t.app.inject({
      method: 'PATCH',
      url: `/api/blog/${post.id}`,
      headers: { ...(await signIn(t)), 'content-type': 'application/json' },
      payload: { title: 'A post after the front door kept the page' },
    });
    expect(write.statusCode).toBe(200);
    // In the order they arrive: the first makes the new page; those arriving meanwhile get the one kept before.
    const arrived: string[] = [];
    await Promise.all(
      Array.from({ length: 100 }, async () => {
        const answer = await get(origin, '/', { 'accept-encoding': 'br' });
        expect(answer.status).toBe(200);
        arrived.push(brotliDecompressSync(answer.body).toString());
      }),
    );
    const isNew = (body: string) => body.includes('A post after the front door kept the page');
    expect(isNew(brotliDecompressSync(before.body).toString())).toBe(false);
    expect(new Set(arrived).size).toBeLessThanOrEqual(2);
    const firstNew = arrived.findIndex(isNew);
    expect(firstNew).toBeGreaterThanOrEqual(0);
    // Never the old page after the new one.
    expect(arrived.slice(firstNew).every(isNew)).toBe(true);
    const later = await Promise.all(Array.from({ length: 20 }, () => get(origin, '/', { 'accept-encoding': 'br' })));
    expect(later.every((answer) => isNew(brotliDecompressSync(answer.body).toString()))).toBe(true);
    expect(new Set(later.map((a) => a.headers.etag)).size).toBe(1);
  });
});

/** One answer as it came on the socket: its head's lines, in order, and its body. */
interface RawAnswer {
  statusLine: string;
  lines: string[];
  body: Buffer;
}

/**
 * Writes `requests` on one socket at once (pipelined, as HTTP/1.1 allows) and reads `count` answers off it, with
 * whether the server then closed the socket.
 */
function exchange(origin: string, requests: string, count: number): Promise<{ answers: RawAnswer[]; closed: boolean }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    const answers: RawAnswer[] = [];
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ answers, closed });
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      for (;;) {
        const end = received.indexOf('\r\n\r\n');
        if (end < 0) return;
        const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
        const length = lines.find((l) => /^content-length:/i.test(l))?.split(': ')[1];
        const size = statusLine.includes(' 304 ') ? 0 : Number(length);
        if (received.length < end + 4 + size) return;
        answers.push({ statusLine, lines, body: received.subarray(end + 4, end + 4 + size) });
        received = received.subarray(end + 4 + size);
        // Wait a moment for a close that should (or should not) follow the last answer.
        if (answers.length === count) setTimeout(() => finish(socket.readableEnded || socket.destroyed), 200);
      }
    });
    socket.on('end', () => (answers.length === count ? finish(true) : reject(new Error('closed early'))));
    socket.on('error', reject);
    socket.write(requests);
  });
}

/** The lines of a head that are the answer's own: without the socket's (Date, Connection, Keep-Alive). */
const ownLines = (answer: RawAnswer) => answer.lines.filter((l) => !/^(date|connection|keep-alive):/i.test(l));

describe('the head the front door writes', () => {
  const ask = (path: string, headers = '') => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\n`;

  it('is the head Node writes, with its Date and keep-alive lines, answer after answer on one connection', async () => {
    const page = await fromTheDoor('/', { 'accept-encoding': 'br' });
    await fromTheDoor(image);
    const etag = page.headers.etag as string;
    const before = door().answered;
    const written = door().headsWritten;
    const { answers, closed } = await exchange(
      origin,
      ask('/', 'Accept-Encoding: br\r\n') +
        ask('/', `Accept-Encoding: br\r\nIf-None-Match: ${etag}\r\n`) +
        ask(image) +
        // Asked to close: Node's own writeHead writes this one.
        ask('/', 'Accept-Encoding: br\r\nConnection: close\r\n'),
      4,
    );
    expect(door().answered).toBe(before + 4);
    expect(door().headsWritten, 'heads the front door wrote itself').toBe(written + 3);
    const [full, unchanged, picture, last] = answers as [RawAnswer, RawAnswer, RawAnswer, RawAnswer];
    expect([full, unchanged, picture, last].map((a) => a.statusLine)).toEqual([
      'HTTP/1.1 200 OK',
      'HTTP/1.1 304 Not Modified',
      'HTTP/1.1 200 OK',
      'HTTP/1.1 200 OK',
    ]);
    const keepAlive = `Keep-Alive: timeout=${Math.floor(t.app.server.keepAliveTimeout / 1000)}`;
    for (const answer of [full, unchanged, picture]) {
      expect(answer.lines.filter((l) => l.startsWith('Date: '))).toHaveLength(1);
      expect(Date.parse((answer.lines.find((l) => l.startsWith('Date: ')) ?? '').slice(6))).toBeGreaterThan(
        Date.now() - 5000,
      );
      expect(answer.lines.slice(-2)).toEqual(['Connection: keep-alive', keepAlive]);
    }
    // The same headers in the same order as Node's writeHead, and the body the route sends.
    expect(last.lines).toContain('Connection: close');
    expect(ownLines(full)).toEqual(ownLines(last));
    expect(full.body.equals(page.body)).toBe(true);
    expect(unchanged.body.length).toBe(0);
    expect(ownLines(unchanged)).toContain(`etag: ${etag}`);
    expect(ownLines(unchanged).some((l) => l.startsWith('content-length'))).toBe(false);
    expect(picture.body.equals((await routeAnswer(t.app, image)).body)).toBe(true);
    expect(closed).toBe(true);
  });

  it('answers HTTP/1.0 as Node does, closing the connection', async () => {
    await fromTheDoor(image);
    const before = door().answered;
    const { answers, closed } = await exchange(origin, `GET ${image} HTTP/1.0\r\n\r\n`, 1);
    expect(door().answered).toBe(before + 1);
    expect(answers[0]?.statusLine).toBe('HTTP/1.1 200 OK');
    expect(answers[0]?.lines).toContain('Connection: close');
    expect(closed).toBe(true);
    const kept = await exchange(origin, ask(image), 1);
    expect(ownLines(kept.answers[0] as RawAnswer)).toEqual(ownLines(answers[0] as RawAnswer));
    expect(kept.closed).toBe(false);
  });
});

describe('the front door behind a proxy, with metrics', () => {
  const TOKEN = 'a metrics token for the front door';
  let proxied: TestApp;
  let site = '';
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: 'true', METRICS_TOKEN: TOKEN });
    await makeService(proxied.database.db, { name: 'Proxied service' });
    site = await proxied.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => proxied.close());

  it('adds HSTS to an answer to an https request, as the route does', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    await get(site, '/', https);
    const before = proxied.app.frontDoor.answered;
    const answer = await get(site, '/', https);
    expect(proxied.app.frontDoor.answered).toBe(before + 1);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(answer.headers).toEqual((await routeAnswer(proxied.app, '/', https)).headers);
    expect((await get(site, '/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('counts its answers in /metrics as the page route', async () => {
    const scrape = async () =>
      (await proxied.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const series = 'kestrel_http_request_duration_seconds_count{method="GET",route="/*",status="200"}';
    const count = (text: string) =>
      Number(
        text
          .split('\n')
          .find((l) => l.startsWith(`${series} `))
          ?.split(' ')[1] ?? 0,
      );
    await get(site, '/');
    const before = count(await scrape());
    const answered = proxied.app.frontDoor.answered;
    for (let i = 0; i < 5; i++) await get(site, '/');
    expect(proxied.app.frontDoor.answered).toBe(answered + 5);
    expect(count(await scrape())).toBe(before + 5);
  });
});
