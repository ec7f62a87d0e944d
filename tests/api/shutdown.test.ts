/**
 * How the real server process stops on SIGTERM (docs/decisions/020): requests in flight finish, requests
 * that still arrive on open connections get 503 with Retry-After and `Connection: close`, idle keep-alive
 * clients do not hold it open, nothing is reset, and it exits 0 within SHUTDOWN_TIMEOUT_SECONDS; and how
 * a send to subscribers survives SIGKILL. Needs the build (`npm run build`).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { subscribers } from '../../src/server/db/schema';
import { API_MESSAGES } from '../../src/shared/admin-messages';
import type { NewsletterProgress } from '../../src/shared/subscriptions';
import { multipart } from '../helpers/admin';
import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from '../helpers/database';
import { SERVER_ADMIN, type ServerProcess, startServerProcess } from '../helpers/server-process';
import { startSmtp, type TestSmtp } from '../helpers/smtp';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}
/** A request's end: its answer, or the error it got and whether it had reached the server. */
type Outcome = { name: string; answer: Answer } | { name: string; error: string; started: boolean };

let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

function send(
  name: string,
  options: {
    agent: http.Agent;
    method?: string;
    path: string;
    headers?: http.OutgoingHttpHeaders;
    body?: Buffer;
    /** Called once the request has been handed to the system, all of it. */
    sent?: () => void;
  },
): Promise<Outcome> {
  return new Promise((resolve) => {
    let started = false;
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server?.port,
        agent: options.agent,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ name, answer: { status: res.statusCode ?? 0, headers: res.headers, body } }));
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ name, error: error.code ?? error.message, started }),
        );
      },
    );
    req.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => (started = true));
      else started = true;
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      options.sent?.();
      resolve({ name, error: error.code ?? error.message, started });
    });
    req.on('finish', () => options.sent?.());
    req.end(options.body);
  });
}

async function signIn(): Promise<string> {
  const res = await fetch(`${server?.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SERVER_ADMIN),
  });
  expect(res.status).toBe(200);
  return `Bearer ${((await res.json()) as { token: string }).token}`;
}

/** A keep-alive connection that asked for one page and now sits idle, as a browser's does. */
async function idleClient(): Promise<net.Socket> {
  const socket = net.connect(server?.port ?? 0, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  let raw = '';
  await new Promise<void>((resolve) => {
    const read = (chunk: Buffer) => {
      raw += chunk.toString('latin1');
      const [answer] = parseAnswers(raw);
      if (answer && raw.endsWith(answer.body)) {
        socket.off('data', read);
        resolve();
      }
    };
    socket.on('data', read);
  });
  return socket;
}

/** The first 503 a new connection gets (the server has begun to stop), or none once the port refuses. */
async function stopping(outcomes: Outcome[]): Promise<Answer | undefined> {
  for (;;) {
    const outcome = await send('probe', { agent: new http.Agent({ keepAlive: false }), path: '/api/health' });
    outcomes.push(outcome);
    if ('answer' in outcome && outcome.answer.status === 503) return outcome.answer;
    if ('error' in outcome) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Everything a raw connection receives until it closes (or `ms` pass). */
function readUntilClose(socket: net.Socket, ms = 10_000): Promise<{ raw: string; closed: boolean }> {
  let raw = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk) => (raw += chunk));
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ raw, closed: false }), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ raw, closed: true });
    });
  });
}

/** Splits raw HTTP/1.1 answers that each carry a Content-Length. */
function parseAnswers(raw: string): Answer[] {
  const answers: Answer[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const headers: http.IncomingHttpHeaders = {};
    for (const line of lines) {
      const at = line.indexOf(':');
      headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, body: rest.slice(end + 4, end + 4 + length) });
    rest = rest.slice(end + 4 + length);
  }
  return answers;
}

const uploadRequest = (token: string, image: Buffer, i: number) => {
  const form = multipart(
    { name: `Service ${i}`, description: 'Sent while the server stops.' },
    {
      field: 'image',
      data: image,
    },
  );
  return { headers: { ...form.headers, authorization: token }, body: form.payload };
};

describe('SIGTERM', () => {
  it('lets every request in flight finish, refuses later ones with 503, closes idle clients and exits 0', async () => {
    // The time allowed to the requests in flight: three 24-megapixel uploads take about 2 s on an idle machine, and
    // many times that when this file runs beside the heaviest others (the fuzz test, a PostgreSQL server starting).
    // A request left hanging still reaches it.
    const timeoutSeconds = 30;
    server = await startServerProcess({ SHUTDOWN_TIMEOUT_SECONDS: String(timeoutSeconds), PAGE_CACHE: 'false' });
    const token = await signIn();
    // Slow work: 24-megapixel PNGs take a good part of a second each to process, one at a time.
    const image = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#0ea5e9' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    // A running site has rendered its pages before: the first render of each loads its code.
    for (const path of ['/', '/services']) expect((await fetch(`${server.url}${path}`)).status).toBe(200);
    const idle = await Promise.all(Array.from({ length: 5 }, idleClient));
    const idleClosed = idle.map((socket) => new Promise((resolve) => socket.once('close', resolve)));

    const pending: Promise<Outcome>[] = [];
    // Uploads over keep-alive connections, as the back office sends them.
    for (let i = 0; i < 3; i++) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      pending.push(
        send(`upload ${i}`, { agent, method: 'POST', path: '/api/service', ...uploadRequest(token, image, i) }),
      );
    }
    // Keep-alive clients asking for pages without pause until the server stops answering.
    let stopped = false;
    const loops = Array.from({ length: 4 }, async (_, w) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const outcomes: Outcome[] = [];
      for (let i = 0; !stopped && i < 10_000; i++) {
        const outcome = await send(`page loop ${w}.${i}`, { agent, path: i % 2 ? '/services' : '/' });
        outcomes.push(outcome);
        // The server said this connection is done: a polite client waits before it asks again.
        if ('error' in outcome || outcome.answer.headers.connection === 'close') break;
      }
      agent.destroy();
      return outcomes;
    });
    // A burst of pages, each on its own connection.
    const burst = Array.from({ length: 40 }, (_, i) =>
      send(`page ${i}`, { agent: new http.Agent({ keepAlive: false }), path: '/' }),
    );

    await new Promise((resolve) => setTimeout(resolve, 400));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // A client of a connection left open asks again as the server begins to stop.
    const probes: Outcome[] = [];
    const probe = await stopping(probes);
    const late = idle[0] as net.Socket;
    const lateAnswer = readUntilClose(late);
    late.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), (timeoutSeconds + 5) * 1000)),
    ]);
    const exitMs = Date.now() - signalled;
    stopped = true;
    const outcomes = [
      ...(await Promise.all(pending)),
      ...(await Promise.all(burst)),
      ...(await Promise.all(loops)).flat(),
      ...probes,
    ];
    const log = server.output();

    expect(code, log).toBe(0);
    expect(exitMs, log).toBeLessThan(timeoutSeconds * 1000);
    await Promise.all(idleClosed);

    // Nothing that reached the server was reset or left without an answer; it answered 2xx, or 503 once stopping.
    const broken = outcomes.filter((o) => 'error' in o && (o.started || o.error !== 'ECONNREFUSED'));
    expect(broken, log).toEqual([]);
    const answered = outcomes.flatMap((o) => ('answer' in o ? [{ name: o.name, ...o.answer }] : []));
    expect(
      answered.filter((a) => a.status !== 503 && (a.status < 200 || a.status > 299)),
      log,
    ).toEqual([]);
    for (const refused of answered.filter((a) => a.status === 503)) {
      expect(JSON.parse(refused.body)).toEqual({ code: 'UNAVAILABLE', message: API_MESSAGES.unavailable });
      expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(refused.headers.connection).toBe('close');
    }
    // The uploads in flight were all stored.
    expect(answered.filter((a) => a.name.startsWith('upload')).map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answered.filter((a) => a.name.startsWith('page')).length).toBeGreaterThan(40);

    // A new connection during the first moments of stopping is answered too, not reset.
    expect(probe?.headers.connection).toBe('close');
    // The request on the connection left open came after stopping began: 503, and the connection closed.
    const { raw, closed } = await lateAnswer;
    expect(closed).toBe(true);
    const [refused, ...more] = parseAnswers(raw);
    expect(more).toEqual([]);
    expect(refused?.status, raw).toBe(503);
    expect(refused?.headers.connection).toBe('close');
    expect(refused?.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(JSON.parse(refused?.body ?? '')).toEqual({ code: 'UNAVAILABLE', message: API_MESSAGES.unavailable });
  }, 60_000);

  it('does not wait for a connection that never sent a request (a browser preconnect)', async () => {
    const timeoutSeconds = 20;
    server = await startServerProcess({ SHUTDOWN_TIMEOUT_SECONDS: String(timeoutSeconds) });
    const preconnect = net.connect(server.port, '127.0.0.1');
    preconnect.on('error', () => {});
    await new Promise((resolve) => preconnect.once('connect', resolve));
    const closed = new Promise((resolve) => preconnect.once('close', resolve));

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), (timeoutSeconds + 5) * 1000)),
    ]);
    expect(code, server.output()).toBe(0);
    // The port lingers half a second; the database then closes. Far from the 20 s the connection could hold it.
    expect(Date.now() - signalled, server.output()).toBeLessThan(8000);
    await closed;
  }, 40_000);

  it('cuts a request still running at SHUTDOWN_TIMEOUT_SECONDS and exits 0', async () => {
    server = await startServerProcess({ SHUTDOWN_TIMEOUT_SECONDS: '2' });
    const idle = await idleClient();
    // A client that sends its body a byte at a time, far slower than the time limit.
    const slow = net.connect(server.port, '127.0.0.1');
    await new Promise((resolve) => slow.once('connect', resolve));
    slow.write(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const drip = setInterval(() => slow.write(' '), 200);
    const slowClosed = new Promise((resolve) => slow.once('close', resolve));
    slow.on('error', () => {});
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const code = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), 10_000)),
    ]);
    clearInterval(drip);
    expect(code, server.output()).toBe(0);
    // Two seconds for the slow request, then the database closes; a margin for a machine busy with other tests.
    const exitMs = Date.now() - signalled;
    expect(exitMs).toBeGreaterThanOrEqual(2000);
    expect(exitMs).toBeLessThan(6000);
    await slowClosed;
    expect(idle.destroyed || idle.readableEnded).toBe(true);
    // The log says what was cut, by its path.
    expect(server.output()).toContain('cut 1 connection(s) still open when the time was up: POST /api/contact');
  }, 30_000);
});

/**
 * A stop while the process is busy (issue 26). Sixty page requests, each on its own connection, are sent and then the
 * signal. The process renders every page anew (no page cache, the demo content) while other processes keep every core
 * busy, as on a loaded machine: requests wait in their sockets, and connections in the port's queue, long after the
 * signal. Node takes one queued connection per turn of the event loop, and a turn is a render long: the stop closed the
 * port with connections still queued, which the system then reset (before the fix, 135 of the 600 requests on PGlite
 * and 217 on PostgreSQL). Every request must get its page or a 503 that closes its connection. Ten stops, one per
 * process start.
 */
describe('SIGTERM while busy rendering', () => {
  const RUNS = 10;
  const REQUESTS = 60;
  const PAGES = ['/', '/services', '/products', '/about', '/blog', '/contact'];
  let dataDir: string;
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    // One site for the ten starts: the demo content is added by the first.
    dataDir = await mkdtemp(path.join(tmpdir(), 'kestrel-busy-stop-'));
    if (TEST_DB_KIND === 'postgres') {
      database = await createTestDatabase();
      await database.close();
    }
  });
  afterAll(async () => {
    await database?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Processes that keep every core busy until killed: twice as many as there are cores. */
  function loadEveryCore(): () => void {
    const burners = Array.from({ length: availableParallelism() * 2 }, () =>
      spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }),
    );
    return () => {
      for (const burner of burners) burner.kill('SIGKILL');
    };
  }

  it(`answers every request sent just before the signal, ${RUNS} stops of ${REQUESTS} page requests`, async () => {
    const failures: string[] = [];
    let refused = 0;
    for (let run = 0; run < RUNS; run++) {
      server = await startServerProcess({
        DATA_DIR: dataDir,
        PAGE_CACHE: 'false',
        SEED_DEMO: 'true',
        SHUTDOWN_TIMEOUT_SECONDS: '60',
        ...(database?.url ? { DATABASE_URL: database.url } : {}),
      });
      // A running site has rendered its pages before: the first render of each loads its code.
      for (const page of PAGES) expect((await fetch(`${server.url}${page}`)).status).toBe(200);
      const stopLoad = loadEveryCore();
      try {
        const written: Promise<void>[] = [];
        const outcomes = Array.from({ length: REQUESTS }, (_, i) => {
          let sent = () => {};
          written.push(new Promise((resolve) => (sent = resolve)));
          return send(`run ${run}, request ${i}`, {
            agent: new http.Agent({ keepAlive: false }),
            path: PAGES[i % PAGES.length] ?? '/',
            sent,
          });
        });
        // Every request has been handed to the system (its connection made, its bytes written): then the signal.
        await Promise.all(written);
        server.child.kill('SIGTERM');
        const code = await server.exited;
        const log = server.output();
        if (code !== 0 || log.includes('cut ')) failures.push(`run ${run}: exit ${code}\n${log}`);
        for (const outcome of await Promise.all(outcomes)) {
          if ('error' in outcome) {
            failures.push(`${outcome.name}: ${outcome.error}`);
            continue;
          }
          const { status, headers, body } = outcome.answer;
          if (status === 503) refused++;
          const closing = headers.connection === 'close' && body.includes(API_MESSAGES.unavailable);
          if (status !== 200 && !(status === 503 && closing)) failures.push(`${outcome.name}: ${status} ${body}`);
        }
      } finally {
        stopLoad();
      }
      await server.dispose();
      server = undefined;
    }
    expect(failures).toEqual([]);
    // The signal came while requests were still waiting: some were refused, or the test proved nothing.
    expect(refused).toBeGreaterThan(0);
  }, 600_000);
});

/**
 * A post's mail to subscribers survives a crash (issue 14): the process is killed (SIGKILL) in the middle of the
 * send and started again on the same database, and every subscriber ends up with exactly one mail, none lost and
 * none twice, counted at a real SMTP server. In this file, so that it never runs beside the SIGTERM test above:
 * two more server processes starting at once would slow that test's timed uploads.
 */
describe('SIGKILL in the middle of a newsletter send', () => {
  const SUBSCRIBERS = 60;
  const TITLE = 'Survives A Crash';

  let smtp: TestSmtp;
  let dataDir: string;
  let database: TestDatabase | undefined;
  const servers: ServerProcess[] = [];
  const addresses = Array.from({ length: SUBSCRIBERS }, (_, i) => `crash-reader-${i}@example.org`);

  beforeAll(async () => {
    smtp = await startSmtp();
    dataDir = await mkdtemp(path.join(tmpdir(), 'kestrel-crash-'));
    // The subscribers are in the database before the site first starts.
    if (TEST_DB_KIND === 'postgres') database = await createTestDatabase();
    const db = database ?? (await openDatabase({ dir: `${dataDir}/pgdata` }));
    await db.migrate();
    await db.db
      .insert(subscribers)
      .values(addresses.map((email) => ({ email, status: 'confirmed' as const, confirmedAt: new Date() })));
    await db.close();
  });
  afterAll(async () => {
    for (const server of servers) await server.dispose();
    await database?.destroy();
    await rm(dataDir, { recursive: true, force: true });
    await smtp.close();
  });

  const start = async () => {
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      // Three mails a second: the send takes about 20 s, time enough to be cut in the middle.
      MAIL_RATE_PER_MINUTE: '180',
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
    });
    servers.push(server);
    return server;
  };
  const received = () => smtp.mails.filter((mail) => mail.raw.includes(`Subject: ${TITLE}`));
  async function until(check: () => boolean, seconds: number, what: string) {
    const end = Date.now() + seconds * 1000;
    while (!check()) {
      if (Date.now() > end) throw new Error(`${what} did not happen within ${seconds} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('killed mid-send and started again, the site mails every subscriber once (a copy only of the mail cut in flight)', async () => {
    const first = await start();
    const login = await fetch(`${first.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(SERVER_ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: TITLE,
      category: 'Technology',
      status: 'published',
      emailSubscribers: 'true',
    })) {
      form.append(name, value);
    }
    const created = await fetch(`${first.url}/api/blog`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };

    await until(() => received().length >= 12, 30, 'the first mails');
    first.child.kill('SIGKILL');
    await first.exited;
    const atCrash = received().length;
    expect(atCrash).toBeLessThan(SUBSCRIBERS);

    const second = await start();
    await until(() => received().length >= SUBSCRIBERS, 120, 'the rest of the mails');
    // Anything sent twice would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    // Every subscriber once. The one exception decision 030 names: a mail the mail server accepted in the instant
    // before the kill, not yet marked sent, goes again on takeover, as the same message (its Message-ID), which mail
    // services drop as a copy. Mails go one at a time: at most one such copy.
    const mails = received();
    const recipients = mails.flatMap((mail) => mail.to);
    expect([...new Set(recipients)].sort()).toEqual([...addresses].sort());
    expect(recipients.length - addresses.length).toBeLessThanOrEqual(1);
    const messageIdOf = (mail: (typeof mails)[number]) => {
      const id = /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1];
      expect(id, 'every mail has a Message-ID').toMatch(/^<.+@.+>$/);
      return id;
    };
    const messageIdsOf = (address: string) =>
      new Set(mails.filter((mail) => mail.to.includes(address)).map(messageIdOf));
    for (const address of addresses) expect(messageIdsOf(address).size, address).toBe(1);

    const progress = await fetch(`${second.url}/api/blog/${id}/newsletter`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await progress.json()) as NewsletterProgress).toMatchObject({
      status: 'sent',
      sent: SUBSCRIBERS,
      failed: 0,
      pending: 0,
    });
  }, 240_000);
});
