/** Helpers for tests of history (issue 12): letting Recently deleted's 30 days pass. */
import { sql } from 'drizzle-orm';
import { trash } from '../../src/server/db/schema';
import type { TestApp } from './app';

/**
 * Moves every deletion back past the 30 days Recently deleted keeps it, then opens Recently deleted, which
 * forgets them (and deletes the images only they showed).
 */
export async function letTrashExpire(t: TestApp, auth: { authorization: string }) {
  await t.database.db.update(trash).set({ deletedAt: sql`now() - interval '31 days'` });
  const res = await t.app.inject({ method: 'GET', url: '/api/trash?limit=100', headers: auth });
  if (res.statusCode !== 200) throw new Error(`GET /api/trash: ${res.statusCode} ${res.body}`);
}
