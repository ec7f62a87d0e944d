/**
 * Subscribers in the back office (issue 14): counts by status, the list (25 a page, newest first, searched by
 * address, filtered by status), erasure (the row is deleted, not flagged) and a CSV of everyone.
 */
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams } from '../../shared/schemas/common';
import {
  SUBSCRIBERS_PER_PAGE,
  type SubscriberCounts,
  subscriberList,
  subscriberQuery,
} from '../../shared/subscriptions';
import { ADMINISTRATOR, BACK_OFFICE } from '../auth/guard';
import { contactCsvCell, csvFile } from '../content/contact/contact.routes';
import type { Db } from '../db/client';
import { subscribers } from '../db/schema';
import { notFound } from '../errors';

/** How many subscribers are in each state. */
export async function subscriberCountsOf(db: Db): Promise<SubscriberCounts> {
  const rows = await db
    .select({ status: subscribers.status, n: count() })
    .from(subscribers)
    .groupBy(subscribers.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
  return { confirmed: of('confirmed'), pending: of('pending'), unsubscribed: of('unsubscribed') };
}

const iso = (date: Date | null) => date?.toISOString() ?? '';

export const subscribersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/subscribers',
    {
      config: ADMINISTRATOR,
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribers, 25 a page, newest first, by status and address; with the count of each status',
        querystring: subscriberQuery,
        response: { 200: subscriberList, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const { status, q, page } = request.query;
      const words = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = and(
        status ? eq(subscribers.status, status) : undefined,
        words ? ilike(subscribers.email, words) : undefined,
      );
      const [rows, [total], counts] = await Promise.all([
        app.db
          .select()
          .from(subscribers)
          .where(where)
          .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
          .limit(SUBSCRIBERS_PER_PAGE)
          .offset((page - 1) * SUBSCRIBERS_PER_PAGE),
        app.db.select({ n: count() }).from(subscribers).where(where),
        subscriberCountsOf(app.db),
      ]);
      return {
        items: rows.map((row) => ({
          _id: row.id,
          email: row.email,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          confirmedAt: row.confirmedAt?.toISOString() ?? null,
        })),
        total: total?.n ?? 0,
        counts,
      };
    },
  );

  app.get(
    '/admin/subscribers/export',
    {
      config: ADMINISTRATOR,
      schema: {
        tags: ['newsletter'],
        summary: 'Every subscriber as CSV (UTF-8): address, status, dates and where consent was given',
        produces: ['text/csv'],
        response: { 200: z.string(), 401: errorBody },
      },
    },
    async (_request, reply) => {
      const rows = await app.db.select().from(subscribers).orderBy(desc(subscribers.createdAt), desc(subscribers.id));
      const header = ['Email', 'Status', 'Subscribed', 'Confirmed', 'Consent from', 'Unsubscribed'];
      const lines = rows.map((row) =>
        [row.email, row.status, iso(row.createdAt), iso(row.confirmedAt), row.consentIp ?? '', iso(row.unsubscribedAt)]
          .map(contactCsvCell)
          .join(','),
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="subscribers-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csvFile(header, lines));
    },
  );

  app.delete(
    '/admin/subscribers/:id',
    {
      config: { ...ADMINISTRATOR, ...BACK_OFFICE },
      schema: {
        tags: ['newsletter'],
        summary: 'Erase a subscriber: the address is deleted, not flagged',
        params: idParams,
        response: { 204: z.null(), 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const [row] = await app.db
        .delete(subscribers)
        .where(eq(subscribers.id, request.params.id))
        .returning({ id: subscribers.id });
      if (!row) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
