import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES } from '../../../shared/admin-messages';
import {
  ADMIN_LIST_MAX_LIMIT,
  ADMIN_PAGE_SIZE,
  CONTACT_RATE_MAX,
  CONTACT_RATE_WINDOW_MS,
} from '../../../shared/limits';
import { CONTACT_MESSAGES } from '../../../shared/messages';
import { errorBody, idParams } from '../../../shared/schemas/common';
import {
  contactListQuery,
  contactMessageInput,
  contactReadInput,
  contactSubmission,
  messageBody,
} from '../../../shared/schemas/contact';
import { ACCOUNT, ADMINISTRATOR, EDITOR, PUBLIC } from '../../auth/guard';
import { take } from '../../auth/limiter';
import { contactSubmissions } from '../../db/schema';
import { notFound, rateLimited } from '../../errors';
import { queueContactMails } from '../../notifications/contact-mail';
import { listContactMessages, pageOfMessage } from './contact-list';

const CSV_HEADER = ['Received', 'First name', 'Last name', 'Email', 'Phone', 'Message', 'Read'];

/**
 * One CSV cell: quoted, quotes doubled, and a value a spreadsheet would run as a formula (=, +, -, @, tab or
 * carriage return first) led by an apostrophe, so a visitor's message cannot run in the administrator's sheet.
 */
export function contactCsvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A CSV file of `header` and ready-made `lines`, with a byte-order mark so that spreadsheets read it as UTF-8. */
export const csvFile = (header: readonly string[], lines: string[]) =>
  `\uFEFF${[header.map(contactCsvCell).join(','), ...lines].join('\r\n')}\r\n`;

/** Every message as CSV, with a byte-order mark so that spreadsheets read it as UTF-8. */
export function contactCsv(rows: (typeof contactSubmissions.$inferSelect)[]): string {
  const lines = rows.map((row) =>
    [
      row.createdAt.toISOString(),
      row.firstName,
      row.lastName,
      row.email,
      row.number,
      row.message,
      row.readAt ? 'yes' : 'no',
    ]
      .map(contactCsvCell)
      .join(','),
  );
  return csvFile(CSV_HEADER, lines);
}

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
        const [stored] = await app.db
          .insert(contactSubmissions)
          .values(message)
          .returning({ id: contactSubmissions.id });
        // Queued before the answer, sent after it: a stored message is never left unannounced.
        if (stored) {
          await queueContactMails(app, stored.id).catch((error) =>
            request.log.error({ err: error }, 'could not queue the mails of a contact message'),
          );
        }
      }
      return reply.code(201).send({ message: CONTACT_MESSAGES.sent });
    },
  );

  app.get(
    '/contact',
    {
      config: EDITOR,
      schema: {
        tags: ['contact'],
        summary:
          `One page of the messages received, newest first: ${ADMIN_PAGE_SIZE} when limit is left out, at most ` +
          `${ADMIN_LIST_MAX_LIMIT}; q searches names, address and text; X-Total-Count says how many match in all`,
        querystring: contactListQuery,
        response: { 200: z.array(contactSubmission), 400: errorBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      const { around, ...query } = request.query;
      // A linked message opens on its page of the whole list, unsearched.
      const page = around ? ((await pageOfMessage(app.db, around, query.limit)) ?? query.page) : query.page;
      const { items, total } = await listContactMessages(app.db, around ? { ...query, q: undefined, page } : query);
      return reply.header('x-total-count', String(total)).header('x-page', String(page)).send(items);
    },
  );

  app.get(
    '/contact/export',
    {
      config: ADMINISTRATOR,
      schema: {
        tags: ['contact'],
        summary: 'Every message received, newest first, as a CSV file (UTF-8) for a spreadsheet',
        produces: ['text/csv'],
        response: { 200: z.string(), 401: errorBody },
      },
    },
    async (_request, reply) => {
      const rows = await app.db
        .select()
        .from(contactSubmissions)
        .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="contact-messages-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(contactCsv(rows));
    },
  );

  app.patch(
    '/contact/:id',
    {
      config: { ...ACCOUNT, ...EDITOR },
      schema: {
        tags: ['contact'],
        summary: 'Mark a message read (opened) or unread, for every administrator',
        params: idParams,
        body: contactReadInput,
        response: { 204: z.null(), 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const [row] = await app.db
        .update(contactSubmissions)
        // The first opening is the time of record: opening it again keeps it.
        .set({ readAt: request.body.read ? sql`coalesce(${contactSubmissions.readAt}, now())` : null })
        .where(eq(contactSubmissions.id, request.params.id))
        .returning({ id: contactSubmissions.id });
      if (!row) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/contact/:id',
    {
      config: EDITOR,
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
