import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { growthStep } from '../../../shared/schemas/content';
import { PUBLIC } from '../../auth/guard';
import { listGrowthSteps } from './growth-step.service';

export const growthStepRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/growthsteps',
    {
      config: PUBLIC,
      schema: { tags: ['growth steps'], summary: 'Growth steps by number', response: { 200: z.array(growthStep) } },
    },
    () => listGrowthSteps(app.db),
  );
};
