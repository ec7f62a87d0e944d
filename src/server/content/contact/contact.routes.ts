import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_LIST_MAX_LIMIT, ADMIN_PAGE_SIZE } from '../../../shared/limits';
import { CONTACT_MESSAGES } from '../../../shared/messages';
import { errorBody, idParams } from '../../../shared/schemas/common';
import { contactMessageInput, contactReadInput, contactSubmission, messageBody } from '../../../shared/schemas/contact';
import { contactListQuery } from '../../../shared/schemas/contact-admin';
import { ACCOUNT, ADMINISTRATOR, BACK_OFFICE, EDITOR, PUBLIC } from '../../auth/guard';
import { contactSubmissions } from '../../db/schema';
import { notFound } from '../../errors';
import { listContactMessages, pageOfMessage } from './contact-list';
import { receiveContactMessage } from './receive';

/** `+1 555 0100`: a leading plus followed by digits and spaces only. */
const PHONE_NUMBER = /^\+[\d ]+$/;

const CSV_HEADER = ['Received', 'First name', 'Last name', 'Email', 'Phone', 'Message', 'Read'];

/**
 * One CSV cell: quoted, quotes doubled, and a value a spreadsheet would run as a formula (=, +, -, @, tab or
 * carriage return first) led by an apostrophe, so a visitor's message cannot run in the administrator's sheet.
 * A phone number (`+` then only digits and spaces) runs nothing and is left as it is (issue 27).
 */
export function contactCsvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !PHONE_NUMBER.test(value) ? `'${value}` : value;
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
      await receiveContactMessage(app, request, request.body);
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
      config: { ...EDITOR, ...BACK_OFFICE },
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
