/**
 * The content version: one number that goes up on every successful content write, announced with what the write
 * changed, so that caches of rendered pages know what to empty (decision 053).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { contentVersion } from '../db/schema';
import type { Changed } from '../render/page-cache';
import { changedToText } from './kinds';

export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion);
  return row?.version ?? 0;
}

export async function bumpContentVersion(db: Db): Promise<number> {
  const [row] = await db
    .insert(contentVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: contentVersion.id,
      set: { version: sql`${contentVersion.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ version: contentVersion.version });
  return row?.version ?? 0;
}

/**
 * Content changed: the version goes up, this instance empties the kept pages and answers that read what changed
 * (`changed`: kinds of record, src/server/content/kinds.ts; left out: anything) and its images before answering,
 * and the other instances of the same database are told (they empty the same when the notice arrives).
 */
export async function contentChanged(app: FastifyInstance, changed: Changed = null): Promise<void> {
  const version = await bumpContentVersion(app.db);
  app.forgetContent(changed);
  await app.database.announceContentChange(version, app.instanceId, changedToText(changed));
}
