/**
 * Who is editing what (issue 25). A form open on a record sends a heartbeat every few seconds; a colleague
 * opening the same record, on any instance of a fleet, sees who else has it open and since when. It lives in
 * the database the site already has: no socket server, nothing kept in one process.
 */
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../shared/schemas/common';
import { PRESENCE_GONE_SECONDS, presenceInput, presenceList, presenceQuery } from '../../shared/schemas/presence';
import { ACCOUNT, signedIn } from '../auth/guard';
import { admins, editingPresence } from '../db/schema';

const fresh = () => gt(editingPresence.seenAt, sql`now() - make_interval(secs => ${PRESENCE_GONE_SECONDS})`);

/** The colleagues (not `adminId`) who have a record of `type` (or the record `id`) open now. */
async function othersEditing(app: FastifyInstance, adminId: string, type: string, id?: string) {
  const rows = await app.db
    .select({ id: editingPresence.recordId, name: admins.name, email: admins.email, since: editingPresence.since })
    .from(editingPresence)
    .innerJoin(admins, eq(admins.id, editingPresence.adminId))
    .where(
      and(
        eq(editingPresence.type, type),
        id ? eq(editingPresence.recordId, id) : undefined,
        ne(editingPresence.adminId, adminId),
        fresh(),
      ),
    )
    .orderBy(editingPresence.since);
  return { others: rows.map((row) => ({ ...row, since: row.since.toISOString() })) };
}

export const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/presence',
    {
      // About the person, not content: it changes no page (ACCOUNT), and anyone on the staff may send it.
      config: ACCOUNT,
      schema: {
        tags: ['presence'],
        summary: 'A heartbeat while a form is open on a record (or `leaving`); answers who else has it open',
        body: presenceInput,
        response: { 200: presenceList, 204: z.null(), 400: errorBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      const { admin } = signedIn(request);
      const { type, id, leaving } = request.body;
      const mine = and(
        eq(editingPresence.adminId, admin.id),
        eq(editingPresence.type, type),
        eq(editingPresence.recordId, id),
      );
      if (leaving) {
        await app.db.delete(editingPresence).where(mine);
        return reply.code(204).send(null);
      }
      // One row per person and record: a heartbeat after a gap starts a new 'since'.
      await app.db
        .insert(editingPresence)
        .values({ adminId: admin.id, type, recordId: id })
        .onConflictDoUpdate({
          target: [editingPresence.adminId, editingPresence.type, editingPresence.recordId],
          set: {
            seenAt: sql`now()`,
            since: sql`case when ${editingPresence.seenAt} > now() - make_interval(secs => ${PRESENCE_GONE_SECONDS}) then ${editingPresence.since} else now() end`,
          },
        });
      // The person's own rows from forms long closed (a tab that never said it was leaving).
      await app.db
        .delete(editingPresence)
        .where(and(eq(editingPresence.adminId, admin.id), lt(editingPresence.seenAt, sql`now() - interval '1 day'`)));
      return othersEditing(app, admin.id, type, id);
    },
  );

  app.get(
    '/admin/presence',
    {
      config: ACCOUNT,
      schema: {
        tags: ['presence'],
        summary: 'Who else has a record open now: of one kind (`type`), or one record (`type` and `id`)',
        querystring: presenceQuery,
        response: { 200: presenceList, 400: errorBody, 401: errorBody },
      },
    },
    (request) => othersEditing(app, signedIn(request).admin.id, request.query.type, request.query.id),
  );
};
