import { count } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backupStatus } from '../../shared/backups';
import { errorBody } from '../../shared/schemas/common';
import { subscriberCounts } from '../../shared/subscriptions';
import { CONTRIBUTOR } from '../auth/guard';
import { readBackupStatus } from '../backup/scheduled';
import { contactSubmissions, products, services } from '../db/schema';
import { subscriberCountsOf } from '../newsletter/subscribers.routes';
import { keptPostCount } from './blog/post-counts';

export const dashboard = z.object({
  services: z.number().int(),
  products: z.number().int(),
  blogs: z.number().int(),
  /** Contact enquiries received (SPEC 2.8: "Visitors (red, counting contact enquiries)"). */
  visitors: z.number().int(),
  /** Newsletter subscribers by status (issue 14). */
  subscribers: subscriberCounts,
  /** The last scheduled backup, or its failure (issue 15). */
  backup: backupStatus,
});

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      config: CONTRIBUTOR,
      schema: {
        tags: ['dashboard'],
        summary: 'The four counts of the dashboard',
        response: { 200: dashboard, 401: errorBody },
      },
    },
    async () => {
      const n = async (table: typeof services | typeof products | typeof contactSubmissions) =>
        (await app.db.select({ n: count() }).from(table))[0]?.n ?? 0;
      const [servicesCount, productsCount, blogsCount, visitors, subscriberTotals, backup] = await Promise.all([
        n(services),
        n(products),
        // Kept by the database as posts come and go (decision 059): one read at any size of the blog.
        keptPostCount(app.db, {}).then((kept) => kept ?? 0),
        n(contactSubmissions),
        subscriberCountsOf(app.db),
        readBackupStatus(app),
      ]);
      return {
        services: servicesCount,
        products: productsCount,
        blogs: blogsCount,
        visitors,
        subscribers: subscriberTotals,
        backup,
      };
    },
  );
};
