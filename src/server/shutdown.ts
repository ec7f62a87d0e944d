/**
 * A graceful stop (docs/decisions/020). From SIGTERM or SIGINT on, a request that starts is answered 503
 * with Retry-After (but the API calls of a page render already under way), and every answer, those of requests in flight too, closes its connection. Half a
 * second later, once every connection the system has queued for the port is taken, the port closes and
 * idle keep-alive connections are closed; a connection that has sent nothing for a second is closed too;
 * requests in flight finish; whatever is still open at the time limit is cut. Then the app's own close
 * hooks run, and main.ts closes the database last.
 */
import { once } from 'node:events';
import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '../shared/admin-messages';
import { ERROR_CODES, type ErrorBody } from '../shared/schemas/common';
import { isRenderCall } from './render/render-caller';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment the server starts to stop. */
    draining: { active: boolean };
    /** The open connections of visitors (not the server render's internal calls), with when each was taken. */
    connections: Map<Socket, number>;
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
/**
 * A connection that has sent nothing for this long since it was taken is idle (a browser's preconnect, opened in
 * case it needs one) and does not hold the stop. A client that has connected sends its request within moments;
 * under load it is the server that reads it late, and the stop reads before it judges.
 */
export const SILENT_MS = 1000;

/** One turn of the event loop, its poll included: the system's news (a connection, a request's bytes) is taken. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What a connection is doing, for the log of a stop that cut it: its request in flight (path only), or none. */
function connectionUse(socket: Socket): string {
  if (socket.bytesRead === 0) return 'no request yet';
  const request = (socket as Socket & { _httpMessage?: { req?: { method?: string; url?: string } } })._httpMessage?.req;
  return request ? `${request.method} ${request.url?.split('?')[0]}` : 'idle, or a request still arriving';
}

/** Hooks that refuse new work while stopping. Register before every other hook. */
export function registerDrain(app: FastifyInstance): void {
  const draining = { active: false };
  const connections = new Map<Socket, number>();
  app.decorate('draining', draining);
  app.decorate('connections', connections);
  // Per connection, not per request: a cached page pays nothing for it.
  app.server.on('connection', (socket: Socket) => {
    connections.set(socket, performance.now());
    socket.once('close', () => connections.delete(socket));
  });
  app.addHook('onRequest', async (request, reply) => {
    // The API calls of a server render come from a page request taken before the stop: refusing them would answer
    // that page with its sections' error messages.
    if (!draining.active || isRenderCall(request)) return;
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
 * Takes the connections the system has queued for the port, whose clients have sent their requests already: closing
 * the port resets them. Node takes one queued connection per turn of the event loop (libuv 1.45 on), and a turn of a
 * busy process is a render long, so sixty connections queued behind renders took seconds; the port closed with most
 * of them still queued. Once a turn takes no connection the queue is empty. Ends early when `stopped()`.
 */
async function takeQueuedConnections(server: Server, stopped: () => boolean): Promise<void> {
  let taken = 0;
  const count = () => taken++;
  server.on('connection', count);
  try {
    for (let before = -1; taken !== before && !stopped(); ) {
      before = taken;
      await turn();
    }
  } finally {
    server.off('connection', count);
  }
}

/**
 * Closes the connections that have sent nothing for SILENT_MS since they were taken, until none is left that has
 * sent nothing (the others end with their answer). Each is judged after a turn of the event loop has read what its
 * client sent: a busy process reads late, and a request waiting unread in its socket is not idle.
 */
async function closeSilentConnections(connections: Map<Socket, number>, stopped: () => boolean): Promise<void> {
  while (!stopped()) {
    const silent = [...connections].filter(([socket]) => socket.bytesRead === 0);
    if (silent.length === 0) return;
    const now = performance.now();
    const due = silent.filter(([, takenAt]) => now - takenAt >= SILENT_MS);
    if (due.length > 0) {
      await turn();
      for (const [socket] of due) if (socket.bytesRead === 0) socket.destroy();
      continue;
    }
    const next = Math.min(...silent.map(([, takenAt]) => takenAt + SILENT_MS));
    // Unref'd: once the last connection ends, the stop does not wait for this.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - now)).unref());
  }
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
  let forced = false;
  let endLinger = () => {};
  const connections = () =>
    new Promise<number>((resolve) => server.getConnections((error, n) => resolve(error ? 0 : n)));
  const force = async () => {
    forced = true;
    endLinger();
    // Nothing more is taken: what the system still queues for the port is reset, as it would be at exit.
    if (server.listening) NetServer.prototype.close.call(server);
    cut = await connections();
    cutUses = [...app.connections.keys()].map(connectionUse);
    server.closeAllConnections();
  };
  const isForced = () => forced;

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
      await takeQueuedConnections(server, isForced);
      // net.Server's close, not http.Server's: the latter also closes the idle connections at once.
      if (server.listening) NetServer.prototype.close.call(server);
      // A turn reads what clients sent on the connections just taken, and on idle keep-alive connections (closing
      // one with a request waiting in it resets that request).
      await turn();
      // The others close after their answer.
      server.closeIdleConnections();
      // Node counts a connection that has not sent a byte as busy, not idle: a browser's preconnect would hold the
      // stop until the time limit.
      void closeSilentConnections(app.connections, isForced);
      await closed;
      clearTimeout(limit);
    }
    // The port is closed and no connection is left: Fastify's own close finds nothing to wait for.
    await app.close();
    return { cut, cutUses };
  })();
  return { done, force };
}
