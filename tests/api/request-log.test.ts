/** The request log: nothing at info for requests that went well, one line each at debug (issue 11). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createTestDatabase } from '../helpers/database';
import { makeService } from '../helpers/factories';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function appLoggingAt(level: string, everyRequest = false) {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kestrel-log-'));
  const lines: Record<string, unknown>[] = [];
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: level }), {
    database,
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
    everyRequest,
  });
  cleanups.push(
    () => database.destroy(),
    () => rm(dataDir, { recursive: true, force: true }),
    () => app.close(),
  );
  await makeService(database.db);
  return { app, lines, database };
}

type Line = Record<string, unknown>;
/**
 * A request's line at debug: 'request' for a visitor's, 'render call' for a render's API call (`renderCall: true`).
 * On a loaded machine one may pass SLOW_REQUEST_MS: its line then says 'slow request' (at info), same fields.
 */
const isRequest = (l: Line) => (l.msg === 'request' || l.msg === 'slow request') && !l.renderCall;
const isRenderCallLine = (l: Line) => (l.msg === 'render call' || l.msg === 'slow request') && l.renderCall === true;

describe('the request log', () => {
  it('under npm start, says each visitor request in one line at info, without its query, the render’s calls not', async () => {
    const { app, lines } = await appLoggingAt('info', true);
    const before = lines.length;
    expect((await app.inject({ method: 'GET', url: '/services' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/nothing?token=secret-value' })).statusCode).toBe(404);
    // A loaded machine may make one pass SLOW_REQUEST_MS: its line then starts 'slow request: ', and a render's call
    // that slow is written too (marked `renderCall`); a render's call that is not slow never is.
    const said = lines
      .slice(before)
      .filter((l) => !(l.renderCall && String(l.msg).startsWith('slow request: ')))
      .map((l) => String(l.msg));
    expect(said).toHaveLength(2);
    expect(said[0]).toMatch(/^(slow request: )?GET \/services 200 [\d.]+ ms$/);
    expect(said[1]).toMatch(/^(slow request: )?GET \/api\/nothing 404 [\d.]+ ms$/);
    expect(JSON.stringify(lines.slice(before))).not.toContain('secret-value');
  });

  it('writes nothing at info for pages and reads that went well, the server render’s calls included', async () => {
    const { app, lines } = await appLoggingAt('info');
    const before = lines.length;
    for (const url of ['/', '/', '/services', '/api/service', '/api/health']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    // A loaded machine may make one of them slow, which is worth a line; nothing else is.
    expect(lines.slice(before).filter((l) => l.msg !== 'slow request')).toEqual([]);
  });

  it('writes one line per request at debug, the render’s internal calls told apart', async () => {
    const { app, lines } = await appLoggingAt('debug');
    const before = lines.length;
    await app.inject({ method: 'GET', url: '/services' });
    await app.inject({ method: 'GET', url: '/api/service' });
    const said = lines.slice(before);
    const requests = said.filter(isRequest);
    expect(requests.map((l) => [l.method, l.url, l.status])).toEqual([
      ['GET', '/services', 200],
      ['GET', '/api/service', 200],
    ]);
    expect(typeof requests[0]?.ms).toBe('number');
    const calls = said.filter(isRenderCallLine);
    expect(calls.map((l) => l.url)).toContain('/api/service');
    // Its lines say so in their fields too, so that a slow one (logged as 'slow request') is told apart.
    expect(said.filter((l) => l.msg === 'render call').every((l) => l.renderCall === true)).toBe(true);
  });

  it('gives each request an id that the render’s internal calls carry too, and keeps a proxy’s plain id', async () => {
    const { app, lines } = await appLoggingAt('debug');
    const before = lines.length;
    await app.inject({ method: 'GET', url: '/services' });
    await app.inject({ method: 'GET', url: '/about' });
    const said = lines.slice(before);
    const pages = said.filter(isRequest);
    expect(pages.map((l) => l.url)).toEqual(['/services', '/about']);
    const [services, about] = pages.map((l) => l.reqId as string);
    expect(services).toMatch(/^[0-9a-f-]{36}$/);
    expect(about).not.toBe(services);
    // Every API call of a render is logged with the id of the page request it was made for.
    const calls = said.filter(isRenderCallLine);
    expect(calls.filter((l) => l.url === '/api/service').map((l) => l.reqId)).toEqual([services]);
    expect(calls.length).toBeGreaterThan(2);
    expect(calls.every((l) => l.reqId === services || l.reqId === about)).toBe(true);

    const next = lines.length;
    await app.inject({ method: 'GET', url: '/api/service', headers: { 'x-request-id': 'edge-7f3a.42' } });
    await app.inject({ method: 'GET', url: '/api/service', headers: { 'x-request-id': 'bad id\n{"level":60}' } });
    const ids = lines
      .slice(next)
      .filter(isRequest)
      .map((l) => l.reqId as string);
    expect(ids[0]).toBe('edge-7f3a.42');
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('under npm start, says what a failed or slow request was, not only that it was (issue 27)', async () => {
    const { app, lines, database } = await appLoggingAt('info', true);
    await database.db.execute(sql`drop table services cascade`);
    const before = lines.length;
    expect((await app.inject({ method: 'GET', url: '/api/service?q=secret-words' })).statusCode).toBe(500);
    const said = lines.slice(before).map((l) => String(l.msg));
    expect(said.filter((msg) => msg.startsWith('request failed:'))).toEqual([
      expect.stringMatching(/^request failed: GET \/api\/service 500 [\d.]+ ms$/),
    ]);
    expect(said.join('\n')).not.toContain('secret-words');
  });

  it('writes a server error at info', async () => {
    const { app, lines, database } = await appLoggingAt('info');
    await database.db.execute(sql`drop table services cascade`);
    const res = await app.inject({ method: 'GET', url: '/api/service' });
    expect(res.statusCode).toBe(500);
    expect(lines.some((l) => l.msg === 'request failed' && l.status === 500 && l.url === '/api/service')).toBe(true);
  });
});
