/**
 * Restore (issue 12): a stored row written back over its record, or back as the record when it was deleted.
 * The caller runs it inside the write path (`write()`), so the restore is itself a new revision and can be undone.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { HISTORY_MESSAGES } from '../../shared/admin-words/history';
import type { Db } from '../db/client';
import { media, trash } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict } from '../errors';
import { HISTORY_KINDS, type HistoryType, idColumnOf, storedColumns } from './registry';

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
export async function writeBack(db: Db, type: HistoryType, recordId: string, stored: Record<string, unknown>) {
  const { table } = HISTORY_KINDS[type];
  const columns = storedColumns(table).map(([, column]) => column.name);
  const json = JSON.stringify(await withoutDeletedImages(db, stored));
  const list = (names: string[]) =>
    sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    );
  const source = sql`jsonb_populate_record(null::${table}, ${json}::jsonb)`;
  const idColumn = idColumnOf(table);
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
