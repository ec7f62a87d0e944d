/** Whether the site's database is new: on its own, so that a restart does not load the demo content to ask. */
import type { Db } from '../client';
import { contentVersion } from '../schema';

/** True when the database has never been initialized (no content version row yet). */
export async function isFreshDatabase(db: Db): Promise<boolean> {
  const rows = await db.select({ id: contentVersion.id }).from(contentVersion).limit(1);
  return rows.length === 0;
}
