import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { service } from '../../../shared/schemas/content';
import { PUBLIC } from '../../auth/guard';
import { listServices } from './service.service';

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/service',
    { config: PUBLIC, schema: { tags: ['services'], summary: 'Every service', response: { 200: z.array(service) } } },
    () => listServices(app.db),
  );
};
