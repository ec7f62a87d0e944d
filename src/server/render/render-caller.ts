import type { FastifyRequest } from 'fastify';

/**
 * The client address the API calls of a server render come from. No socket has it (a socket's is an IP address),
 * so the log, the metrics and the read cache tell these calls from visitors' requests by it.
 */
export const RENDER_CALLER = 'server-render';

/** Whether `request` is an API call a server render made (not a visitor's request). */
export const isRenderCall = (request: FastifyRequest) => request.raw.socket?.remoteAddress === RENDER_CALLER;
