import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '../../../shared/admin-messages';
import { contactInfoInput } from '../../../shared/schemas/admin-inputs';
import { errorBody, idParams } from '../../../shared/schemas/common';
import { type ContactInfo, contactInfo as contactInfoSchema } from '../../../shared/schemas/content';
import { ADMINISTRATOR, PUBLIC } from '../../auth/guard';
import type { Db } from '../../db/client';
import { contactInfo } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { columnNames, rawReader } from '../raw-read';
import { write } from '../write';
import { toContactInfo } from './contact-info.record';

const firstContactInfo = rawReader<typeof contactInfo.$inferSelect>(columnNames(getTableColumns(contactInfo)), (db) =>
  db.select().from(contactInfo).orderBy(asc(contactInfo.createdAt)).limit(1),
);

export async function getContactInfo(db: Db): Promise<ContactInfo | null> {
  const [row] = await firstContactInfo(db);
  return row ? toContactInfo(row) : null;
}

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

export const contactInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contact-info',
    {
      config: PUBLIC,
      schema: {
        tags: ['contact info'],
        summary: 'The company contact details; 404 when none exist',
        response: { 200: contactInfoSchema, 404: errorBody },
      },
    },
    async () => {
      const info = await getContactInfo(app.db);
      if (!info) throw notFound(API_MESSAGES.contactInfoMissing);
      return info;
    },
  );

  app.post(
    '/contact-info',
    {
      config: ADMINISTRATOR,
      schema: {
        tags: ['contact info'],
        summary: 'Create the contact details (there is one record; 409 when it exists)',
        body: contactInfoInput,
        response: { 201: contactInfoSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The one-row index makes this atomic: of two creates at once, one answers 409.
      const [row] = await write(request, (db) =>
        db.insert(contactInfo).values(request.body).onConflictDoNothing().returning(),
      );
      if (!row) throw conflict(API_MESSAGES.contactInfoExists);
      return reply.code(201).send(toContactInfo(row));
    },
  );

  app.put(
    '/contact-info/:id',
    {
      config: ADMINISTRATOR,
      schema: {
        tags: ['contact info'],
        summary: 'Change the contact details',
        params: idParams,
        body: contactInfoInput,
        response: { 200: contactInfoSchema, ...errors },
      },
    },
    async (request) => {
      const [row] = await write(request, (db) =>
        db
          .update(contactInfo)
          .set({ ...request.body, updatedAt: new Date() })
          .where(eq(contactInfo.id, request.params.id))
          .returning(),
      );
      if (!row) throw notFound();
      return toContactInfo(row);
    },
  );
};
