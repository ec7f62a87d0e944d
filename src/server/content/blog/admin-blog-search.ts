/**
 * The back office's search of its blog list (issue 29, decision 061): words typed in the list's search box, matched
 * against the posts' search vector, a page of the matches in the list's order and how many match, counted to
 * `SEARCH_MATCH_CAP`, in work that does not grow with the blog.
 *
 * The index (GIN) finds a rare word at once but gathers every post holding a common one before a page can be cut;
 * reading the posts in the list's order finds a common word at once but reads the whole blog for a rare one. The
 * database's planner cannot tell them apart for the start of a word (it guesses 4% of the posts for any `word:*`),
 * so the search looks itself: it checks the newest `ADMIN_SEARCH_WALK` posts in the list's order, and asks the index
 * only when they hold fewer matches than the page needs, which means the word is rare.
 */
import { type SQL, sql } from 'drizzle-orm';
import { ADMIN_SEARCH_WALK, SEARCH_MATCH_CAP } from '../../../shared/limits';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { blogs } from '../../db/schema';

/**
 * Words typed in the search box as a full-text query. Every word but the last is a whole word, stemmed as the posts
 * are ('sightings' finds 'sighting'; 'the' and other words too common to be kept are left out). The last is also
 * the start of a longer one, as it is being typed ('kestr' finds 'Kestrel'), as typed and as stemmed: the stemmer
 * makes 'studies' 'studi', but also 'heronfdy' (the start of 'heronfdyx') 'heronfdi'. Only the last word is a
 * start: the start of a common word ('numb') makes the index gather every post holding it. Null when nothing
 * searchable was typed.
 */
export function typedWordsQuery(q: string): SQL | null {
  const words = q
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 10);
  const last = words?.pop();
  if (!last) return null;
  const typing = sql`(to_tsquery('simple', ${`${last}:*`}) || to_tsquery('english', ${`${last}:*`}))`;
  return words?.length ? sql`(plainto_tsquery('english', ${words.join(' ')}) && ${typing})` : typing;
}

export interface AdminSearchPage {
  /** The page's posts, in the list's order. */
  ids: string[];
  /** How many posts match, to `SEARCH_MATCH_CAP`. */
  total: number;
  /** More than `total` match. */
  more: boolean;
}

interface Search {
  /** The list's other filters (status, category, what the person may see); undefined for none. */
  filters: SQL | undefined;
  words: SQL;
  order: 'newest' | 'oldest';
  limit: number;
  offset: number;
}

const idsOf = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as string[]) : (value as string[]));

/** One page of the posts matching `search.words`, in the list's order, and how many match (decision 061). */
export async function searchAdminBlogs(db: Db, search: Search): Promise<AdminSearchPage> {
  const { limit, offset } = search;
  const filters = search.filters ?? sql`true`;
  const dir = sql.raw(search.order === 'oldest' ? 'asc' : 'desc');
  const by = sql`created_at ${dir}, id ${dir}`;
  const matching = sql`${filters} and search @@ ${search.words}`;
  /** The ids of the page of `from` (posts with their id and created_at), as a JSON array. */
  const pageOf = (from: SQL) =>
    sql`coalesce((select json_agg(id order by ${by}) from (
      select id, created_at from ${from} order by ${by} limit ${limit} offset ${offset}
    ) p), '[]')`;
  const m = sql.raw('m');

  // The newest posts (the oldest, in that order) checked one by one, in one pass: how many there were (fewer than
  // the walk: the whole list), and which of them match.
  const [walk] = await rows<{ matched: number; walked: number; ids: unknown }>(
    db,
    sql`with w as materialized (
      select id, created_at, search @@ ${search.words} as hit
      from ${blogs} where ${filters} order by ${by} limit ${ADMIN_SEARCH_WALK}
    ), m as (select id, created_at from w where hit)
    select (select count(*) from m)::int as matched, (select count(*) from w)::int as walked, ${pageOf(m)} as ids`,
  );
  const matched = walk?.matched ?? 0;
  if ((walk?.walked ?? 0) < ADMIN_SEARCH_WALK) return { ids: idsOf(walk?.ids), total: matched, more: false };
  const capped = (n: number) => ({ total: Math.min(n, SEARCH_MATCH_CAP), more: n > SEARCH_MATCH_CAP });

  if (matched >= offset + limit) {
    // The page is among the posts checked. A common word counts no further; a rarer one is counted by the index.
    if (matched > SEARCH_MATCH_CAP) return { ids: idsOf(walk?.ids), ...capped(matched) };
    const [counted] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${blogs} where ${matching} limit ${SEARCH_MATCH_CAP + 1}) c`,
    );
    return { ids: idsOf(walk?.ids), ...capped(counted?.n ?? 0) };
  }
  if (matched > SEARCH_MATCH_CAP) {
    // A page past the first thousand matches of a common word: read in the list's order, as far as it lies.
    const [page] = await rows<{ ids: unknown }>(
      db,
      sql`select ${pageOf(sql`(select id, created_at from ${blogs} where ${matching}) f`)} as ids`,
    );
    return { ids: idsOf(page?.ids), ...capped(matched) };
  }
  // A rare word, past the posts checked: the index finds every match (fewer than the page needs in 5,000 posts).
  const [found] = await rows<{ n: number; ids: unknown }>(
    db,
    sql`with m as materialized (select id, created_at from ${blogs} where ${matching})
    select (select count(*) from m)::int as n, ${pageOf(m)} as ids`,
  );
  return { ids: idsOf(found?.ids), ...capped(found?.n ?? 0) };
}
