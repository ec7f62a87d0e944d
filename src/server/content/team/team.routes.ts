import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamMember } from '../../../shared/schemas/content';
import { PUBLIC } from '../../auth/guard';
import { listTeam } from './team.service';

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team',
    {
      config: PUBLIC,
      schema: { tags: ['team'], summary: 'Every team member', response: { 200: z.array(teamMember) } },
    },
    () => listTeam(app.db),
  );
};
