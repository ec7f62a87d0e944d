/**
 * How many posts there are, as the triggers of migration 0031 keep them (decision 059): a list's total and the
 * dashboard's count read a few kept rows instead of counting every matching post, which took 4.4x longer at 100,000
 * posts than at 10,000 (issue 29). A list filtered in a way the counts do not keep (a search, a category and a tag
 * together, a writer's own posts) counts its posts.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { BLOG_STATUSES } from '../../../shared/limits';
import type { Db } from '../../db/client';
import { postCounts } from '../../db/schema';

export interface CountedPosts {
  /** Any status when left out. */
  status?: (typeof BLOG_STATUSES)[number] | undefined;
  category?: string | undefined;
  tag?: string | undefined;
}

/** Literals, not parameters: the public list's query takes none (see raw-read.ts). */
const PUBLISHED = sql`${postCounts.status} = 'published'`;
const ALL = sql`${postCounts.facet} = 'all'`;

/** The kept rows that add up to the posts of `posts`, or null when no kept count answers it. */
function keptRows(posts: CountedPosts): SQL | null {
  if (posts.category !== undefined && posts.tag !== undefined) return null;
  const facet =
    posts.category !== undefined
      ? and(sql`${postCounts.facet} = 'category'`, eq(postCounts.value, posts.category))
      : posts.tag !== undefined
        ? and(sql`${postCounts.facet} = 'tag'`, eq(postCounts.value, posts.tag))
        : ALL;
  const status =
    posts.status === undefined
      ? undefined
      : posts.status === 'published'
        ? PUBLISHED
        : eq(postCounts.status, posts.status);
  return and(status, facet) ?? null;
}

/** The sum of the kept rows `rows` as a subquery, for a query that carries its total in its rows (blog.service.ts). */
const sumOf = (rows: SQL) => sql`(select coalesce(sum(${postCounts.n}), 0) from ${postCounts} where ${rows})`;

/** How many posts are published, as a subquery without parameters. */
export const PUBLISHED_COUNT = sumOf(sql`${PUBLISHED} and ${ALL}`);

/** The count of `posts` as a subquery; null when no kept count answers it. */
export function keptCountOf(posts: CountedPosts): SQL | null {
  const where = keptRows(posts);
  return where && sumOf(where);
}

/** The value of a count subquery, asked for on its own. */
export async function countOf(db: Db, counted: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<string | number>`${counted}` }).from(sql`(select 1) as one`);
  return Number(row?.n ?? 0);
}

/** How many posts of `posts` there are (any status when none is named); null when no kept count answers it. */
export async function keptPostCount(db: Db, posts: CountedPosts): Promise<number | null> {
  const counted = keptCountOf(posts);
  return counted && countOf(db, counted);
}
