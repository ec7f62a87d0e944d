import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AboutUs, aboutUs as aboutUsSchema } from '../../../shared/schemas/content';
import { PUBLIC } from '../../auth/guard';
import type { Db } from '../../db/client';
import { aboutUs } from '../../db/schema';
import { recordOf } from '../records';

export const toAboutUs = (row: typeof aboutUs.$inferSelect): AboutUs => ({
  ...recordOf(row),
  title: row.title,
  description: row.description,
  aboutTitle: row.aboutTitle,
  aboutDescription: row.aboutDescription,
});

export async function listAboutUs(db: Db): Promise<AboutUs[]> {
  const rows = await db.select().from(aboutUs).orderBy(asc(aboutUs.createdAt)).limit(1);
  return rows.map(toAboutUs);
}

export const aboutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/aboutus',
    {
      config: PUBLIC,
      schema: { tags: ['about'], summary: 'The about-us record (0 or 1)', response: { 200: z.array(aboutUsSchema) } },
    },
    () => listAboutUs(app.db),
  );
};
