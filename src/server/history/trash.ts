/**
 * Recently deleted (issue 12): the records deleted in the last 30 days, written by the same trigger as the
 * revisions; read here, brought back through `writeBack`, and forgotten with their history after 30 days.
 */
import { and, count, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import { HISTORY_MESSAGES, TRASH_DAYS } from '../../shared/admin-words/history';
import type { Db } from '../db/client';
import { blogSlugRedirects, revisions, trash } from '../db/schema';
import { notFound } from '../errors';
import { adminFrom } from './admin-from';
import { HISTORY_TYPES, type HistoryType } from './registry';
import { writeBack } from './restore';

const DAY_MS = 86_400_000;

/** The oldest deletion still in Recently deleted. */
const trashCutoff = () => new Date(Date.now() - TRASH_DAYS * DAY_MS);

/**
 * One page of the records in Recently deleted, newest deletion first, and how many there are (issue 29: a
 * morning of deletes must not make one answer of thousands). The records' saved data is not read for the list.
 */
export async function listTrash(db: Db, { limit, page }: { limit: number; page: number }) {
  const where = and(gt(trash.deletedAt, trashCutoff()), inArray(trash.type, HISTORY_TYPES));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        type: trash.type,
        recordId: trash.recordId,
        title: trash.title,
        deletedAt: trash.deletedAt,
        adminId: trash.adminId,
        adminEmail: trash.adminEmail,
        adminName: trash.adminName,
      })
      .from(trash)
      .where(where)
      .orderBy(desc(trash.deletedAt), desc(trash.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(trash).where(where),
  ]);
  const items = rows.map((row) => ({
    type: row.type as HistoryType,
    recordId: row.recordId,
    title: row.title,
    deletedAt: row.deletedAt.toISOString(),
    expiresAt: new Date(row.deletedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
    admin: adminFrom(row),
  }));
  return { items, total: total?.n ?? 0 };
}

/** Brings a deleted record back (run it inside the write path); 404 when it is not in Recently deleted. */
export async function restoreFromTrash(db: Db, type: HistoryType, recordId: string) {
  // Taken with the row locked, so that of two restores at once only one brings it back.
  const [deleted] = await db
    .select()
    .from(trash)
    .where(and(eq(trash.type, type), eq(trash.recordId, recordId), gt(trash.deletedAt, trashCutoff())))
    .for('update');
  if (!deleted) throw notFound(HISTORY_MESSAGES.trashNotFound);
  return writeBack(db, type, recordId, deleted.data);
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
 * Forgets the records deleted more than 30 days ago, with their history. Answers how many records it forgot and
 * the images they and their versions showed, for the caller to release (one still shown elsewhere is kept).
 */
export async function forgetExpiredTrash(db: Db): Promise<{ records: number; images: Set<string> }> {
  return db.transaction(async (tx) => {
    const rows = await tx.delete(trash).where(lte(trash.deletedAt, trashCutoff())).returning();
    const versions: Record<string, unknown>[] = rows.map((row) => row.data);
    for (const row of rows) {
      const gone = await tx
        .delete(revisions)
        .where(and(eq(revisions.type, row.type), eq(revisions.recordId, row.recordId)))
        .returning({ data: revisions.data });
      versions.push(...gone.map((revision) => revision.data));
      // A post's old addresses outlived its deletion (they lead again if it is restored): forgotten with it.
      if (row.type === 'blog') await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.blogId, row.recordId));
    }
    return { records: rows.length, images: new Set(versions.flatMap(imagesIn)) };
  });
}
