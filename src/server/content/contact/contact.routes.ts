import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES } from '../../../shared/admin-messages';
import { CONTACT_RATE_MAX, CONTACT_RATE_WINDOW_MS } from '../../../shared/limits';
import { CONTACT_MESSAGES } from '../../../shared/messages';
import { errorBody, idParams } from '../../../shared/schemas/common';
import { contactMessageInput, contactSubmission, messageBody } from '../../../shared/schemas/contact';
import { PUBLIC } from '../../auth/guard';
import { take } from '../../auth/limiter';
import { contactSubmissions } from '../../db/schema';
import { notFound, rateLimited } from '../../errors';
import { recordOf } from '../records';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: PUBLIC,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the company',
        body: contactMessageInput,
        response: { 201: messageBody, 400: errorBody, 413: errorBody, 415: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      // Counted in the database, like the sign-in limits: it holds across restarts and instances.
      const attempt = await take(app.db, {
        key: `contact:client:${request.ip}`,
        max: CONTACT_RATE_MAX,
        windowMs: CONTACT_RATE_WINDOW_MS,
      });
      if (!attempt.allowed) throw rateLimited(API_MESSAGES.rateLimited, attempt.retryAfter);
      const { website, ...message } = request.body;
      // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
      if (website) {
        request.log.info('contact message dropped by the honeypot');
      } else {
        await app.db.insert(contactSubmissions).values(message);
      }
      return reply.code(201).send({ message: CONTACT_MESSAGES.sent });
    },
  );

  app.get(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Every message received, newest first',
        response: { 200: z.array(contactSubmission), 401: errorBody },
      },
    },
    async () => {
      const rows = await app.db
        .select()
        .from(contactSubmissions)
        .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
      // FirstName/LastName as well: the spec's admin screen reads those names (SPEC 3).
      return rows.map((row) => ({
        ...recordOf(row),
        firstName: row.firstName,
        lastName: row.lastName,
        FirstName: row.firstName,
        LastName: row.lastName,
        email: row.email,
        number: row.number,
        message: row.message,
      }));
    },
  );

  app.delete(
    '/contact/:id',
    {
      schema: {
        tags: ['contact'],
        summary: 'Delete a message',
        params: idParams,
        response: { 204: z.null(), 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const [row] = await app.db
        .delete(contactSubmissions)
        .where(eq(contactSubmissions.id, request.params.id))
        .returning({ id: contactSubmissions.id });
      if (!row) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
