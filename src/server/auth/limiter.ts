/**
 * Rate limits counted in the database, so that they hold across instances and restarts, and taken
 * atomically, so that they hold under concurrency: an attempt is taken (one upsert, which PostgreSQL
 * serializes on the key's row) before the work it guards starts, never checked first and recorded
 * after. Windows are fixed: the first attempt opens one, and it closes `windowMs` later.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

export interface Taken {
  key: string;
  /** False when this attempt is over the limit: the guarded work must not start. */
  allowed: boolean;
  /** Seconds until the window closes (the Retry-After of a refusal). */
  retryAfter: number;
  /** The window this attempt was counted in, exactly as stored (to give the attempt back). */
  window: string;
}

/** Takes one attempt under `limit`: atomic, whatever the concurrency. */
export async function take(db: Db, limit: Limit): Promise<Taken> {
  const seconds = limit.windowMs / 1000;
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${seconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      window: sql<string>`${rateLimits.windowStart}::text`,
      remaining: sql<number>`extract(epoch from ${rateLimits.windowStart} + make_interval(secs => ${seconds}) - now())::float8`,
    });
  if (!row) throw new Error(`The rate limit ${limit.key} was not taken.`);
  return {
    key: limit.key,
    allowed: row.count <= limit.max,
    retryAfter: Math.max(1, Math.ceil(Number(row.remaining))),
    window: row.window,
  };
}

/**
 * Takes one attempt under each limit, in order, stopping at the first refusal (so that an attempt
 * refused by a narrow limit does not use up a wider one). Answers the refusal, or null when all allow.
 */
export async function takeEach(db: Db, limits: Limit[], taken: Taken[] = []): Promise<Taken | null> {
  for (const limit of limits) {
    const attempt = await take(db, limit);
    taken.push(attempt);
    if (!attempt.allowed) return attempt;
  }
  return null;
}

/** Gives back attempts that turned out not to count (a successful sign-in is not a failure). */
export async function giveBack(db: Db, taken: Taken[]): Promise<void> {
  for (const attempt of taken) {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(and(eq(rateLimits.key, attempt.key), sql`${rateLimits.windowStart} = ${attempt.window}::timestamptz`));
  }
}

/** Forgets every attempt under these keys (e.g. a password reset clears the address's sign-in limits). */
export async function resetLimits(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

/**
 * Claims `key` for `windowMs`, once: true for the one caller that gets it, whatever the concurrency, across
 * instances (one upsert; PostgreSQL locks the key's row and checks the condition on its latest version). Unlike
 * take(), a refused claim counts nothing, so the claim can be given back with release().
 */
export async function claim(db: Db, key: string, windowMs: number): Promise<boolean> {
  const seconds = windowMs / 1000;
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: 1, windowStart: sql`now()` },
      setWhere: sql`${rateLimits.count} = 0 or ${rateLimits.windowStart} <= now() - make_interval(secs => ${seconds})`,
    })
    .returning({ key: rateLimits.key });
  return rows.length === 1;
}

/** Gives a claim back (the work it guarded failed), so that the next caller may claim it. */
export async function release(db: Db, key: string): Promise<void> {
  await db.update(rateLimits).set({ count: 0 }).where(eq(rateLimits.key, key));
}
