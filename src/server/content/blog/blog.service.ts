import { and, arrayContains, count, desc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import { imageUrls } from '../../../shared/images';
import type { Blog, BlogList, BlogSummary } from '../../../shared/schemas/blog';
import type { Db } from '../../db/client';
import { blogs } from '../../db/schema';
import { recordOf } from '../records';

export type BlogRow = typeof blogs.$inferSelect;

/** Every column but `content`, which lists never carry. */
const { content: _content, ...summaryColumns } = getTableColumns(blogs);

export function toBlogSummary(row: Omit<BlogRow, 'content'>): BlogSummary {
  const { imageUrl, imageSrcset } = imageUrls(row.featuredImage, row.imageWidth);
  return {
    ...recordOf(row),
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category as BlogSummary['category'],
    status: row.status,
    isDraft: row.status === 'draft' || row.isDraft,
    duration: row.duration,
    author: row.author,
    tags: row.tags,
    featuredImage: imageUrl,
    featuredImageSrcset: imageSrcset,
    imageWidth: row.imageWidth,
    imageHeight: row.imageHeight,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

export const toBlog = (row: BlogRow): Blog => ({ ...toBlogSummary(row), content: row.content });

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface BlogFilter {
  limit: number;
  page: number;
  category?: string | undefined;
  tag?: string | undefined;
  q?: string | undefined;
}

/** Published posts, newest first, one page of them with the total that match. */
export async function listPublishedBlogs(db: Db, filter: BlogFilter): Promise<BlogList> {
  const conditions: SQL[] = [eq(blogs.status, 'published')];
  if (filter.category) conditions.push(eq(blogs.category, filter.category));
  if (filter.tag) conditions.push(arrayContains(blogs.tags, [filter.tag]));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    const match = or(ilike(blogs.title, pattern), ilike(blogs.excerpt, pattern));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogs)
      .where(where)
      .orderBy(desc(blogs.createdAt), desc(blogs.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(blogs).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    blogs: rows.map(toBlogSummary),
    total: n,
    page: filter.page,
    totalPages: Math.ceil(n / filter.limit),
  };
}

/** One post by slug; drafts only when `includeDrafts` (an administrator's preview). */
export async function findBlogBySlug(db: Db, slug: string, includeDrafts = false): Promise<Blog | null> {
  const where = includeDrafts ? eq(blogs.slug, slug) : and(eq(blogs.slug, slug), eq(blogs.status, 'published'));
  const [row] = await db.select().from(blogs).where(where).limit(1);
  return row ? toBlog(row) : null;
}

/** Every post, drafts included, newest first, without content (the admin list). */
/**
 * Every post for the back office, newest first; with `limit`, one page of them. The whole list is what
 * the spec's client expects; a page keeps the answer fast however many posts there are.
 */
export async function listAllBlogs(
  db: Db,
  paging: { limit?: number | undefined; page?: number | undefined } = {},
): Promise<{ blogs: BlogSummary[]; total: number }> {
  const query = db.select(summaryColumns).from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
  if (!paging.limit) {
    const rows = await query;
    return { blogs: rows.map(toBlogSummary), total: rows.length };
  }
  const [rows, [total]] = await Promise.all([
    query.limit(paging.limit).offset(((paging.page ?? 1) - 1) * paging.limit),
    db.select({ n: count() }).from(blogs),
  ]);
  return { blogs: rows.map(toBlogSummary), total: total?.n ?? 0 };
}

/** One post by id, draft or not, with its content. */
export async function findBlogById(db: Db, id: string): Promise<BlogRow | null> {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id)).limit(1);
  return row ?? null;
}
