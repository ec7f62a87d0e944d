import { asc } from 'drizzle-orm';
import type { Product } from '../../../shared/schemas/content';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { imageOf, recordOf } from '../records';

export const toProduct = (row: typeof products.$inferSelect): Product => ({
  ...recordOf(row),
  name: row.name,
  description: row.description,
  link: row.link,
  style: row.style,
  ...imageOf(row),
});

export async function listProducts(db: Db): Promise<Product[]> {
  const rows = await db.select().from(products).orderBy(asc(products.createdAt), asc(products.id));
  return rows.map(toProduct);
}
