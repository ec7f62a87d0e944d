/**
 * A graceful stop (docs/decisions/020). From SIGTERM or SIGINT on, a request that starts is answered 503
 * with Retry-After, and every answer, those of requests in flight too, closes its connection. Half a
 * second later the port closes and idle keep-alive connections are closed; requests in flight finish;
 * whatever is still open at the time limit is cut. Then the app's own close hooks run, and main.ts
 * closes the database last.
 */
import { once } from 'node:events';
import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '../shared/admin-messages';
import { ERROR_CODES, type ErrorBody } from '../shared/schemas/common';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment the server starts to stop. */
    draining: { active: boolean };
    /** The open connections of visitors (not the server render's internal calls). */
    connections: Set<Socket>;
  }
}

/** A restarting site is usually back within this many seconds. */
const RETRY_AFTER_SECONDS = 5;
/**
 * How long the port stays open, and idle keep-alive connections too, once stopping starts: every
 * request that comes in meanwhile is answered 503. Closing at once would reset connections the
 * system had already accepted for us, and requests already on their way over an idle connection.
 */
export const LINGER_MS = 500;

/** What a connection is doing, for the log of a stop that cut it: its request in flight (path only), or none. */
function connectionUse(socket: Socket): string {
  if (socket.bytesRead === 0) return 'no request yet';
  const request = (socket as Socket & { _httpMessage?: { req?: { method?: string; url?: string } } })._httpMessage?.req;
  return request ? `${request.method} ${request.url?.split('?')[0]}` : 'idle, or a request still arriving';
}

/** Hooks that refuse new work while stopping. Register before every other hook. */
export function registerDrain(app: FastifyInstance): void {
  const draining = { active: false };
  const connections = new Set<Socket>();
  app.decorate('draining', draining);
  app.decorate('connections', connections);
  // Per connection, not per request: a cached page pays nothing for it.
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining.active) return;
    const body: ErrorBody = { message: API_MESSAGES.unavailable, code: ERROR_CODES.unavailable };
    // Sent as JSON text, so that a route's own 503 schema (the health check's) does not reject it.
    return reply
      .code(503)
      .headers({ connection: 'close', 'retry-after': String(RETRY_AFTER_SECONDS) })
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(body));
  });
  // Every answer sent while stopping ends its connection, so no client sends another request on it.
  app.addHook('onSend', async (_request, reply) => {
    if (draining.active) reply.header('connection', 'close');
  });
}

export interface StopOptions {
  /** After this long, connections still open are cut. */
  timeoutMs: number;
  lingerMs?: number;
}

export interface StopResult {
  /** Connections cut at the time limit (requests that did not finish in time). */
  cut: number;
  /** What each cut connection was doing: its request in flight, or 'idle after …', or 'no request yet'. */
  cutUses: string[];
}

/**
 * Stops `app` as described above and resolves once it is closed. `force()` on the returned handle
 * cuts at once what is left (a second signal).
 */
export function stopGracefully(app: FastifyInstance, options: StopOptions) {
  const server: Server = app.server;
  const lingerMs = options.lingerMs ?? LINGER_MS;
  app.draining.active = true;
  let cut = 0;
  let cutUses: string[] = [];
  let endLinger = () => {};
  const connections = () =>
    new Promise<number>((resolve) => server.getConnections((error, n) => resolve(error ? 0 : n)));
  const force = async () => {
    endLinger();
    cut = await connections();
    cutUses = [...app.connections].map(connectionUse);
    server.closeAllConnections();
  };

  const done = (async (): Promise<StopResult> => {
    if (server.listening) {
      const closed = once(server, 'close');
      const limit = setTimeout(force, options.timeoutMs);
      await new Promise<void>((resolve) => {
        const linger = setTimeout(resolve, lingerMs);
        endLinger = () => {
          clearTimeout(linger);
          resolve();
        };
      });
      // Each step waits for a turn of the event loop, whose poll first takes the connections the system
      // has queued (closing the port resets those), then reads what clients sent on the connections it
      // took (closing an idle connection with a request waiting in it resets that request).
      await new Promise((resolve) => setImmediate(resolve));
      // net.Server's close, not http.Server's: the latter also closes the idle connections at once.
      NetServer.prototype.close.call(server);
      await new Promise((resolve) => setImmediate(resolve));
      // The others close after their answer.
      server.closeIdleConnections();
      // Node counts a connection that has not sent a byte as busy, not idle: a browser's preconnect, opened in
      // case it needs one, would hold the stop until the time limit. One that sent nothing in all the time the
      // port lingered is closed too.
      for (const socket of app.connections) if (socket.bytesRead === 0) socket.destroy();
      await closed;
      clearTimeout(limit);
    }
    // The port is closed and no connection is left: Fastify's own close finds nothing to wait for.
    await app.close();
    return { cut, cutUses };
  })();
  return { done, force };
}
