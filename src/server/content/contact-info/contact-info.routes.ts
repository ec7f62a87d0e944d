import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '../../../shared/messages';
import { errorBody } from '../../../shared/schemas/common';
import { type ContactInfo, contactInfo as contactInfoSchema } from '../../../shared/schemas/content';
import { PUBLIC } from '../../auth/guard';
import type { Db } from '../../db/client';
import { contactInfo } from '../../db/schema';
import { notFound } from '../../errors';

export async function getContactInfo(db: Db): Promise<ContactInfo | null> {
  const [row] = await db.select().from(contactInfo).orderBy(asc(contactInfo.createdAt)).limit(1);
  return row ? { _id: row.id, email: row.email, location: row.location, phone: row.phone, hours: row.hours } : null;
}

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
};
