import { asc, getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import type { productInput } from '../../../shared/schemas/admin-inputs';
import type { Product } from '../../../shared/schemas/content';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { chosenOrder } from '../chosen-order';
import { columnNames, rawReader } from '../raw-read';
import { type Alts, altsOf, imageOf, versionedRecordOf } from '../records';

export const toProduct = (row: typeof products.$inferSelect, alts?: Alts): Product => ({
  name: row.name,
  description: row.description,
  link: row.link,
  style: row.style,
  ...versionedRecordOf(row),
  ...imageOf(row, row.name, alts),
});

/** The columns a product form sets; a blank link or style is stored as none. */
export const productColumns = (input: z.output<typeof productInput>) => ({
  name: input.name,
  description: input.description,
  link: input.link ?? null,
  style: input.style ?? null,
});

const allProducts = rawReader<typeof products.$inferSelect>(columnNames(getTableColumns(products)), (db) =>
  db.select().from(products).orderBy(chosenOrder('products', products.id), asc(products.createdAt), asc(products.id)),
);

export async function listProducts(db: Db): Promise<Product[]> {
  const rows = await allProducts(db);
  const alts = await altsOf(
    db,
    rows.map((row) => row.image),
  );
  return rows.map((row) => toProduct(row, alts));
}
