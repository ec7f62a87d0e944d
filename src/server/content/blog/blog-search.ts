/**
 * The public blog search (decisions 022 and 052): PostgreSQL full-text search over title, excerpt, tags and text
 * (`websearch_to_tsquery`: quotes, `or` and `-word` work as on a search engine), best match first, the excerpt's
 * matching words marked for the page to highlight.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { HIGHLIGHT_END, HIGHLIGHT_START } from '../../../shared/highlight';
import { SEARCH_MATCH_CAP } from '../../../shared/limits';
import type { BlogList } from '../../../shared/schemas/blog';
import type { Db } from '../../db/client';
import { blogs } from '../../db/schema';
import {
  type BlogFilter,
  describeFeaturedImages,
  NEWEST_FIRST,
  publishedConditions,
  summaryColumns,
  toBlogSummary,
} from './blog.service';

const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, HighlightAll=true`;

/**
 * One page of the published posts matching `filter.q`, best first, with how many match, counted to the cap.
 *
 * Only the newest `SEARCH_MATCH_CAP` matches (and one more, to know there are more) are ranked: ranking reads
 * every candidate's search vector, which for a word in all of 100,000 posts took 1.8 s. The newest matches are
 * read in the list's index order and stop at the cap, or, for a rarer word, found through the GIN index and
 * sorted; either way the work is bounded by the cap, not by the table (decision 052).
 */
export async function searchPublishedBlogs(db: Db, filter: BlogFilter & { q: string }): Promise<BlogList> {
  const query = sql`websearch_to_tsquery('english', ${filter.q})`;
  const matches = and(...publishedConditions(filter), sql`${blogs.search} @@ ${query}`);
  const offset = (filter.page - 1) * filter.limit;
  // Pages end at the cap: the match past it is there to be counted, not shown.
  const limit = Math.max(0, Math.min(filter.limit, SEARCH_MATCH_CAP - offset));
  const candidates = db.$with('candidates').as(
    db
      .select({ id: blogs.id, search: blogs.search, createdAt: blogs.createdAt })
      .from(blogs)
      .where(matches)
      .orderBy(...NEWEST_FIRST)
      .limit(SEARCH_MATCH_CAP + 1),
  );
  const rank = sql<number>`ts_rank_cd(${candidates.search}, ${query})`;
  const page = db.$with('page').as(
    db
      .with(candidates)
      .select({ id: candidates.id, rank: rank.as('rank') })
      .from(candidates)
      .orderBy(desc(rank), desc(candidates.createdAt), desc(candidates.id))
      .limit(limit)
      .offset(offset),
  );
  // The excerpt is highlighted for the page's posts only; the count rides on each of them (one query, not two).
  const rows = await db
    .with(candidates, page)
    .select({
      ...summaryColumns,
      highlight: sql<string>`ts_headline('english', ${blogs.excerpt}, ${query}, ${HEADLINE_OPTIONS})`,
      matching: sql<string | number>`(select count(*) from ${candidates})`,
    })
    .from(blogs)
    .innerJoin(page, eq(page.id, blogs.id))
    .orderBy(desc(page.rank), ...NEWEST_FIRST);
  const n = rows[0] ? Number(rows[0].matching) : await cappedCount(db, matches, filter.page);
  const total = Math.min(n, SEARCH_MATCH_CAP);
  return {
    blogs: await describeFeaturedImages(
      db,
      rows.map(({ highlight, matching: _matching, ...row }) => ({
        ...toBlogSummary(row),
        // Only when a word of the excerpt matched: a match in the text alone leaves the excerpt as it is.
        ...(highlight.includes(HIGHLIGHT_START) ? { highlight } : {}),
      })),
    ),
    total,
    page: filter.page,
    totalPages: Math.ceil(total / filter.limit),
    ...(n > SEARCH_MATCH_CAP ? { moreThanTotal: true } : {}),
  };
}

/** How many posts match, up to the cap and one more: asked apart only for a page past the last one. */
async function cappedCount(db: Db, matches: ReturnType<typeof and>, page: number): Promise<number> {
  if (page === 1) return 0;
  const upToCap = db
    .select({ id: blogs.id })
    .from(blogs)
    .where(matches)
    .limit(SEARCH_MATCH_CAP + 1)
    .as('up_to_cap');
  return (await db.select({ n: count() }).from(upToCap))[0]?.n ?? 0;
}
