/**
 * The saved versions of content records (issue 12), written by the database itself in the transaction of each
 * save (migration 0010, src/server/content/write.ts); read here, and restored through `writeBack`.
 */
import { and, desc, eq } from 'drizzle-orm';
import { HISTORY_MESSAGES } from '../../shared/admin-words/history';
import type { Db } from '../db/client';
import { revisions } from '../db/schema';
import { notFound } from '../errors';
import { adminFrom } from './admin-from';
import { HISTORY_KINDS, type HistoryType, recordFromData } from './registry';

/** Newest versions a history list answers. */
export const REVISIONS_LIST_LIMIT = 100;

/** The versions of a record, newest first; without `recordId`, of every record of the type. */
export async function listRevisions(db: Db, type: HistoryType, recordId?: string) {
  const rows = await db
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
    .where(and(eq(revisions.type, type), recordId ? eq(revisions.recordId, recordId) : undefined))
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
}

/** One saved version as stored; 404 when there is none, or it is of a kind that no longer keeps history. */
export async function findRevision(db: Db, id: string) {
  const [row] = await db.select().from(revisions).where(eq(revisions.id, id));
  if (!row || !(row.type in HISTORY_KINDS)) throw notFound(HISTORY_MESSAGES.revisionNotFound);
  return { ...row, type: row.type as HistoryType };
}

/** One saved version, with the record as the resource's own calls answered it then. */
export async function showRevision(db: Db, id: string) {
  const row = await findRevision(db, id);
  return {
    _id: row.id,
    type: row.type,
    recordId: row.recordId,
    action: row.action,
    createdAt: row.createdAt.toISOString(),
    admin: adminFrom(row),
    data: recordFromData(row.type, row.data) as Record<string, unknown>,
  };
}
