/**
 * Work that must not delay an answer, or show in its timing: it starts once the answer has been sent
 * (or the client has gone), and its failures are logged, never thrown.
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

export function afterResponse(reply: FastifyReply, log: FastifyBaseLogger, work: () => Promise<void>): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // On the next turn of the event loop: whoever waits for the answer hears it before the work starts.
    setImmediate(() => work().catch((error) => log.error({ err: error }, 'work after the answer failed')));
  };
  reply.raw.once('finish', start);
  reply.raw.once('close', start);
}
