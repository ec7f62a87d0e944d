import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Achievement, achievement } from '../../../shared/schemas/content';
import { PUBLIC } from '../../auth/guard';
import type { Db } from '../../db/client';
import { achievements } from '../../db/schema';
import { recordOf } from '../records';

export const toAchievement = (row: typeof achievements.$inferSelect): Achievement => ({
  ...recordOf(row),
  title: row.title,
  description: row.description,
  statistics: {
    projectsCompleted: row.projectsCompleted,
    yearOnYearGrowth: row.yearOnYearGrowth,
    funded: row.funded,
    downloads: row.downloads,
  },
  date: row.date,
});

export async function listAchievements(db: Db): Promise<Achievement[]> {
  const rows = await db.select().from(achievements).orderBy(desc(achievements.createdAt), desc(achievements.id));
  return rows.map(toAchievement);
}

export const achievementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/achievements',
    {
      config: PUBLIC,
      schema: {
        tags: ['achievements'],
        summary: 'Achievements, newest first',
        response: { 200: z.array(achievement) },
      },
    },
    () => listAchievements(app.db),
  );
};
