/**
 * History of content records (issue 12): the saved versions of a record and their restore, and the records
 * deleted in the last 30 days and theirs. The versions and deleted records are written by the database itself,
 * in the transaction of each save (src/server/content/write.ts, migration 0010); these calls only read them
 * and write a restore back through that same path.
 */
import { and, desc, eq, getTableColumns, gt, inArray, lte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HISTORY_MESSAGES, TRASH_DAYS } from '../../../shared/admin-words/history';
import { errorBody } from '../../../shared/schemas/common';
import type { Db } from '../../db/client';
import { media, revisions, trash } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { isUniqueViolation } from '../blog/blog.write';
import { releaseImage } from '../images';
import { bumpContentVersion } from '../version';
import { write } from '../write';
import { HISTORY_KINDS, HISTORY_TYPES, type HistoryType, recordFromData, storedColumns } from './registry';

const DAY_MS = 86_400_000;
/** Newest versions a history list answers. */
export const REVISIONS_LIST_LIMIT = 100;

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

type Who = { adminEmail: string | null; adminName: string | null };
/** Who did it, from the copy kept with a revision, a deleted record or an activity entry; null for the site itself. */
export const adminFrom = (row: Who) =>
  row.adminEmail ? { email: row.adminEmail, name: row.adminName ?? row.adminEmail } : null;

/** The oldest deletion still in Recently deleted. */
const trashCutoff = () => new Date(Date.now() - TRASH_DAYS * DAY_MS);

/** The image columns of a stored row and the size columns that go with each. */
const IMAGE_KEYS = [
  ['image', 'image_width', 'image_height'],
  ['featured_image', 'image_width', 'image_height'],
  ['social_image', 'social_image_width', 'social_image_height'],
] as const;

/** `data` without the images deleted from the media library since it was saved: it comes back without them. */
async function withoutDeletedImages(db: Db, data: Record<string, unknown>) {
  const names = IMAGE_KEYS.map(([key]) => data[key]).filter((name): name is string => typeof name === 'string');
  if (names.length === 0) return data;
  const kept = new Set(
    (await db.select({ name: media.name }).from(media).where(inArray(media.name, names))).map((row) => row.name),
  );
  const result = { ...data };
  for (const [key, width, height] of IMAGE_KEYS) {
    if (typeof result[key] === 'string' && !kept.has(result[key] as string)) {
      result[key] = null;
      result[width] = null;
      result[height] = null;
    }
  }
  return result;
}

/** Writes `data` (a stored row) over the record, or back as the record when it is gone. */
async function writeBack(db: Db, type: HistoryType, recordId: string, stored: Record<string, unknown>) {
  const { table } = HISTORY_KINDS[type];
  const columns = storedColumns(table).map(([, column]) => column.name);
  const json = JSON.stringify(await withoutDeletedImages(db, stored));
  const list = (names: string[]) =>
    sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    );
  const source = sql`jsonb_populate_record(null::${table}, ${json}::jsonb)`;
  const idColumn = getTableColumns(table).id as PgColumn;
  const [exists] = await db.select({ id: idColumn }).from(table).where(eq(idColumn, recordId));
  try {
    if (exists) {
      const kept = columns.filter((name) => !['id', 'created_at', 'updated_at'].includes(name));
      await db.execute(
        sql`update ${table} set (${list(kept)}) = (select ${list(kept)} from ${source}), updated_at = now() where id = ${recordId}`,
      );
    } else {
      const kept = columns.filter((name) => name !== 'updated_at');
      await db.execute(
        sql`insert into ${table} (${list(kept)}, updated_at) select ${list(kept)}, now() from ${source}`,
      );
      await db.delete(trash).where(and(eq(trash.type, type), eq(trash.recordId, recordId)));
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(HISTORY_MESSAGES.restoreConflict);
    throw error;
  }
  const [row] = await db.select().from(table).where(eq(idColumn, recordId));
  return row as Record<string, unknown>;
}

/** The stored image names a row shows: its own image and the images in its text. */
function imagesIn(data: Record<string, unknown>): string[] {
  const names = new Set<string>();
  for (const key of ['image', 'featured_image', 'social_image']) {
    if (typeof data[key] === 'string') names.add(data[key] as string);
  }
  const text = JSON.stringify(data);
  for (const match of text.matchAll(/\/uploads\/([a-z0-9][a-z0-9-]*\.webp)/g)) if (match[1]) names.add(match[1]);
  return [...names];
}

/**
 * Forgets the records deleted more than 30 days ago, with their history, and deletes the images only they
 * showed. Runs when Recently deleted is read and after each delete: no timer is needed for it.
 */
export async function purgeTrash(app: FastifyInstance) {
  const forgotten = await app.db.transaction(async (tx) => {
    const rows = await tx.delete(trash).where(lte(trash.deletedAt, trashCutoff())).returning();
    const versions: Record<string, unknown>[] = rows.map((row) => row.data);
    for (const row of rows) {
      const gone = await tx
        .delete(revisions)
        .where(and(eq(revisions.type, row.type), eq(revisions.recordId, row.recordId)))
        .returning({ data: revisions.data });
      versions.push(...gone.map((revision) => revision.data));
    }
    return versions;
  });
  if (forgotten.length === 0) return;
  const names = new Set(forgotten.flatMap(imagesIn));
  for (const name of names) await releaseImage(app, { image: name });
  // Other instances keep images in memory: the notice that content changed empties theirs too.
  await app.database.announceContentChange(await bumpContentVersion(app.db));
}

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/revisions',
    {
      schema: {
        tags: ['history'],
        summary: `The saved versions of a record, newest first (at most ${REVISIONS_LIST_LIMIT}); without an id, of every record of the type (for the one-document kinds)`,
        querystring: z.object({ type: historyType, id: z.uuid({ error: 'Not a valid id.' }).optional() }),
        response: { 200: z.array(revisionSummary), ...errors },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({
          id: revisions.id,
          type: revisions.type,
          recordId: revisions.recordId,
          action: revisions.action,
          createdAt: revisions.createdAt,
          adminEmail: revisions.adminEmail,
          adminName: revisions.adminName,
        })
        .from(revisions)
        .where(
          and(
            eq(revisions.type, request.query.type),
            request.query.id ? eq(revisions.recordId, request.query.id) : undefined,
          ),
        )
        .orderBy(desc(revisions.seq))
        .limit(REVISIONS_LIST_LIMIT);
      return rows.map((row) => ({
        _id: row.id,
        type: row.type as HistoryType,
        recordId: row.recordId,
        action: row.action,
        createdAt: row.createdAt.toISOString(),
        admin: adminFrom(row),
      }));
    },
  );

  const findRevision = async (id: string) => {
    const [row] = await app.db.select().from(revisions).where(eq(revisions.id, id));
    if (!row || !(row.type in HISTORY_KINDS)) throw notFound(HISTORY_MESSAGES.revisionNotFound);
    return { ...row, type: row.type as HistoryType };
  };

  app.get(
    '/revisions/:id',
    {
      schema: {
        tags: ['history'],
        summary: 'One saved version, with the record as it was saved',
        params: z.object({ id: z.uuid({ error: 'Not a valid id.' }) }),
        response: { 200: revision, ...errors },
      },
    },
    async (request) => {
      const row = await findRevision(request.params.id);
      return {
        _id: row.id,
        type: row.type,
        recordId: row.recordId,
        action: row.action,
        createdAt: row.createdAt.toISOString(),
        admin: adminFrom(row),
        data: recordFromData(row.type, row.data) as Record<string, unknown>,
      };
    },
  );

  app.post(
    '/revisions/:id/restore',
    {
      schema: {
        tags: ['history'],
        summary: 'Make a saved version the current one again (itself a new version, so it can be undone)',
        params: z.object({ id: z.uuid({ error: 'Not a valid id.' }) }),
        response: { 200: anyRecord, ...errors },
      },
    },
    async (request) => {
      const row = await findRevision(request.params.id);
      const restored = await write(request, (db) => writeBack(db, row.type, row.recordId, row.data), 'restore');
      return HISTORY_KINDS[row.type].toApi(restored) as Record<string, unknown>;
    },
  );

  app.get(
    '/trash',
    {
      schema: {
        tags: ['history'],
        summary: `Records deleted in the last ${TRASH_DAYS} days, newest first`,
        response: { 200: z.array(trashItem), 401: errorBody },
      },
    },
    async () => {
      await purgeTrash(app);
      const rows = await app.db
        .select()
        .from(trash)
        .where(gt(trash.deletedAt, trashCutoff()))
        .orderBy(desc(trash.deletedAt));
      return rows
        .filter((row) => row.type in HISTORY_KINDS)
        .map((row) => ({
          type: row.type as HistoryType,
          recordId: row.recordId,
          title: row.title,
          deletedAt: row.deletedAt.toISOString(),
          expiresAt: new Date(row.deletedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
          admin: adminFrom(row),
        }));
    },
  );

  app.post(
    '/trash/:type/:id/restore',
    {
      schema: {
        tags: ['history'],
        summary: 'Bring a deleted record back, with its images and its history',
        params: z.object({ type: historyType, id: z.uuid({ error: 'Not a valid id.' }) }),
        response: { 200: anyRecord, ...errors },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      const restored = await write(
        request,
        async (db) => {
          // Taken with the row locked, so that of two restores at once only one brings it back.
          const [deleted] = await db
            .select()
            .from(trash)
            .where(and(eq(trash.type, type), eq(trash.recordId, id), gt(trash.deletedAt, trashCutoff())))
            .for('update');
          if (!deleted) throw notFound(HISTORY_MESSAGES.trashNotFound);
          return writeBack(db, type, id, deleted.data);
        },
        'restore',
      );
      return HISTORY_KINDS[type].toApi(restored) as Record<string, unknown>;
    },
  );
};
