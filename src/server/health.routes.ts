import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { health } from '../shared/schemas/contact';
import { PUBLIC } from './auth/guard';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: PUBLIC,
      schema: { tags: ['health'], summary: 'Is the site and its database up?', response: { 200: health, 503: health } },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable', db: 'unreachable' });
      }
    },
  );
};
