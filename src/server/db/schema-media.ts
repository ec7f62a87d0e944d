/** The media library's tables (issue 13): the images records show, and their files when kept in the database. */
import { boolean, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, versioned } from './columns';
import { admins } from './schema-auth';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The media library (issue 13): one row per stored image (its widest copy's name; the width variants follow).
 * Records point at it by name through foreign keys, so an image in use cannot be deleted, even by a delete
 * that races a save. Images in a post's text are named in its HTML instead, and found there.
 */
export const media = pgTable(
  'media',
  {
    id: id(),
    name: text('name').notNull().unique(),
    /** The uploaded file's own name, for search; null for images older than the library. */
    fileName: text('file_name'),
    /** The description every page showing the image uses; null: the record's name stands in. */
    alt: text('alt'),
    /** Marked decorative: shown with an empty description, on purpose. */
    decorative: boolean('decorative').notNull().default(false),
    /** Size of the widest copy; null until measured (images older than the library). */
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Who saved the image as it now is (its upload, or the last change of its description), and when: kept by the
     * database's trigger (migration 0030) from the writer `write()` names, so that a save over a colleague's says
     * whose (issue 25). Null: the site itself, or an account since removed.
     */
    updatedBy: uuid('updated_by').references(() => admins.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Goes up with each change of the description (issue 25): two people describing one image lose nothing. */
    ...versioned(),
  },
  (table) => [index('media_created_at_idx').on(table.createdAt.desc(), table.id.desc())],
);

/** Image files, when `STORAGE=postgres` keeps them in the database (for several instances). */
export const mediaBlobs = pgTable('media_blobs', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
