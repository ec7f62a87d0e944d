/**
 * The database: every entity of SPEC.md section 3, plus administrators, one-time codes and the
 * content version that empties the rendered-page cache. One schema for PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { id, timestamps } from './columns';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A stored image: its file name and the size of its widest copy (the variants follow from it). */
const image = () => ({
  image: text('image').references(() => media.name, { onDelete: 'restrict', onUpdate: 'cascade' }),
  imageWidth: integer('image_width'),
  imageHeight: integer('image_height'),
});

export const blogStatus = pgEnum('blog_status', ['draft', 'published', 'scheduled']);
export const gender = pgEnum('gender', ['Male', 'Female', 'Other']);
export const projectStyle = pgEnum('project_style', ['white', 'black-img-white-text', 'other']);

export const admins = pgTable(
  'admins',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Bumped to revoke every session of this administrator. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The TOTP secret, encrypted with a key derived from the server secret; set while two-factor is on. */
    totpSecret: text('totp_secret'),
    /** A secret being set up: it becomes `totpSecret` once a first code from it is proven. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last time step whose code was accepted: a code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Whether each contact message is e-mailed to this administrator (issue 13; on unless turned off). */
    notifyContact: boolean('notify_contact').notNull().default(true),
    /** 'Mark all as read' in the bell: what happened before this is read for this administrator. */
    notificationsReadAt: timestamp('notifications_read_at', { withTimezone: true }),
    /** The last sign-in, as the Staff section shows it. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('admins_email_key').on(sql`lower(${t.email})`)],
);

/**
 * Invitations to join the staff (issue 13). The link's token exists only in the mail: it is made when the mail
 * goes (a resend makes a new one, ending the one before) and kept as an HMAC; 48 hours from then, once.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    email: text('email').notNull(),
    /** Null until the first mail is sent. */
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    invitedBy: uuid('invited_by').references(() => admins.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_key').on(t.tokenHash),
    // One open invitation per address: a second invite of the same address is the first one again.
    uniqueIndex('staff_invitations_open_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`accepted_at is null and revoked_at is null`),
  ],
);

/** Recovery codes and reset tokens, stored only as an HMAC. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['otp', 'reset', 'email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** For an e-mail change: the new address, which becomes the account's once the link is opened. */
    newEmail: text('new_email'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_admin_idx').on(t.adminId, t.purpose)],
);

/** One row; its version goes up on every successful content write. */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The order the administrators chose for a list (issue 13): services, products, team. Records not in `ids`
 * (added since) come after, oldest first; ids of deleted records stay, so a restored record returns to its place.
 */
export const contentOrder = pgTable('content_order', {
  kind: text('kind').primaryKey(),
  ids: uuid('ids').array().notNull().default(sql`'{}'::uuid[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const services = pgTable('services', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  ...image(),
  ...timestamps(),
});

export const products = pgTable('products', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  link: text('link'),
  style: projectStyle('style'),
  ...image(),
  ...timestamps(),
});

export const teamMembers = pgTable('team_members', {
  id: id(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  gender: gender('gender').notNull().default('Male'),
  role: text('role').notNull(),
  description: text('description').notNull(),
  email: text('email').notNull(),
  linkedin: text('linkedin'),
  dribbble: text('dribbble'),
  ...image(),
  ...timestamps(),
});

export const growthSteps = pgTable(
  'growth_steps',
  {
    id: id(),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    ...image(),
    ...timestamps(),
  },
  (t) => [index('growth_steps_number_idx').on(t.number)],
);

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    number: text('number').notNull(),
    message: text('message').notNull(),
    /** When an administrator opened it (issue 13); null while unread. One inbox: read for every administrator. */
    readAt: timestamp('read_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('contact_submissions_created_idx').on(t.createdAt.desc())],
);

export const stats = pgTable(
  'stats',
  {
    id: id(),
    headline: text('headline').notNull(),
    description: text('description').notNull(),
    loyalClients: integer('loyal_clients').notNull().default(0),
    experts: integer('experts').notNull().default(0),
    yearsExperience: integer('years_experience').notNull().default(0),
    techAwards: integer('tech_awards').notNull().default(0),
    ...timestamps(),
  },
  () => [
    // One record at most: a second create answers 409 instead of adding a row no page shows.
    uniqueIndex('stats_one_row').on(sql`(true)`),
  ],
);

export const aboutUs = pgTable(
  'about_us',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    aboutTitle: text('about_title').notNull(),
    aboutDescription: text('about_description').notNull(),
    ...timestamps(),
  },
  () => [
    // One record at most: a second create answers 409 instead of adding a row no page shows.
    uniqueIndex('about_us_one_row').on(sql`(true)`),
  ],
);

export const achievements = pgTable(
  'achievements',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    projectsCompleted: bigint('projects_completed', { mode: 'number' }).notNull().default(0),
    yearOnYearGrowth: integer('year_on_year_growth').notNull().default(0),
    funded: bigint('funded', { mode: 'number' }).notNull().default(0),
    downloads: bigint('downloads', { mode: 'number' }).notNull().default(0),
    date: date('date'),
    ...timestamps(),
  },
  (t) => [index('achievements_created_idx').on(t.createdAt.desc())],
);

export interface TitledSection {
  _id: string;
  title: string;
  description: string;
}
export interface TextSection {
  _id: string;
  title: string;
  content: string;
}
export interface RefundItem {
  heading: string;
  description: string;
  points: string[];
}

/** Single documents: at most one row each, replaced whole by the admin editors. */
export const companyValues = pgTable('company_values', {
  id: id(),
  headline: text('headline').notNull(),
  sections: jsonb('sections').$type<TitledSection[]>().notNull().default([]),
  ...timestamps(),
});

export const contactInfo = pgTable(
  'contact_info',
  {
    id: id(),
    email: text('email').notNull(),
    location: text('location').notNull(),
    phone: text('phone').notNull(),
    hours: text('hours').notNull(),
    ...timestamps(),
  },
  () => [
    // One record at most: a second create answers 409 instead of adding a row no page shows.
    uniqueIndex('contact_info_one_row').on(sql`(true)`),
  ],
);

export const terms = pgTable('terms', {
  id: id(),
  title: text('title').notNull(),
  intro: text('intro').notNull(),
  sections: jsonb('sections').$type<TextSection[]>().notNull().default([]),
  ...timestamps(),
});

export const refundPolicies = pgTable('refund_policies', {
  id: id(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  items: jsonb('items').$type<RefundItem[]>().notNull().default([]),
  ...timestamps(),
});

export const privacyPolicies = pgTable('privacy_policies', {
  id: id(),
  sections: jsonb('sections').$type<TextSection[]>().notNull().default([]),
  ...timestamps(),
});

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull(),
    /**
     * The post's summary (subtitle, description, RSS): the administrator's own when written, otherwise the
     * first paragraph cut at a word, kept in step with the content on every write.
     */
    excerpt: text('excerpt').notNull(),
    /** The excerpt the administrator wrote (issue 12); null when the summary is made from the content. */
    customExcerpt: text('custom_excerpt'),
    category: text('category').notNull(),
    status: blogStatus('status').notNull().default('draft'),
    isDraft: boolean('is_draft').notNull().default(false),
    duration: integer('duration').notNull().default(5),
    author: text('author').notNull().default('Admin'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    featuredImage: text('featured_image').references(() => media.name, { onDelete: 'restrict', onUpdate: 'cascade' }),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** What search engines and social cards show when set (issue 12); the title and excerpt otherwise. */
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    /** The featured image described for those who cannot see it (alt text); decorative when empty. */
    featuredImageAlt: text('featured_image_alt'),
    /** The picture of the post's card when shared (issue 12); the featured image when none. */
    socialImage: text('social_image').references(() => media.name, { onDelete: 'restrict', onUpdate: 'cascade' }),
    socialImageWidth: integer('social_image_width'),
    socialImageHeight: integer('social_image_height'),
    /** When a `scheduled` post goes live (issue 12): it is published by the job queue at that minute. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** Whether the post is e-mailed to the confirmed subscribers once it is published (issue 14): once, ever. */
    emailSubscribers: boolean('email_subscribers').notNull().default(false),
    /** What public search matches: title first, then excerpt and tags, then the text (migration 0008). */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', excerpt), 'B') || setweight(to_tsvector('english', blog_tags_text(tags)), 'B') || setweight(to_tsvector('english', regexp_replace(content, '<[^>]+>', ' ', 'g')), 'C')`,
    ),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('blogs_slug_key').on(t.slug),
    index('blogs_search_idx').using('gin', t.search),
    // In the lists' exact order (newest first, id breaking ties), so a page is read from the index, never sorted.
    index('blogs_status_created_id_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('blogs_category_status_created_id_idx').on(
      t.category,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('blogs_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The newest change of a published post (the sitemap's lastmod): one step into the index, not a read of the table.
    index('blogs_status_updated_idx').on(t.status, t.updatedAt),
    index('blogs_tags_idx').using('gin', t.tags),
  ],
);

/** Image files, when `STORAGE=postgres` keeps them in the database (for several instances). */
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
  },
  (table) => [index('media_created_at_idx').on(table.createdAt.desc(), table.id.desc())],
);

export const mediaBlobs = pgTable('media_blobs', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate limits counted in the database, so that they hold across instances and restarts: one row per
 * key (e.g. `login:pair:ada@example.com|203.0.113.9`), a fixed window and the attempts taken in it.
 * One upsert takes an attempt atomically, whatever the concurrency (src/server/auth/limiter.ts).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  count: integer('count').notNull().default(0),
});

/** Server-side sign-in sessions: a token names one, and signing out revokes it. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** The browser and system, from the User-Agent at sign-in, for the sessions list. */
    device: text('device').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

/** Single-use recovery codes for two-factor sign-in, stored only as an HMAC. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_recovery_codes_admin_idx').on(t.adminId)],
);

/**
 * Preview links of blog posts (issue 12): a shared link to a saved post (`blogId`, 7 days, one live per post,
 * revocable), or a snapshot of a form not yet saved (`data`, the post as the API answers it, 1 hour). Only an
 * HMAC of the token is stored.
 */
export const blogPreviews = pgTable(
  'blog_previews',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    blogId: uuid('blog_id').references(() => blogs.id, { onDelete: 'cascade' }),
    data: jsonb('data'),
    createdBy: uuid('created_by').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('blog_previews_token_key').on(t.tokenHash), index('blog_previews_blog_idx').on(t.blogId)],
);

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

/**
 * The addresses a post had before its slug was changed (issue 12): each answers 301 to the post's address now,
 * for good. Kept by a trigger on `blogs` (migration 0011): a post that takes one of these slugs owns it again.
 */
export const blogSlugRedirects = pgTable(
  'blog_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_slug_redirects_blog_idx').on(t.blogId)],
);

export * from './schema-newsletter';
export * from './schema-operations';
