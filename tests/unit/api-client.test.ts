import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FRAME, ADMIN_OUTCOMES } from '../../src/shared/admin-messages';
import { TEAM_REQUEST_TIMEOUT_MS } from '../../src/shared/limits';
import { createAdminApi } from '../../src/web/api/admin-client';
import { ApiError, createCaller, fetchTransport, NetworkError, type TransportRequest } from '../../src/web/api/client';

/** A server that never answers /silent, and answers the other paths as a proxy in front of the API might. */
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/api/silent') return;
    if (request.url === '/api/html') {
      response.writeHead(502, 'Bad Gateway', { 'content-type': 'text/html' });
      response.end('<html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>');
    } else if (request.url === '/api/list') {
      response.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '31', 'x-page': '4' });
      response.end(JSON.stringify([{ _id: 'a' }, { _id: 'b' }]));
    } else if (request.url === '/api/search') {
      const headers = { 'content-type': 'application/json', 'x-total-count': '1000', 'x-more-than-total': 'true' };
      response.writeHead(200, headers);
      response.end(JSON.stringify([{ _id: 'c' }]));
    } else if (request.url === '/api/not-a-list') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: [] }));
    } else if (request.url === '/api/empty') {
      response.writeHead(503, 'Service Unavailable');
      response.end();
    } else {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ message: 'Title is required.', code: 'VALIDATION', fields: { title: 'Title is required.' } }),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );

describe('the browser transport', () => {
  it('gives up when the server does not answer in time, saying it timed out', async () => {
    const started = performance.now();
    const failure = await fetchTransport({ method: 'GET', path: `${base}/api/silent`, timeoutMs: 200 }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as NetworkError).timedOut).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('reports a server that cannot be reached as a network error, not a time-out', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const failure = await fetchTransport({ method: 'GET', path: `${url}/api/team` }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as NetworkError).timedOut).toBe(false);
  });
});

describe('a refused call', () => {
  // The caller puts /api in front of each path; the server's address goes before it.
  const call = createCaller((request) => fetchTransport({ ...request, path: `${base}${request.path}` }));

  it("carries the API's message and field messages", async () => {
    const failure = (await failureOf(call('POST', '/blog', { title: '' }))) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(400);
    expect(failure.message).toBe('Title is required.');
    expect(failure.fields).toEqual({ title: 'Title is required.' });
    expect(failure.fromServer).toBe(true);
  });

  it("says 'Server responded with {status}: {body or status text}' when the answer is not the API's (SPEC 8)", async () => {
    const html = (await failureOf(call('GET', '/html'))) as ApiError;
    expect(html.message).toBe('Server responded with 502: 502 Bad Gateway nginx');
    expect(html.fromServer).toBe(false);
    const empty = (await failureOf(call('GET', '/empty'))) as ApiError;
    expect(empty.message).toBe('Server responded with 503: Service Unavailable');
  });

  it('reads well inside the blog save message, whatever the message ends with', () => {
    expect(ADMIN_OUTCOMES.blogSaveFailed('Title is required.')).toBe(
      'Failed to save blog: Title is required. Please try again or contact support if the issue persists.',
    );
    expect(ADMIN_OUTCOMES.blogSaveFailed('Server responded with 503: Service Unavailable')).toBe(
      'Failed to save blog: Server responded with 503: Service Unavailable. Please try again or contact support if the issue persists.',
    );
  });
});

describe('the back-office client', () => {
  function recorded() {
    const requests: TransportRequest[] = [];
    const api = createAdminApi(
      async (request) => {
        requests.push(request);
        return { status: 200, body: [] };
      },
      () => 'token',
    );
    return { api, requests };
  }

  it('gives every team call 30 seconds (SPEC 9) and no other call a time-out', async () => {
    const { api, requests } = recorded();
    await api.team();
    await api.deleteTeamMember('abc');
    await api.services();
    expect(requests.map((r) => [r.method, r.path, r.timeoutMs])).toEqual([
      ['GET', '/api/team', TEAM_REQUEST_TIMEOUT_MS],
      ['DELETE', '/api/team/abc', TEAM_REQUEST_TIMEOUT_MS],
      ['GET', '/api/service', undefined],
    ]);
    expect(TEAM_REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(requests[0]?.headers).toEqual({ authorization: 'Bearer token' });
  });
});

describe('a page of a back-office list (issue 29)', () => {
  const call = createCaller((request) => fetchTransport({ ...request, path: `${base}${request.path}` }));

  it('carries the items, the total of X-Total-Count and the page of X-Page', async () => {
    expect(await call.page('/list')).toEqual({ items: [{ _id: 'a' }, { _id: 'b' }], total: 31, page: 4, more: false });
  });

  it('says more match than the total when X-More-Than-Total says so (a search counted to 1,000)', async () => {
    const found = await call.page('/search');
    expect(found).toEqual({ items: [{ _id: 'c' }], total: 1000, page: null, more: true });
    expect(ADMIN_FRAME.showing(1, 9, found.total, found.more)).toBe('Showing 1-9 of 1000+');
    expect(ADMIN_FRAME.showing(1, 9, 31)).toBe('Showing 1-9 of 31');
  });

  it('reads an answer that is not an array as an empty page (SPEC 7)', async () => {
    expect(await call.page('/not-a-list')).toEqual({ items: [], total: 0, page: null, more: false });
  });
});
