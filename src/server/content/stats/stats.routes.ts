import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Stats, stats as statsSchema } from '../../../shared/schemas/content';
import { PUBLIC } from '../../auth/guard';
import type { Db } from '../../db/client';
import { stats } from '../../db/schema';
import { recordOf } from '../records';

export const toStats = (row: typeof stats.$inferSelect): Stats => ({
  ...recordOf(row),
  headline: row.headline,
  description: row.description,
  loyalClients: row.loyalClients,
  experts: row.experts,
  yearsExperience: row.yearsExperience,
  techAwards: row.techAwards,
});

export async function listStats(db: Db): Promise<Stats[]> {
  const rows = await db.select().from(stats).orderBy(asc(stats.createdAt)).limit(1);
  return rows.map(toStats);
}

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      config: PUBLIC,
      schema: { tags: ['stats'], summary: 'The stats record (0 or 1)', response: { 200: z.array(statsSchema) } },
    },
    () => listStats(app.db),
  );
};
