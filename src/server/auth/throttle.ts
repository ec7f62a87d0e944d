/**
 * Counts attempts (failed sign-ins, code requests) per key in the database, so that a limit holds
 * across instances and restarts. A key is blocked once it has `max` attempts inside the window.
 */
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAttempts } from '../db/schema';

export interface Limit {
  max: number;
  windowMs: number;
}

/** Seconds until the first of `keys` is allowed again, or 0 when none is blocked. */
export async function blockedFor(db: Db, keys: string[], limit: Limit, now = Date.now()): Promise<number> {
  let wait = 0;
  for (const key of keys) {
    const rows = await db
      .select({ createdAt: authAttempts.createdAt })
      .from(authAttempts)
      .where(and(eq(authAttempts.key, key), gt(authAttempts.createdAt, new Date(now - limit.windowMs))))
      .orderBy(asc(authAttempts.createdAt));
    if (rows.length >= limit.max) {
      // Allowed again when enough of the oldest attempts have left the window.
      const freeing = rows[rows.length - limit.max];
      if (freeing) wait = Math.max(wait, Math.ceil((freeing.createdAt.getTime() + limit.windowMs - now) / 1000));
    }
  }
  return Math.max(wait, 0);
}

export async function recordAttempt(db: Db, keys: string[]): Promise<void> {
  await db.insert(authAttempts).values(keys.map((key) => ({ key })));
}

export async function clearAttempts(db: Db, keys: string[]): Promise<void> {
  await db.delete(authAttempts).where(inArray(authAttempts.key, keys));
}

/** Drops attempts older than any window, so the table stays small. */
export async function pruneAttempts(db: Db, olderThanMs: number): Promise<void> {
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, new Date(Date.now() - olderThanMs)));
}
