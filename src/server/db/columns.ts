/** Columns every table of the schema shares. */
import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A content record's version: 1 when created, one more with each save that changes it (the database's trigger,
 * migration 0023). A write that names the version it last saw fails with a conflict when it is no longer current.
 */
export const versioned = () => ({
  version: integer('version').notNull().default(1),
});
