/** The activity log's one call (issue 12): the API only reads it (src/server/history/activity.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../shared/schemas/common';
import { EDITOR } from '../../auth/guard';
import { ACTIVITY_PAGE_SIZE, listActivity } from '../../history/activity';
import { HISTORY_TYPES } from '../../history/registry';

const entry = z.object({
  at: z.string(),
  admin: z.object({ email: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  type: z.string(),
  recordId: z.string().nullable(),
  title: z.string(),
  fields: z.array(z.string()),
});

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/activity',
    {
      config: EDITOR,
      schema: {
        tags: ['history'],
        summary: `Every admin write and sign-in, newest first, ${ACTIVITY_PAGE_SIZE} a page; by person (e-mail) and kind`,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(ACTIVITY_PAGE_SIZE),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          admin: z.string().max(320).optional(),
          // The kinds the log holds: records of the history registry, and staff accounts.
          type: z.enum([...HISTORY_TYPES, 'account'], { error: 'Not a kind of record.' }).optional(),
        }),
        response: { 200: z.object({ items: z.array(entry), total: z.number() }), 400: errorBody, 401: errorBody },
      },
    },
    (request) => listActivity(app.db, request.query),
  );
};
