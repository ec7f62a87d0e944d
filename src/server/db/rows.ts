/** The rows of a raw query, on either database. */
import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Answers the rows of `query` run by `db` (the database or a transaction): both drivers answer `{ rows }`. */
export async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
