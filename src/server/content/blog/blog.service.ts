import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import { imageUrls, UPLOADS_PATH } from '../../../shared/images';
import type { adminBlogListQuery, Blog, BlogList, BlogSummary } from '../../../shared/schemas/blog';
import type { Db } from '../../db/client';
import { blogs } from '../../db/schema';
import { columnNames, rawReader, runRaw } from '../raw-read';
import { altOf, altsOf, versionedRecordOf } from '../records';
import { searchAdminBlogs, typedWordsQuery } from './admin-blog-search';
import { countOf, keptCountOf, keptPostCount, PUBLISHED_COUNT } from './post-counts';

export type BlogRow = Omit<typeof blogs.$inferSelect, 'search'>;

/** Every column but `content`, which lists never carry, and the search vector, which nobody reads. */
export const { content: _content, search: _search, ...summaryColumns } = getTableColumns(blogs);
/** Every column a whole post needs. */
const postColumns = { ...summaryColumns, content: blogs.content };

export function toBlogSummary(row: Omit<BlogRow, 'content'>): BlogSummary {
  const { imageUrl, imageSrcset } = imageUrls(row.featuredImage, row.imageWidth);
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category as BlogSummary['category'],
    status: row.status,
    writerId: row.writerId,
    reviewNote: row.reviewNote,
    isDraft: row.status === 'draft' || row.isDraft,
    duration: row.duration,
    author: row.author,
    tags: row.tags,
    featuredImage: imageUrl,
    featuredImageSrcset: imageSrcset,
    imageWidth: row.imageWidth,
    imageHeight: row.imageHeight,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishAt: row.publishAt?.toISOString() ?? null,
    emailSubscribers: row.emailSubscribers,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    // The image's one description (decision 051) is the library's: describeFeaturedImages reads it.
    featuredImageAlt: null,
    imageAlt: row.featuredImage ? row.title : '',
    customExcerpt: row.customExcerpt,
    socialImage: imageUrls(row.socialImage, row.socialImageWidth).imageUrl,
    socialImageWidth: row.socialImageWidth,
    socialImageHeight: row.socialImageHeight,
    ...versionedRecordOf(row),
  };
}

/**
 * The posts with their featured image described (issue 13): its one description in the media library (decision
 * 051), else the title; empty when the library marks the image decorative.
 */
export async function describeFeaturedImages<T extends BlogSummary>(db: Db, posts: T[]): Promise<T[]> {
  const nameOf = (post: T) => post.featuredImage?.slice(UPLOADS_PATH.length + 1) ?? null;
  const alts = await altsOf(db, posts.map(nameOf));
  return posts.map((post) => ({
    ...post,
    featuredImageAlt: alts.get(nameOf(post) ?? '')?.alt ?? null,
    imageAlt: altOf(nameOf(post), post.title, alts),
  }));
}

export const toBlog = (row: BlogRow): Blog => ({ ...toBlogSummary(row), content: row.content });

/** One post as the back office gets it: with its featured image's description from the library. */
export async function describedPost(db: Db, row: BlogRow): Promise<Blog> {
  const [post] = await describeFeaturedImages(db, [toBlog(row)]);
  return post as Blog;
}

export interface BlogFilter {
  limit: number;
  page: number;
  category?: string | undefined;
  tag?: string | undefined;
  q?: string | undefined;
}

export const NEWEST_FIRST = [desc(blogs.createdAt), desc(blogs.id)] as const;

/**
 * The ids of one page of the posts matching `where`, newest first. Ids alone can be read from an index in that
 * order, so page 500 steps over 4,491 index entries rather than 4,491 rows of the table (on PostgreSQL with 10,000
 * posts: 0.9 ms against 2.4 ms).
 */
const pageIdsOf = (db: Db, where: SQL | undefined, limit: Placeholder | number, offset: Placeholder | number) =>
  db
    .select({ id: blogs.id })
    .from(blogs)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(limit)
    .offset(offset);

/**
 * A page of posts, each row carrying `counted`, the count of every match: a subquery the database runs once (a kept
 * count where one answers, post-counts.ts), rather than a window over the matches, which would read every one of
 * them for a page of nine.
 */
const pageOf = (db: Db, where: SQL | undefined, counted: SQL) =>
  db
    .select({ ...summaryColumns, matching: sql<string | number>`${counted}`.as('matching') })
    .from(blogs)
    .where(inArray(blogs.id, pageIdsOf(db, where, sql.placeholder('limit'), sql.placeholder('offset'))))
    .orderBy(...NEWEST_FIRST);

type PageRow = Omit<BlogRow, 'content'> & { matching: string | number };
const PAGE_COLUMNS = [...columnNames(summaryColumns), ['matching', 'matching']] as const;

/** A literal rather than a parameter, so that the unfiltered list needs none (see raw-read.ts). */
const PUBLISHED = sql`${blogs.status} = 'published'`;

/** The count of `where`'s posts, read one by one: where no kept count answers. */
const countedOneByOne = (where: SQL | undefined) => sql`(select count(*) from ${blogs} where ${where})`;

/** The list without filters, which the public pages ask for on most renders. */
const publishedPage = rawReader<PageRow>(PAGE_COLUMNS, (db) => pageOf(db, PUBLISHED, PUBLISHED_COUNT));

/** Published posts of a category, of a tag, or all: what the public list and search read from. */
export function publishedConditions(filter: Omit<BlogFilter, 'q' | 'limit' | 'page'>): SQL[] {
  const conditions: SQL[] = [PUBLISHED];
  if (filter.category) conditions.push(eq(blogs.category, filter.category));
  if (filter.tag) conditions.push(arrayContains(blogs.tags, [filter.tag]));
  return conditions;
}

/** Published posts, newest first, one page of them with the total that match (a search is blog-search.ts's). */
export async function listPublishedBlogs(db: Db, filter: Omit<BlogFilter, 'q'>): Promise<BlogList> {
  const conditions = publishedConditions(filter);
  const where = and(...conditions);
  const counted =
    keptCountOf({ status: 'published', category: filter.category || undefined, tag: filter.tag || undefined }) ??
    countedOneByOne(where);
  // One query for the page and the count: each query costs a round of the database's protocol.
  const paging = { limit: filter.limit, offset: (filter.page - 1) * filter.limit };
  const rows =
    conditions.length === 1
      ? await publishedPage(db, paging)
      : await runRaw<PageRow>(db, pageOf(db, where, counted).toSQL(), PAGE_COLUMNS, paging);
  // A page past the end has no row to carry the count: only then is it asked for apart.
  const n = rows[0] !== undefined || filter.page === 1 ? Number(rows[0]?.matching ?? 0) : await countOf(db, counted);
  return {
    blogs: await describeFeaturedImages(db, rows.map(toBlogSummary)),
    total: n,
    page: filter.page,
    totalPages: Math.ceil(n / filter.limit),
  };
}

/** One post by slug; drafts only when `includeDrafts` (an administrator's preview). */
export async function findBlogBySlug(db: Db, slug: string, includeDrafts = false): Promise<Blog | null> {
  const where = includeDrafts ? eq(blogs.slug, slug) : and(eq(blogs.slug, slug), eq(blogs.status, 'published'));
  const [row] = await db.select(postColumns).from(blogs).where(where).limit(1);
  if (!row) return null;
  const [post] = await describeFeaturedImages(db, [toBlog(row)]);
  return post ?? null;
}

/** The posts of the back office's list, filtered as asked and as the person may see them (blog-access.ts). */
function adminListWhere(filter: AdminBlogFilter, visible: SQL | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [visible];
  if (filter.status) conditions.push(eq(blogs.status, filter.status));
  if (filter.category) conditions.push(eq(blogs.category, filter.category));
  return and(...conditions);
}

export type AdminBlogFilter = z.output<typeof adminBlogListQuery>;

/**
 * One page of the back office's list of posts, drafts included, without content, with how many match in all
 * (issue 29: never every post). Offset paging over ids read from an index in the list's order (decision 047); a
 * search's page and count are admin-blog-search.ts's (decision 061), counted to `SEARCH_MATCH_CAP` (`more` when
 * more match). Each item is made by `toBlogSummary`, here and nowhere else, so that a field added to the list's
 * items is added once.
 */
export async function listAdminBlogs(
  db: Db,
  filter: AdminBlogFilter,
  visible?: SQL,
): Promise<{ blogs: BlogSummary[]; total: number; more: boolean }> {
  const where = adminListWhere(filter, visible);
  const order = filter.order === 'oldest' ? [asc(blogs.createdAt), asc(blogs.id)] : NEWEST_FIRST;
  const paging = { limit: filter.limit, offset: (filter.page - 1) * filter.limit };
  if (filter.q) {
    const words = typedWordsQuery(filter.q);
    // Nothing searchable (punctuation only) finds nothing rather than everything.
    if (!words) return { blogs: [], total: 0, more: false };
    const found = await searchAdminBlogs(db, { filters: where, words, order: filter.order, ...paging });
    const rows = found.ids.length
      ? await db
          .select(summaryColumns)
          .from(blogs)
          .where(inArray(blogs.id, found.ids))
          .orderBy(...order)
      : [];
    return { blogs: rows.map(toBlogSummary), total: found.total, more: found.more };
  }
  const ids = db
    .select({ id: blogs.id })
    .from(blogs)
    .where(where)
    .orderBy(...order)
    .limit(paging.limit)
    .offset(paging.offset);
  const [rows, total] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogs)
      .where(inArray(blogs.id, ids))
      .orderBy(...order),
    adminTotal(db, filter, where, visible),
  ]);
  return { blogs: rows.map(toBlogSummary), total, more: false };
}

/** How many posts the back office's list holds: the kept count (post-counts.ts) where the whole blog is visible. */
async function adminTotal(db: Db, filter: AdminBlogFilter, where: SQL | undefined, visible: SQL | undefined) {
  const kept = visible
    ? null
    : await keptPostCount(db, { status: filter.status, category: filter.category || undefined });
  return kept ?? (await db.select({ n: count() }).from(blogs).where(where))[0]?.n ?? 0;
}

/** One post by id, draft or not, with its content. */
export async function findBlogById(db: Db, id: string): Promise<BlogRow | null> {
  const [row] = await db.select(postColumns).from(blogs).where(eq(blogs.id, id)).limit(1);
  return row ?? null;
}
