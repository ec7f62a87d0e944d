import { asc } from 'drizzle-orm';
import type { Service } from '../../../shared/schemas/content';
import type { Db } from '../../db/client';
import { services } from '../../db/schema';
import { imageOf, recordOf } from '../records';

export const toService = (row: typeof services.$inferSelect): Service => ({
  ...recordOf(row),
  name: row.name,
  description: row.description,
  ...imageOf(row),
});

export async function listServices(db: Db): Promise<Service[]> {
  const rows = await db.select().from(services).orderBy(asc(services.createdAt), asc(services.id));
  return rows.map(toService);
}
