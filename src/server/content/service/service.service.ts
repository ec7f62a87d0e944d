import { asc, getTableColumns } from 'drizzle-orm';
import type { Service } from '../../../shared/schemas/content';
import type { Db } from '../../db/client';
import { services } from '../../db/schema';
import { columnNames, rawReader } from '../raw-read';
import { imageOf, recordOf } from '../records';

export const toService = (row: typeof services.$inferSelect): Service => ({
  ...recordOf(row),
  name: row.name,
  description: row.description,
  ...imageOf(row),
});

const allServices = rawReader<typeof services.$inferSelect>(columnNames(getTableColumns(services)), (db) =>
  db.select().from(services).orderBy(asc(services.createdAt), asc(services.id)),
);

export async function listServices(db: Db): Promise<Service[]> {
  return (await allServices(db)).map(toService);
}
