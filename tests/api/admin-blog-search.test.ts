/**
 * The back office's blog search on a blog larger than the posts it checks in order (decision 061): 6,000 posts, of
 * which the newest 5,000 are checked one by one and the rest found through the index. Whatever path answers, the
 * page holds the posts a person expects in the order they asked for, and the count is exact up to 1,000 and
 * '1,000+' (X-More-Than-Total) above it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SEARCH_WALK, SEARCH_MATCH_CAP } from '../../src/shared/limits';
import { signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';

const POSTS = 6_000;
const PAGE = 9;

let t: TestApp;
let editor: { authorization: string };

/**
 * Post i (1 the newest) is titled 'Harbour post i', with 'tenthword' when i is a multiple of 10, 'fifthword' of 5
 * and 'raremark' of 1,000; one in three is a draft.
 */
beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE: 'false' });
  editor = await signIn(t, 'editor');
  await t.database.db.execute(sql`
    insert into blogs (slug, title, content, excerpt, category, status, tags, author, created_at, updated_at)
    select 'harbour-post-' || i,
      'Harbour post ' || i
        || (case when i % 10 = 0 then ' tenthword' else '' end)
        || (case when i % 5 = 0 then ' fifthword' else '' end)
        || (case when i % 1000 = 0 then ' raremark' else '' end),
      '<p>Notes from the quay.</p>', 'Notes from the quay.', 'Travel',
      (case when i % 3 = 0 then 'draft' else 'published' end)::blog_status,
      array['harbour'], 'Admin', now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
    from generate_series(1, ${POSTS}::int) as i`);
}, 120_000);
afterAll(() => t?.close());

/** The numbers of the posts, 1 to 6,000, that `keep` holds, newest first. */
const posts = (keep: (i: number) => boolean) => Array.from({ length: POSTS }, (_, n) => n + 1).filter(keep);

async function search(query: string, who = editor) {
  const res = await t.app.inject({ method: 'GET', url: `/api/blog/admin/all?${query}`, headers: who });
  expect(res.statusCode, res.body).toBe(200);
  return {
    /** The posts' numbers, as the page lists them. */
    numbers: (res.json() as { title: string }[]).map(({ title }) => Number(/post (\d+)/.exec(title)?.[1])),
    total: Number(res.headers['x-total-count']),
    more: res.headers['x-more-than-total'] === 'true',
  };
}

describe(`the back office's blog search, ${POSTS.toLocaleString('en-US')} posts`, () => {
  it('checks fewer posts in order than the blog holds', () => {
    expect(ADMIN_SEARCH_WALK).toBeLessThan(POSTS);
    expect(SEARCH_MATCH_CAP).toBe(1000);
  });

  it('finds a rare word beyond the newest posts checked, with its exact count, in either order', async () => {
    const rare = posts((i) => i % 1000 === 0);
    expect(await search('q=raremark')).toEqual({ numbers: rare, total: 6, more: false });
    // As it is typed: the start of the word.
    expect(await search('q=raremar')).toEqual({ numbers: rare, total: 6, more: false });
    expect(await search('q=raremark&order=oldest')).toEqual({ numbers: [...rare].reverse(), total: 6, more: false });
  });

  it('pages past the posts checked in order with a word in one post of ten', async () => {
    const tenth = posts((i) => i % 10 === 0);
    // Page 60 starts at the 532nd match: post 5,320, older than the 5,000 checked.
    const page60 = await search('q=harbour%20tenthword&page=60');
    expect(page60).toEqual({ numbers: tenth.slice(59 * PAGE, 60 * PAGE), total: 600, more: false });
    expect(page60.numbers[0]).toBe(5320);
    const first = await search('q=tenthword');
    expect(first).toEqual({ numbers: tenth.slice(0, PAGE), total: 600, more: false });
  });

  it("counts to 1,000 and says '1,000+' when more match, on every page", async () => {
    // One post in five: 1,000 among the 5,000 checked, 1,200 in all.
    const fifth = posts((i) => i % 5 === 0);
    expect(await search('q=fifthword')).toEqual({ numbers: fifth.slice(0, PAGE), total: 1000, more: true });
    // Every post: the page is read in order however deep it lies, past the 5,000 checked too.
    const all = posts(() => true);
    expect(await search('q=harbour')).toEqual({ numbers: all.slice(0, PAGE), total: 1000, more: true });
    expect(await search('q=harbour&page=300')).toEqual({
      numbers: all.slice(299 * PAGE, 300 * PAGE),
      total: 1000,
      more: true,
    });
    expect(await search('q=harbour&page=600&order=oldest')).toEqual({
      numbers: [...all].reverse().slice(599 * PAGE, 600 * PAGE),
      total: 1000,
      more: true,
    });
    // Past the last match: an empty page, the same count.
    expect(await search('q=raremark&page=2')).toEqual({ numbers: [], total: 6, more: false });
  });

  it('searches within a status, and shows a Contributor only what they may see', async () => {
    const drafts = posts((i) => i % 1000 === 0 && i % 3 === 0);
    expect(await search('q=raremark&status=draft')).toEqual({ numbers: drafts, total: 2, more: false });
    const contributor = await signIn(t, 'contributor');
    const published = posts((i) => i % 1000 === 0 && i % 3 !== 0);
    expect(await search('q=raremark', contributor)).toEqual({ numbers: published, total: 4, more: false });
    // Post 5,997 is a draft, someone else's.
    expect(await search('q=harbour%20post%205997', contributor)).toEqual({ numbers: [], total: 0, more: false });
    expect((await search('q=harbour%20post%205998', contributor)).numbers).toEqual([5998]);
  });

  it('matches whole words before the last, leaving out words too common to be kept', async () => {
    // 'the' is no word of the posts' index; 'harb' is a start only as the last word.
    expect((await search('q=the%20raremark')).total).toBe(6);
    expect((await search('q=harb%20raremark')).total).toBe(0);
    expect((await search('q=raremark%20harb')).total).toBe(6);
  });
});
