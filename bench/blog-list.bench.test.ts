/**
 * Blog lists at scale: 10,000 posts, public and admin lists, against GET /api/health (one trivial
 * query through the same stack) as the baseline. Budget: tens of milliseconds (median < 100 ms).
 * The public pages a crawler or visitor asks for at that scale (the blog page, page 500, a search, the
 * sitemap), rendered with the page cache off: median under 10 ms on PostgreSQL, 20 ms on PGlite (issue 11), or the
 * same ratio to GET /api/health on a slow spell (docs/decisions/033).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../tests/helpers/admin';
import { createTestApp, type TestApp } from '../tests/helpers/app';
import { settle } from '../tests/helpers/database';
import { allowedMs, budgetLine, type Figure, measure, measureInTurns, report } from './measure';

const POSTS = 10_000;
const BUDGET_MS = 100;
const PAGE_BUDGET_MS = process.env.TEST_DATABASE_URL ? 10 : 20;

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  // The queries are what is timed here: with the read cache on, every figure after the first would be a cache hit.
  t = await createTestApp({ PAGE_CACHE: 'false' });
  auth = await signIn(t);
  const body = `<h2>Heading</h2><p>${'A paragraph of a realistic length about software delivery. '.repeat(40)}</p>`;
  await t.database.db.execute(sql`
    insert into blogs (slug, title, content, excerpt, category, status, tags, author, created_at, updated_at)
    select 'post-' || i, 'Post number ' || i, ${body}, left(${body}, 90),
      (array['Technology','Business','Health','Travel','Food','Lifestyle','Other'])[1 + i % 7],
      (case when i % 10 = 0 then 'draft' else 'published' end)::blog_status,
      array['tag-' || (i % 50), 'web'], 'Admin',
      now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
    from generate_series(1, ${POSTS}) as i`);
  // As the database leaves it once it has tidied up after the insert (autovacuum, or PGlite's nightly job).
  await settle(t.database.db, 'blogs');
}, 300_000);
afterAll(() => t.close());

describe(`blog lists with ${POSTS.toLocaleString('en-US')} posts`, () => {
  it('answer in tens of milliseconds', async () => {
    const get =
      (url: string, headers = {}) =>
      async () => {
        const res = await t.app.inject({ method: 'GET', url, headers });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      };
    const baseline = await measure('GET /api/health', get('/api/health'));
    const figures = [
      await measure('public list, page 1', get('/api/blog?limit=9')),
      await measure('public list, by category', get('/api/blog?category=Business&limit=9')),
      await measure('public list, by tag', get('/api/blog?tag=tag-7&limit=9')),
      await measure('public list, page 500', get('/api/blog?limit=9&page=500')),
      await measure('public list, text search', get('/api/blog?q=number%2099&limit=9')),
      await measure('admin list, page 1 of 9', get('/api/blog/admin/all?limit=9&page=1', auth)),
      await measure('admin list, page 1000 of 9', get('/api/blog/admin/all?limit=9&page=1000', auth)),
      await measure('admin list, in review', get('/api/blog/admin/all?status=review', auth)),
      await measure('admin list, words searched', get('/api/blog/admin/all?q=number%2099', auth)),
      // What a client written from the spec asks for: no longer every post, but the first page (issue 29).
      await measure('admin list, no limit (its first page)', get('/api/blog/admin/all', auth)),
    ];
    report(`Blog lists, ${POSTS} posts`, baseline, figures);
    for (const f of figures) expect(f.medianMs, f.name).toBeLessThan(BUDGET_MS);
  });

  it(`render the blog's pages and the sitemap in a median under ${PAGE_BUDGET_MS} ms, uncached`, async () => {
    expect(process.env.NODE_ENV, 'run the benchmarks with npm run bench').toBe('production');
    const get = (url: string) => async () => {
      const res = await t.app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    };
    const [baseline, ...figures] = (await measureInTurns(
      [
        { name: 'GET /api/health', run: get('/api/health') },
        { name: 'GET /blog', run: get('/blog') },
        { name: 'GET /blog?page=500', run: get('/blog?page=500') },
        { name: 'GET /blog?q=number 99', run: get('/blog?q=number%2099') },
        { name: 'GET /sitemap.xml (an index of 3 files)', run: get('/sitemap.xml') },
      ],
      { warmup: 50 },
    )) as [Figure, ...Figure[]];
    // A part file lists 5,000 posts: reported, kept in the cache once made (decision 022).
    const part = await measure('GET /sitemap-posts-1.xml (5,000 posts, no budget)', get('/sitemap-posts-1.xml'), 10, 2);
    report(`Blog pages and sitemap, ${POSTS} posts, page cache off`, baseline, [...figures, part]);
    console.log(budgetLine(PAGE_BUDGET_MS, baseline.medianMs, 'each page'));
    for (const f of figures) expect(f.medianMs, f.name).toBeLessThan(allowedMs(PAGE_BUDGET_MS, baseline.medianMs));
  });
});
