import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES } from '../../../shared/admin-messages';
import { aboutUsInput } from '../../../shared/schemas/admin-inputs';
import { errorBody, idParams } from '../../../shared/schemas/common';
import { type AboutUs, aboutUs as aboutUsSchema } from '../../../shared/schemas/content';
import { EDITOR, PUBLIC } from '../../auth/guard';
import type { Db } from '../../db/client';
import { aboutUs } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { write } from '../write';
import { toAboutUs } from './about.record';

export async function listAboutUs(db: Db): Promise<AboutUs[]> {
  const rows = await db.select().from(aboutUs).orderBy(asc(aboutUs.createdAt)).limit(1);
  return rows.map(toAboutUs);
}

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

export const aboutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/aboutus',
    {
      config: PUBLIC,
      schema: { tags: ['about'], summary: 'The about-us record (0 or 1)', response: { 200: z.array(aboutUsSchema) } },
    },
    () => listAboutUs(app.db),
  );

  app.post(
    '/aboutus',
    {
      config: EDITOR,
      schema: {
        tags: ['about'],
        summary: 'Create the about-us text (there is one record; 409 when it exists)',
        body: aboutUsInput,
        response: { 201: aboutUsSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The one-row index makes this atomic: of two creates at once, one answers 409.
      const [row] = await write(request, (db) =>
        db.insert(aboutUs).values(request.body).onConflictDoNothing().returning(),
      );
      if (!row) throw conflict(API_MESSAGES.aboutExists);
      return reply.code(201).send(toAboutUs(row));
    },
  );

  app.put(
    '/aboutus/:id',
    {
      config: EDITOR,
      schema: {
        tags: ['about'],
        summary: 'Change the about-us text',
        params: idParams,
        body: aboutUsInput,
        response: { 200: aboutUsSchema, ...errors },
      },
    },
    async (request) => {
      const [row] = await write(request, (db) =>
        db
          .update(aboutUs)
          .set({ ...request.body, updatedAt: new Date() })
          .where(eq(aboutUs.id, request.params.id))
          .returning(),
      );
      if (!row) throw notFound();
      return toAboutUs(row);
    },
  );

  app.delete(
    '/aboutus/:id',
    {
      config: EDITOR,
      schema: {
        tags: ['about'],
        summary: 'Delete the about-us text',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const [row] = await write(request, (db) =>
        db.delete(aboutUs).where(eq(aboutUs.id, request.params.id)).returning({ id: aboutUs.id }),
      );
      if (!row) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
