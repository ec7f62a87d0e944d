/**
 * The activity log (issue 12): who did what, when. Content writes are recorded by the database in the
 * transaction of the write (migration 0010); sign-ins and password changes by `recordActivity`. The API only
 * reads it: nothing in it can be changed or deleted.
 */
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../shared/schemas/common';
import type { Db } from '../../db/client';
import { activity } from '../../db/schema';
import { adminFrom } from './history.routes';
import { fieldName } from './registry';

export const ACTIVITY_PAGE_SIZE = 25;

/** Records an account event (a sign-in, a password change) of an administrator. */
export async function recordActivity(
  db: Db,
  admin: { id: string; email: string; name: string },
  action: 'sign-in' | 'password-change',
) {
  await db.insert(activity).values({
    adminId: admin.id,
    adminEmail: admin.email,
    adminName: admin.name,
    action,
    type: 'account',
    recordId: admin.id,
    title: admin.name,
  });
}

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
      schema: {
        tags: ['history'],
        summary: `Every admin write and sign-in, newest first, ${ACTIVITY_PAGE_SIZE} a page; by person (e-mail) and kind`,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(ACTIVITY_PAGE_SIZE),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          admin: z.string().max(320).optional(),
          type: z.string().max(40).optional(),
        }),
        response: { 200: z.object({ items: z.array(entry), total: z.number() }), 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const { limit, page, admin, type } = request.query;
      const filters: SQL[] = [];
      if (admin) filters.push(sql`lower(${activity.adminEmail}) = lower(${admin})`);
      if (type) filters.push(eq(activity.type, type));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(activity)
          .where(where)
          .orderBy(desc(activity.seq))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ n: count() }).from(activity).where(where),
      ]);
      return {
        items: rows.map((row) => ({
          at: row.at.toISOString(),
          admin: adminFrom(row),
          action: row.action,
          type: row.type,
          recordId: row.recordId,
          title: row.title,
          fields: row.fields.map(fieldName),
        })),
        total: total?.n ?? 0,
      };
    },
  );
};
