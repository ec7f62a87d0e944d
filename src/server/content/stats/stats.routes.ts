import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES } from '../../../shared/admin-messages';
import { statsInput } from '../../../shared/schemas/admin-inputs';
import { errorBody, idParams } from '../../../shared/schemas/common';
import { type Stats, stats as statsSchema } from '../../../shared/schemas/content';
import { EDITOR, PUBLIC } from '../../auth/guard';
import type { Db } from '../../db/client';
import { stats } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { columnNames, rawReader } from '../raw-read';
import { write } from '../write';
import { toStats } from './stats.record';

const firstStats = rawReader<typeof stats.$inferSelect>(columnNames(getTableColumns(stats)), (db) =>
  db.select().from(stats).orderBy(asc(stats.createdAt)).limit(1),
);

export async function listStats(db: Db): Promise<Stats[]> {
  return (await firstStats(db)).map(toStats);
}

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      config: PUBLIC,
      schema: { tags: ['stats'], summary: 'The stats record (0 or 1)', response: { 200: z.array(statsSchema) } },
    },
    () => listStats(app.db),
  );

  app.post(
    '/stats',
    {
      config: EDITOR,
      schema: {
        tags: ['stats'],
        summary: 'Create the stats (there is one record; 409 when it exists)',
        body: statsInput,
        response: { 201: statsSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The one-row index makes this atomic: of two creates at once, one answers 409.
      const [row] = await write(request, (db) =>
        db.insert(stats).values(request.body).onConflictDoNothing().returning(),
      );
      if (!row) throw conflict(API_MESSAGES.statsExist);
      return reply.code(201).send(toStats(row));
    },
  );

  app.put(
    '/stats/:id',
    {
      config: EDITOR,
      schema: {
        tags: ['stats'],
        summary: 'Change the stats',
        params: idParams,
        body: statsInput,
        response: { 200: statsSchema, ...errors },
      },
    },
    async (request) => {
      const [row] = await write(request, (db) =>
        db
          .update(stats)
          .set({ ...request.body, updatedAt: new Date() })
          .where(eq(stats.id, request.params.id))
          .returning(),
      );
      if (!row) throw notFound();
      return toStats(row);
    },
  );

  app.delete(
    '/stats/:id',
    {
      config: EDITOR,
      schema: {
        tags: ['stats'],
        summary: 'Delete the stats',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const [row] = await write(request, (db) =>
        db.delete(stats).where(eq(stats.id, request.params.id)).returning({ id: stats.id }),
      );
      if (!row) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
