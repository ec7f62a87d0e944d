/**
 * History (issue 12), read and restored through src/server/history/: revisions, deleted records and the activity
 * log. A trigger writes them in the transaction of each content write (migration 0010); sign-ins and password
 * changes add to the activity log too.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * History (issue 12): every saved version of a content record, written by a trigger on its table in the
 * transaction of the save itself (migration 0010), so that a failed save leaves none and none exists
 * without its save. `data` is the row as stored; who saved it is a copy, kept when the account goes.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: id(),
    /** Exact order of saves, also within one second. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    recordId: uuid('record_id').notNull(),
    action: text('action').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    adminId: uuid('admin_id'),
    adminEmail: text('admin_email'),
    adminName: text('admin_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('revisions_record_idx').on(t.type, t.recordId, t.seq.desc())],
);

/** Deleted records, restorable for 30 days (written by the same trigger as `revisions`). */
export const trash = pgTable(
  'trash',
  {
    id: id(),
    type: text('type').notNull(),
    recordId: uuid('record_id').notNull(),
    title: text('title').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    adminId: uuid('admin_id'),
    adminEmail: text('admin_email'),
    adminName: text('admin_name'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trash_record_key').on(t.type, t.recordId), index('trash_deleted_idx').on(t.deletedAt)],
);

/** Who did what, when: every admin write, sign-in and password change. Only ever added to. */
export const activity = pgTable(
  'activity',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    adminId: uuid('admin_id'),
    adminEmail: text('admin_email'),
    adminName: text('admin_name'),
    action: text('action').notNull(),
    type: text('type').notNull(),
    recordId: uuid('record_id'),
    title: text('title').notNull().default(''),
    fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('activity_admin_idx').on(t.adminId, t.seq.desc()), index('activity_type_idx').on(t.type, t.seq.desc())],
);
