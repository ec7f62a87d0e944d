/**
 * The bell (issue 13): contact messages, and records added or changed by another administrator, newest first,
 * worded with the spec's three notice texts. 'Mark all as read' keeps the moment per administrator; a contact
 * message opened in User Contacts is read for everyone.
 */
import { and, desc, eq, gt, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_FRAME } from '../../shared/admin-messages';
import { HISTORY_WORDS, noticeDetail, SECTION_OF_TYPE } from '../../shared/admin-words/history';
import { errorBody } from '../../shared/schemas/common';
import { notificationList } from '../../shared/schemas/contact';
import { ACCOUNT, signedIn } from '../auth/guard';
import { activity, admins, contactSubmissions } from '../db/schema';

/** Newest events the bell lists. */
export const NOTIFICATIONS_SHOWN = 20;
/** The count stops here ('99+' is as useful as 1,234). */
const UNREAD_COUNT_CAP = 100;
const ADDED = ['create'];
const CHANGED = ['update', 'restore', 'publish', 'unpublish', 'schedule', 'submit', 'return'];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/notifications',
    {
      config: ACCOUNT,
      schema: {
        tags: ['notifications'],
        summary: "The bell: the newest messages and other administrators' changes, and how many are unread",
        response: { 200: notificationList, 401: errorBody },
      },
    },
    async (request) => {
      const { admin } = signedIn(request);
      const since = admin.notificationsReadAt;
      // Another administrator's additions and changes; the system's (a scheduled post going live) are no news.
      const others = and(
        isNotNull(activity.adminId),
        ne(activity.adminId, admin.id),
        inArray(activity.action, [...ADDED, ...CHANGED]),
      ) as SQL;
      const after = (column: AnyPgColumn) => (since ? gt(column, since) : undefined);
      const unreadMessages = and(isNull(contactSubmissions.readAt), after(contactSubmissions.createdAt));
      const [messages, changes, [counts]] = await Promise.all([
        app.db
          .select({ id: contactSubmissions.id, at: contactSubmissions.createdAt, readAt: contactSubmissions.readAt })
          .from(contactSubmissions)
          .orderBy(desc(contactSubmissions.createdAt))
          .limit(NOTIFICATIONS_SHOWN),
        app.db
          .select({
            seq: activity.seq,
            at: activity.at,
            action: activity.action,
            type: activity.type,
            who: activity.adminName,
            title: activity.title,
          })
          .from(activity)
          .where(others)
          .orderBy(desc(activity.seq))
          .limit(NOTIFICATIONS_SHOWN),
        app.db
          .select({
            messages: sql<number>`(select count(*)::int from (select 1 from ${contactSubmissions} where ${unreadMessages ?? sql`true`} limit ${UNREAD_COUNT_CAP}) m)`,
            changes: sql<number>`(select count(*)::int from (select 1 from ${activity} where ${and(others, after(activity.at))} limit ${UNREAD_COUNT_CAP}) c)`,
          })
          .from(sql`(select 1) one`),
      ]);
      const readBefore = (at: Date) => since !== null && at <= since;
      const items = [
        ...messages.map((m) => ({
          _id: `message-${m.id}`,
          message: ADMIN_FRAME.noticeMessage,
          at: m.at,
          read: m.readAt !== null || readBefore(m.at),
          link: `/admin?section=userSubmissions&message=${m.id}`,
        })),
        ...changes.map((c) => ({
          _id: `activity-${c.seq}`,
          message: ADDED.includes(c.action) ? ADMIN_FRAME.noticeAdded : ADMIN_FRAME.noticeUpdated,
          detail: noticeDetail(c.who ?? HISTORY_WORDS.system, c.action, c.type, c.title ?? ''),
          at: c.at,
          read: readBefore(c.at),
          link: `/admin?section=${SECTION_OF_TYPE[c.type] ?? 'activity'}`,
        })),
      ]
        .sort((a, b) => b.at.getTime() - a.at.getTime())
        .slice(0, NOTIFICATIONS_SHOWN)
        .map((item) => ({ ...item, at: item.at.toISOString() }));
      return { unread: Math.min((counts?.messages ?? 0) + (counts?.changes ?? 0), UNREAD_COUNT_CAP), items };
    },
  );

  app.post(
    '/admin/notifications/read',
    {
      config: ACCOUNT,
      schema: {
        tags: ['notifications'],
        summary: 'Mark all as read, for the signed-in administrator (kept across sessions and devices)',
        response: { 204: z.null(), 401: errorBody },
      },
    },
    async (request, reply) => {
      const { admin } = signedIn(request);
      await app.db.update(admins).set({ notificationsReadAt: sql`now()` }).where(eq(admins.id, admin.id));
      return reply.code(204).send(null);
    },
  );
};
