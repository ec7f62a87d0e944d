/**
 * The public blog search (decisions 022 and 052): PostgreSQL full-text search over title, excerpt, tags and text
 * (`websearch_to_tsquery`: quotes, `or` and `-word` work as on a search engine), best match first, the excerpt's
 * matching words marked for the page to highlight.
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { HIGHLIGHT_END, HIGHLIGHT_START } from '../../../shared/highlight';
import { SEARCH_MATCH_CAP, SEARCH_SCAN_CAP } from '../../../shared/limits';
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
 * The words of a search without its phrases and its `-word`s: what every match holds, which the GIN index finds.
 * Posts holding them are checked against the whole search (a phrase, a word left out) in a bounded number.
 */
export const wordsOf = (q: string) => q.replace(/(^|\s)-("[^"]*("|$)|\S*)/g, '$1').replaceAll('"', ' ');

/**
 * What a search reads: the newest published posts holding its words (`scanned`), and the newest of them matching
 * the whole search, up to the cap and one more, to know there are more (`candidates`). Both are bounded, and read
 * lazily in the index's order: a search with a phrase or a `-word` is checked on the newest `SEARCH_SCAN_CAP` posts
 * holding its words, no more (a phrase no post has, of two words every post has, read all 100,000 posts: 220-276 ms);
 * see decision 052.
 */
async function newestMatches(db: Db, filter: BlogFilter & { q: string }, query: SQL) {
  const words = wordsOf(filter.q);
  const exact = words === filter.q;
  let holding: SQL | undefined = sql`${blogs.search} @@ ${query}`;
  if (!exact) {
    const wordsQuery = sql`websearch_to_tsquery('english', ${words})`;
    const { rows } = (await db.execute(sql`select numnode(${wordsQuery}) > 0 as "any"`)) as unknown as {
      rows: { any: boolean }[];
    };
    // Only left-out words (`-cloud`): every published post holds the words, and is checked.
    holding = rows[0]?.any ? sql`${blogs.search} @@ ${wordsQuery}` : undefined;
  }
  // Numbered in the index's order: the post after the last one checked marks a scan that stopped at its bound.
  const scanned = db
    .select({
      id: blogs.id,
      search: blogs.search,
      createdAt: blogs.createdAt,
      n: sql<number>`row_number() over (order by ${blogs.createdAt} desc, ${blogs.id} desc)`.as('n'),
    })
    .from(blogs)
    .where(and(...publishedConditions(filter), holding))
    .orderBy(...NEWEST_FIRST)
    .limit(exact ? SEARCH_MATCH_CAP + 1 : SEARCH_SCAN_CAP + 1)
    .as('scanned');
  const candidates = db.$with('candidates').as(
    db
      .select({ id: scanned.id, search: scanned.search, createdAt: scanned.createdAt, n: scanned.n })
      .from(scanned)
      .where(exact ? undefined : sql`${scanned.search} @@ ${query} or ${scanned.n} > ${SEARCH_SCAN_CAP}`)
      .orderBy(desc(scanned.createdAt), desc(scanned.id))
      .limit(SEARCH_MATCH_CAP + 1),
  );
  const checked = sql`${candidates.n} <= ${SEARCH_SCAN_CAP}`;
  const beyond = sql`count(*) > ${SEARCH_MATCH_CAP} or max(${candidates.n}) > ${SEARCH_SCAN_CAP}`;
  const counts = {
    matching: sql<string | number>`(select count(*) from ${candidates} where ${checked})`,
    // More than the cap, or the scan stopped at its bound (its marker made it into the candidates).
    more: sql<boolean>`(select coalesce(${beyond}, false) from ${candidates})`,
  };
  return { candidates, checked, counts };
}

/**
 * One page of the published posts matching `filter.q`, best first, with how many match, counted to the cap.
 *
 * Only the newest `SEARCH_MATCH_CAP` matches (and one more, to know there are more) are ranked: ranking reads
 * every candidate's search vector, which for a word in all of 100,000 posts took 0.9 s (1.8 s in the issue). The
 * newest matches are read in the list's index order and stop at the cap, or, for a rarer word, found through the
 * GIN index and sorted; either way the work is bounded by the cap, not by the table (decision 052).
 */
export async function searchPublishedBlogs(db: Db, filter: BlogFilter & { q: string }): Promise<BlogList> {
  const query = sql`websearch_to_tsquery('english', ${filter.q})`;
  const { candidates, checked, counts } = await newestMatches(db, filter, query);
  const offset = (filter.page - 1) * filter.limit;
  // Pages end at the cap: the match past it is there to be counted, not shown.
  const limit = Math.max(0, Math.min(filter.limit, SEARCH_MATCH_CAP - offset));
  const rank = sql<number>`ts_rank_cd(${candidates.search}, ${query})`;
  const page = db.$with('page').as(
    db
      .with(candidates)
      .select({ id: candidates.id, rank: rank.as('rank') })
      .from(candidates)
      .where(checked)
      .orderBy(desc(rank), desc(candidates.createdAt), desc(candidates.id))
      .limit(limit)
      .offset(offset),
  );
  // The excerpt is highlighted for the page's posts only; the counts ride on each of them (one query, not two).
  const rows = await db
    .with(candidates, page)
    .select({
      ...summaryColumns,
      highlight: sql<string>`ts_headline('english', ${blogs.excerpt}, ${query}, ${HEADLINE_OPTIONS})`,
      ...counts,
    })
    .from(blogs)
    .innerJoin(page, eq(page.id, blogs.id))
    .orderBy(desc(page.rank), ...NEWEST_FIRST);
  // A page past the last has no row to carry the counts: only then are they asked for apart.
  const [found] =
    rows[0] || filter.page === 1 ? rows : await db.with(candidates).select(counts).from(sql`(select 1) as one`);
  const n = found ? Number(found.matching) : 0;
  const total = Math.min(n, SEARCH_MATCH_CAP);
  return {
    blogs: await describeFeaturedImages(
      db,
      rows.map(({ highlight, matching: _matching, more: _more, ...row }) => ({
        ...toBlogSummary(row),
        // Only when a word of the excerpt matched: a match in the text alone leaves the excerpt as it is.
        ...(highlight.includes(HIGHLIGHT_START) ? { highlight } : {}),
      })),
    ),
    total,
    page: filter.page,
    totalPages: Math.ceil(total / filter.limit),
    ...(found?.more ? { moreThanTotal: true as const } : {}),
  };
}
