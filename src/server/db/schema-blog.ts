/** The blog's tables: posts, their preview links, and the addresses a post had before its slug changed. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, versioned } from './columns';
import { admins } from './schema-auth';
import { media } from './schema-media';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const blogStatus = pgEnum('blog_status', ['draft', 'published', 'scheduled', 'review']);

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
    /**
     * The member of staff who wrote the post (issue 25): Authors and Contributors change only their own.
     * Null for posts from before roles, or whose writer was removed: those are the editors'.
     */
    writerId: uuid('writer_id').references(() => admins.id, { onDelete: 'set null' }),
    /** An editor's note when a post in review was sent back to its writer; cleared when it is submitted again. */
    reviewNote: text('review_note'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    featuredImage: text('featured_image').references(() => media.name, { onDelete: 'restrict', onUpdate: 'cascade' }),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** What search engines and social cards show when set (issue 12); the title and excerpt otherwise. */
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
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
    ...versioned(),
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
    // An Author's or a Contributor's own posts in the back office's order (issue 29: 120-185 ms at 100,000 without).
    index('blogs_writer_status_created_id_idx').on(
      t.writerId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The newest change of a published post (the sitemap's lastmod): one step into the index, not a read of the table.
    index('blogs_status_updated_idx').on(t.status, t.updatedAt),
    index('blogs_tags_idx').using('gin', t.tags),
  ],
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
 * The addresses a post had before its slug was changed (issue 12): each answers 301 to the post's address now,
 * for good. Kept by a trigger on `blogs` (migration 0011): a post that takes one of these slugs owns it again.
 */
export const blogSlugRedirects = pgTable(
  'blog_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    /**
     * No foreign key: a post's old addresses outlive its deletion, so that a post restored from Recently deleted
     * (same id) leads them again; while it is deleted they lead nowhere (the lookup joins published posts). They go
     * when the post is forgotten (issue 27).
     */
    blogId: uuid('blog_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_slug_redirects_blog_idx').on(t.blogId)],
);

/**
 * How many posts there are, kept by triggers on `blogs` (migration 0031, decision 059): by status, and
 * by status and category or tag, so that a list's total and the dashboard's count are one read at any size of the
 * blog rather than a count of every matching post (issue 29: 4.4x slower at 100,000 posts than at 10,000).
 * `facet` is 'all' (`value` ''), 'category' or 'tag'.
 */
export const postCounts = pgTable(
  'post_counts',
  {
    status: blogStatus('status').notNull(),
    facet: text('facet').notNull(),
    value: text('value').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.facet, t.value] })],
);
