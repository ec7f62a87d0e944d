import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { achievementInput } from '../../../shared/schemas/admin-inputs';
import { errorBody, idParams } from '../../../shared/schemas/common';
import { type Achievement, achievement } from '../../../shared/schemas/content';
import { EDITOR, PUBLIC } from '../../auth/guard';
import type { Db } from '../../db/client';
import { achievements } from '../../db/schema';
import { notFound } from '../../errors';
import { write } from '../write';
import { toAchievement } from './achievement.record';

export async function listAchievements(db: Db): Promise<Achievement[]> {
  const rows = await db.select().from(achievements).orderBy(desc(achievements.createdAt), desc(achievements.id));
  return rows.map(toAchievement);
}

const columns = ({ statistics, ...rest }: z.output<typeof achievementInput>) => ({ ...rest, ...statistics });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

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

  app.post(
    '/achievements',
    {
      config: EDITOR,
      schema: {
        tags: ['achievements'],
        summary: 'Add an achievement',
        body: achievementInput,
        response: { 201: achievement, ...errors },
      },
    },
    async (request, reply) => {
      const [row] = await write(request, (db) => db.insert(achievements).values(columns(request.body)).returning());
      return reply.code(201).send(toAchievement(row as typeof achievements.$inferSelect));
    },
  );

  app.patch(
    '/achievements/:id',
    {
      config: EDITOR,
      schema: {
        tags: ['achievements'],
        summary: 'Change an achievement',
        params: idParams,
        body: achievementInput,
        response: { 200: achievement, ...errors },
      },
    },
    async (request) => {
      const [row] = await write(request, (db) =>
        db
          .update(achievements)
          .set({ ...columns(request.body), updatedAt: new Date() })
          .where(eq(achievements.id, request.params.id))
          .returning(),
      );
      if (!row) throw notFound();
      return toAchievement(row);
    },
  );

  app.delete(
    '/achievements/:id',
    {
      config: EDITOR,
      schema: {
        tags: ['achievements'],
        summary: 'Delete an achievement',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const [row] = await write(request, (db) =>
        db.delete(achievements).where(eq(achievements.id, request.params.id)).returning({ id: achievements.id }),
      );
      if (!row) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
