/**
 * The reads the public pages make on every render, run straight through the database client. drizzle
 * still writes the SQL (once per database); its executor is skipped because with PGlite it adds about half
 * again to a small query (each call has PGlite copy its whole table of type parsers). Rows come back with
 * the driver's own parsing (timestamps as Date, integers as numbers, arrays as arrays), renamed to
 * drizzle's property names. Nothing is kept between calls: every read goes to the database.
 */
import { fillPlaceholders } from 'drizzle-orm';
import type { Db } from '../db/client';

type Rows = { rows: Record<string, unknown>[] };

/** What PGlite and node-postgres's pool both offer; `exec` is PGlite's. */
interface Client {
  query(text: string, params: unknown[]): Promise<Rows>;
  exec?(text: string): Promise<Rows[]>;
}

interface BuiltQuery {
  sql: string;
  params: unknown[];
}

/** Pairs of [drizzle property, column name]. */
export type ColumnNames = readonly (readonly [string, string])[];

/** Selected columns (e.g. `getTableColumns(table)`) as [property, column name]. */
export const columnNames = (columns: Record<string, { name: string }>): ColumnNames =>
  Object.entries(columns).map(([prop, column]) => [prop, column.name]);

/**
 * PGlite's simple protocol answers in one exchange instead of five but takes no parameters: whole numbers
 * (limits, offsets) are written into the text instead, which cannot change its meaning. Anything else
 * goes as parameters.
 */
async function fetchRows(client: Client, text: string, params: unknown[]) {
  if (client.exec && params.every(Number.isSafeInteger)) {
    const [result] = await client.exec(text.replace(/\$(\d+)/g, (_, n: string) => String(params[Number(n) - 1])));
    return result?.rows ?? [];
  }
  return (await client.query(text, params)).rows;
}

/** Runs a query drizzle built; each row as drizzle would name it. */
export async function runRaw<Row>(
  db: Db,
  query: BuiltQuery,
  names: ColumnNames,
  values: Record<string, unknown> = {},
): Promise<Row[]> {
  const client = (db as unknown as { $client: Client }).$client;
  const rows = await fetchRows(client, query.sql, fillPlaceholders(query.params, values));
  return rows.map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [prop, column] of names) row[prop] = raw[column];
    return row as Row;
  });
}

/**
 * A read built once per database (the app has one; tests open many) and run afresh on every call;
 * `values` fill its placeholders.
 */
export function rawReader<Row>(names: ColumnNames, build: (db: Db) => { toSQL(): BuiltQuery }) {
  const built = new WeakMap<Db, BuiltQuery>();
  return (db: Db, values?: Record<string, unknown>): Promise<Row[]> => {
    let query = built.get(db);
    if (!query) {
      query = build(db).toSQL();
      built.set(db, query);
    }
    return runRaw<Row>(db, query, names, values);
  };
}
