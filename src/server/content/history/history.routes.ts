/**
 * History of content records (issue 12): the saved versions of a record and their restore, and the records
 * deleted in the last 30 days and theirs. The versions and deleted records are written by the database itself,
 * in the transaction of each save (src/server/content/write.ts, migration 0010); these calls read them through
 * src/server/history/ and write a restore back through that same path.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRASH_DAYS } from '../../../shared/admin-words/history';
import { ADMIN_LIST_MAX_LIMIT, ADMIN_PAGE_SIZE } from '../../../shared/limits';
import { adminPaging } from '../../../shared/schemas/admin-page';
import { errorBody } from '../../../shared/schemas/common';
import { EDITOR, forbidden, hasRole, signedIn } from '../../auth/guard';
import { HISTORY_KINDS, HISTORY_TYPES } from '../../history/registry';
import { writeBack } from '../../history/restore';
import { findRevision, listRevisions, REVISIONS_LIST_LIMIT, showRevision } from '../../history/revisions';
import { forgetExpiredTrash, listTrash, restoreFromTrash } from '../../history/trash';
import { releaseImage } from '../images';
import { contentChanged } from '../version';
import { write } from '../write';

const historyType = z.enum(HISTORY_TYPES);
const adminOf = z.object({ email: z.string(), name: z.string() }).nullable();
const revisionSummary = z.object({
  _id: z.string(),
  type: historyType,
  recordId: z.string(),
  action: z.string(),
  createdAt: z.string(),
  admin: adminOf,
});
const revision = revisionSummary.extend({ data: z.record(z.string(), z.unknown()) });
const trashItem = z.object({
  type: historyType,
  recordId: z.string(),
  title: z.string(),
  deletedAt: z.string(),
  expiresAt: z.string(),
  admin: adminOf,
});
const anyRecord = z.record(z.string(), z.unknown());
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

/**
 * Forgets the records deleted more than 30 days ago, with their history, and deletes the images only they
 * showed. Runs when Recently deleted is read: no timer is needed for it.
 */
async function purgeTrash(app: FastifyInstance) {
  const { records, images } = await forgetExpiredTrash(app.db);
  if (records === 0) return;
  for (const name of images) await releaseImage(app, { image: name });
  // Other instances keep images in memory: the notice that content changed empties theirs too.
  await contentChanged(app);
}

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/revisions',
    {
      config: EDITOR,
      schema: {
        tags: ['history'],
        summary: `The saved versions of a record, newest first (at most ${REVISIONS_LIST_LIMIT}); without an id, of every record of the type (for the one-document kinds)`,
        querystring: z.object({ type: historyType, id: z.uuid({ error: 'Not a valid id.' }).optional() }),
        response: { 200: z.array(revisionSummary), ...errors },
      },
    },
    (request) => listRevisions(app.db, request.query.type, request.query.id),
  );

  app.get(
    '/revisions/:id',
    {
      config: EDITOR,
      schema: {
        tags: ['history'],
        summary: 'One saved version, with the record as it was saved',
        params: z.object({ id: z.uuid({ error: 'Not a valid id.' }) }),
        response: { 200: revision, ...errors },
      },
    },
    (request) => showRevision(app.db, request.params.id),
  );

  app.post(
    '/revisions/:id/restore',
    {
      config: EDITOR,
      schema: {
        tags: ['history'],
        summary: 'Make a saved version the current one again (itself a new version, so it can be undone)',
        params: z.object({ id: z.uuid({ error: 'Not a valid id.' }) }),
        response: { 200: anyRecord, ...errors },
      },
    },
    async (request) => {
      const row = await findRevision(app.db, request.params.id);
      if (!hasRole(signedIn(request).admin, HISTORY_KINDS[row.type].role)) throw forbidden();
      const restored = await write(request, (db) => writeBack(db, row.type, row.recordId, row.data), 'restore');
      return HISTORY_KINDS[row.type].toApi(restored) as Record<string, unknown>;
    },
  );

  app.get(
    '/trash',
    {
      config: EDITOR,
      schema: {
        tags: ['history'],
        summary:
          `One page of the records deleted in the last ${TRASH_DAYS} days, newest first: ${ADMIN_PAGE_SIZE} when ` +
          `limit is left out, at most ${ADMIN_LIST_MAX_LIMIT}; X-Total-Count says how many there are`,
        querystring: z.object(adminPaging),
        response: { 200: z.array(trashItem), 400: errorBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      await purgeTrash(app);
      const { items, total } = await listTrash(app.db, request.query);
      return reply.header('x-total-count', String(total)).send(items);
    },
  );

  app.post(
    '/trash/:type/:id/restore',
    {
      config: EDITOR,
      schema: {
        tags: ['history'],
        summary: 'Bring a deleted record back, with its images and its history',
        params: z.object({ type: historyType, id: z.uuid({ error: 'Not a valid id.' }) }),
        response: { 200: anyRecord, ...errors },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      if (!hasRole(signedIn(request).admin, HISTORY_KINDS[type].role)) throw forbidden();
      const restored = await write(request, (db) => restoreFromTrash(db, type, id), 'restore');
      return HISTORY_KINDS[type].toApi(restored) as Record<string, unknown>;
    },
  );
};
