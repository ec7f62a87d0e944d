/**
 * The content version: one number that goes up on every successful content write, so that caches of
 * rendered pages know to empty themselves.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contentVersion } from '../db/schema';

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
