import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_REQUEST_TIMEOUT_MS } from '../../src/shared/limits';
import { createAdminApi } from '../../src/web/api/admin-client';
import { fetchTransport, NetworkError, type TransportRequest } from '../../src/web/api/client';

/** A server that takes requests and never answers them. */
let silent: Server;
let silentUrl = '';
beforeAll(async () => {
  silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});
afterAll(async () => {
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
});

describe('the browser transport', () => {
  it('gives up when the server does not answer in time, saying it timed out', async () => {
    const started = performance.now();
    const failure = await fetchTransport({ method: 'GET', path: `${silentUrl}/api/team`, timeoutMs: 200 }).catch(
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
