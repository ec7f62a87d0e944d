import { asc, getTableColumns } from 'drizzle-orm';
import type { Service } from '../../../shared/schemas/content';
import type { Db } from '../../db/client';
import { services } from '../../db/schema';
import { chosenOrder } from '../chosen-order';
import { columnNames, rawReader } from '../raw-read';
import { type Alts, altsOf, imageOf, versionedRecordOf } from '../records';

export const toService = (row: typeof services.$inferSelect, alts?: Alts): Service => ({
  name: row.name,
  description: row.description,
  ...versionedRecordOf(row),
  ...imageOf(row, row.name, alts),
});

const allServices = rawReader<typeof services.$inferSelect>(columnNames(getTableColumns(services)), (db) =>
  db.select().from(services).orderBy(chosenOrder('services', services.id), asc(services.createdAt), asc(services.id)),
);

export async function listServices(db: Db): Promise<Service[]> {
  const rows = await allServices(db);
  const alts = await altsOf(
    db,
    rows.map((row) => row.image),
  );
  return rows.map((row) => toService(row, alts));
}
