/** How a list sorts by the order administrators chose for it (issue 13; the routes are in order.ts). */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { contentOrder } from '../db/schema';

export type OrderKind = 'services' | 'products' | 'team';

/** The ORDER BY term that puts a list's rows in the chosen order (the kind is a constant, written in the text). */
export const chosenOrder = (kind: OrderKind, id: AnyPgColumn): SQL =>
  sql`array_position((select ${contentOrder.ids} from ${contentOrder} where ${contentOrder.kind} = ${sql.raw(`'${kind}'`)}), ${id}) nulls last`;
