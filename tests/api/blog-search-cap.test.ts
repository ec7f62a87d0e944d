/**
 * The public search past a thousand matches (issue 29, decision 052): the newest 1,000 matches are ranked, best
 * first, and counted as '1,000+'; pages end at the cap; quotes, `or` and `-word` still narrow the matches; each
 * search's answer is kept per query until content changes. On PGlite and PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../../src/server/db/schema';
import { SEARCH_MATCH_CAP, SEARCH_SCAN_CAP } from '../../src/shared/limits';
import { BLOG_STRINGS } from '../../src/web/public/blog/strings';
import { createTestApp, type TestApp } from '../helpers/app';

const POSTS = SEARCH_MATCH_CAP + 5;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Post 1 is the newest. Every post mentions the harbour; all but the five newest mention its pier too (1,000
  // posts: exactly the cap), the five its dawn. Post 500 has the harbour in its title; the oldest, post 1,005, a ferry.
  await t.database.db.execute(sql`
    insert into blogs (slug, title, content, excerpt, category, status, author, created_at, updated_at, published_at)
    select 'note-' || i,
      case i when 500 then 'Harbour lights' when ${POSTS}::int then 'The last ferry' else 'Note ' || i end,
      '<p>' || case when i > 5 then 'Boats by the harbour pier' else 'Boats in the harbour at dawn' end || ' on day ' || i
        || case when i = ${POSTS}::int then ', then the ferry.' else '.' end || '</p>',
      'A note from the coast.', 'Travel', 'published', 'Admin',
      now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
    from generate_series(1, ${POSTS}::int) as i`);
  // A draft is never a match, however many there are.
  await t.database.db.execute(sql`
    insert into blogs (slug, title, content, excerpt, category, status, author)
    values ('draft-harbour', 'Harbour draft', '<p>The harbour, unpublished.</p>', 'Draft.', 'Travel', 'draft', 'Admin')`);
}, 60_000);
afterAll(() => t.close());

interface List {
  blogs: { slug: string; title: string }[];
  total: number;
  page: number;
  totalPages: number;
  moreThanTotal?: boolean;
}
const search = async (q: string, extra = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/blog?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as List;
};

describe('a search matching more than 1,000 posts', () => {
  it('counts to 1,000 and says there are more, with the best match first', async () => {
    const list = await search('harbour');
    expect(list).toMatchObject({ total: 1000, totalPages: 112, moreThanTotal: true });
    expect(list.blogs).toHaveLength(9);
    // 499 posts are newer, but only this one has the word in its title.
    expect(list.blogs[0]?.title).toBe('Harbour lights');
  });

  it('pages through the 1,000 without repeating a post, and ends at the cap', async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => search('harbour', `&page=${n}`)));
    const slugs = pages.flatMap((p) => p.blogs.map((b) => b.slug));
    expect(new Set(slugs).size).toBe(27);
    expect((await search('harbour', '&page=112')).blogs).toHaveLength(1);
    const past = await search('harbour', '&page=113');
    expect(past).toMatchObject({ blogs: [], total: 1000, totalPages: 112, moreThanTotal: true });
    const wide = await Promise.all([20, 21].map((n) => search('harbour', `&limit=50&page=${n}`)));
    expect(wide.map((p) => p.blogs.length)).toEqual([50, 0]);
  });

  it('finds an older post past the 1,000 when more words narrow the search', async () => {
    const list = await search('harbour ferry');
    expect(list.blogs.map((b) => b.title)).toEqual(['The last ferry']);
    expect(list).toMatchObject({ total: 1, totalPages: 1 });
    expect(list.moreThanTotal).toBeUndefined();
  });

  it('counts exactly when exactly 1,000 match, and exactly below', async () => {
    const pier = await search('pier');
    expect(pier).toMatchObject({ total: 1000, totalPages: 112 });
    expect(pier.moreThanTotal).toBeUndefined();
    expect(await search('harbour -pier')).toMatchObject({ total: 5, totalPages: 1 });
  });

  it('keeps quotes, or and minus', async () => {
    expect(await search('"harbour pier"')).toMatchObject({ total: 1000 });
    expect(await search('"pier harbour"')).toMatchObject({ total: 0, blogs: [] });
    expect(await search('pier or dawn')).toMatchObject({ total: 1000, moreThanTotal: true });
    expect((await search('ferry or lights')).blogs.map((b) => b.title).sort()).toEqual([
      'Harbour lights',
      'The last ferry',
    ]);
    expect((await search('harbour -boats')).blogs).toEqual([]);
  });

  it('answers a burst of the same search alike', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.app.inject({ method: 'GET', url: '/api/blog?q=boats' })),
    );
    const bodies = new Set(answers.map((res) => res.body));
    expect(bodies.size).toBe(1);
    expect(answers[0]?.json()).toMatchObject({ total: 1000, moreThanTotal: true });
  });

  it("shows '1,000+' on the blog page", async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/blog?q=harbour' })).body;
    expect(BLOG_STRINGS.resultsFor('harbour', 1000, true)).toBe('1,000+ articles match “harbour”.');
    expect(html).toContain(BLOG_STRINGS.resultsFor('harbour', 1000, true));
    expect(html).toContain('href="/blog?q=harbour&amp;page=112"');
    const exact = (await t.app.inject({ method: 'GET', url: '/blog?q=pier' })).body;
    expect(exact).toContain('1,000 articles match “pier”.');
  });

  it('refuses words past 200 characters with a 400, and a page that is no number', async () => {
    for (const url of [`/api/blog?q=${'harbour '.repeat(30)}`, '/api/blog?q=harbour&page=0', '/api/blog?q=x&page=a']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('checks a phrase on the newest 5,000 posts holding its words, and says more may match', async () => {
    // 5,001 posts hold both words; one in ten has them side by side.
    await t.database.db.execute(sql`
      insert into blogs (slug, title, content, excerpt, category, status, author, created_at, updated_at)
      select 'gull-' || i, 'Gull ' || i,
        case when i % 10 = 0 then '<p>Seen from the gull bay pier.</p>' else '<p>A bay, and a gull.</p>' end,
        'Birds.', 'Travel', 'published', 'Admin', now() - interval '1 day' - (i || ' minutes')::interval, now()
      from generate_series(1, ${SEARCH_SCAN_CAP + 1}::int) as i`);
    t.app.pageCache.clear();
    const phrase = await search('"gull bay"');
    expect(phrase).toMatchObject({ total: 500, totalPages: 56, moreThanTotal: true });
    const html = (await t.app.inject({ method: 'GET', url: '/blog?q=%22gull+bay%22' })).body;
    expect(html).toContain(BLOG_STRINGS.resultsFor('"gull bay"', 500, true).replaceAll('"', '&quot;'));
    // 500 posts hold both words: every one is checked, and the count is exact.
    const few = await search('"bay pier"');
    expect(few).toMatchObject({ total: 500, totalPages: 56 });
    expect(few.moreThanTotal).toBeUndefined();
  });

  it('keeps each search answer per query until content changes', async () => {
    const before = await search('coast');
    await t.database.db.update(blogs).set({ title: 'Coast guard' }).where(eq(blogs.slug, 'note-1'));
    // Changed behind the API's back: the kept answer for these words stands; other words are read anew.
    expect(await search('coast')).toEqual(before);
    expect((await search('guard')).blogs.map((b) => b.title)).toEqual(['Coast guard']);
    const page = (await t.app.inject({ method: 'GET', url: '/blog?q=guard' })).body;
    expect(page).toContain('Coast guard');
  });
});
