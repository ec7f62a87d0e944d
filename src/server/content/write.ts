/**
 * The one write path of content (issue 12). Every admin write of a content record runs in `write`: one
 * transaction that names the administrator and the kind of write for the database, whose trigger on each
 * content table (migration 0010) then keeps the revision, the deleted record and the activity entry in that
 * same transaction. A failed save leaves none of them; none exists without its save.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** What a write does, when it is more than the create, update or delete the database sees. */
export type WriteAction = 'restore' | 'publish' | 'schedule' | 'unpublish';

/** Who writes: a request of a signed-in administrator, or the app itself (`admin: null`, e.g. a scheduled job). */
export type Writer = { server: { db: Db }; admin: { id: string } | null };

/**
 * Runs `work` in a transaction on behalf of the request's administrator. Inside it, use only the `db` it is
 * given: on PGlite the transaction holds the one connection, so a query through `app.db` would wait forever.
 */
export function write<T>(by: Writer, work: (db: Db) => Promise<T>, action?: WriteAction): Promise<T> {
  return by.server.db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('kestrel.actor', ${by.admin?.id ?? ''}, true), set_config('kestrel.action', ${action ?? ''}, true)`,
    );
    return work(tx as unknown as Db);
  });
}
