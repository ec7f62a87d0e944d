/**
 * Growth (issue 29, item 6): every call that reads posts, timed at two sizes of the same site, with the factor by
 * which it grew. PostgreSQL: 10,000 then 100,000 published posts; PGlite (a small site's database): 1,000 then
 * 10,000. Between the two, the posts are added and the table vacuumed and analysed as a live site's would be
 * (autovacuum, or PGlite's nightly job), the page cache off so that each query is timed. Each figure is taken in turns
 * with `GET /api/health` (measure.ts), and its growth is the growth of its ratio to that baseline, so that a slow
 * spell during one size does not count as growth. Budget: no call grows more than 3x while the site grows 10x.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../tests/helpers/admin';
import { createTestApp, type TestApp } from '../tests/helpers/app';
import { settle } from '../tests/helpers/database';
import { type Figure, measureInTurns } from './measure';

const GROWTH_BUDGET = 3;
/** `[]`: a list answer with no item. */
const EMPTY_LIST_BYTES = 2;
const SIZES = process.env.TEST_DATABASE_URL ? [10_000, 100_000] : [1_000, 10_000];
/** A word in one post of 5,000: a rare search. Every post says 'software': the most common one. */
const RARE = 'kestrelwing';
/** A word in one post of 500, in the back office's search: in a page's worth of posts at every size. */
const FEW = 'ospreyfin';

let t: TestApp;
let auth: { authorization: string };
let postId = 0;
let seeded = 0;
/** The bytes of each call's last answer, by its URL. */
const answered = new Map<string, number>();

/** Adds published posts (one in ten a draft, as a working blog has) until there are `total`. */
async function growTo(total: number) {
  const body = `<h2>Heading</h2><p>${'A paragraph of a realistic length about software delivery. '.repeat(40)}</p>`;
  await t.database.db.execute(sql`
    insert into blogs (slug, title, content, excerpt, category, status, tags, author, created_at, updated_at)
    select 'post-' || i,
      'Post number ' || i || (case when i % 5000 = 0 then ${` ${RARE}`} else '' end)
        || (case when i % 500 = 0 then ${` ${FEW}`} else '' end),
      ${body}, left(${body}, 90),
      (array['Technology','Business','Health','Travel','Food','Lifestyle','Other'])[1 + i % 7],
      (case when i % 10 = 0 then 'draft' else 'published' end)::blog_status,
      array['tag-' || (i % 50), 'web'], 'Admin',
      now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
    from generate_series(${seeded + 1}::int, ${total}::int) as i`);
  seeded = total;
  await settle(t.database.db, 'blogs');
}

beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE: 'false' });
  auth = await signIn(t);
}, 60_000);
afterAll(() => t.close());

/** Every call that reads posts, as a visitor, a crawler or the back office asks it. */
function calls() {
  const table: [name: string, url: string, staff?: boolean, grows?: boolean][] = [
    ['GET /api/health', '/api/health'],
    // Lists
    ['list: /api/blog, page 1', '/api/blog?limit=9'],
    ['list: by category', '/api/blog?category=Business&limit=9'],
    ['list: by tag', '/api/blog?tag=tag-7&limit=9'],
    ['list: page 50', '/api/blog?limit=9&page=50'],
    ['list: one post by its address', '/api/blog/slug/post-5'],
    // Pages
    ['page: /', '/'],
    ['page: /blog', '/blog'],
    ['page: /blog?page=50', '/blog?page=50'],
    ['page: an article', '/blog/post-5'],
    ['feed: /blog/rss.xml', '/blog/rss.xml'],
    // Search
    ['search: /blog?q=software (every post)', '/blog?q=software'],
    [`search: /blog?q=${RARE} (1 in 5,000)`, `/blog?q=${RARE}`],
    ['search: /api/blog?q=software', '/api/blog?q=software&limit=9'],
    // Sitemap
    ['sitemap: /sitemap.xml', '/sitemap.xml', false, true],
    ['sitemap: /sitemap-posts-1.xml', '/sitemap-posts-1.xml', false, true],
    // The back office
    ['admin: blog list, page 1', '/api/blog/admin/all?limit=9&page=1', true],
    ['admin: blog list, page 50', '/api/blog/admin/all?limit=9&page=50', true],
    ['admin: blog list, in review', '/api/blog/admin/all?status=review', true],
    ['admin: blog list, words searched', '/api/blog/admin/all?q=number%2099', true],
    ['admin: blog list, searched for every post', '/api/blog/admin/all?q=software', true],
    ['admin: blog list, the start of a word in every post', '/api/blog/admin/all?q=softw', true],
    [`admin: blog list, a word in 1 post of 500`, `/api/blog/admin/all?q=${FEW}`, true],
    ['admin: blog list, words searched, page 50', '/api/blog/admin/all?q=post%20number%205&page=50', true],
    ['admin: search box', '/api/admin/search?q=software', true],
    ['admin: dashboard', '/api/admin/dashboard', true],
    ['admin: one post', `/api/blog/${postId}`, true],
  ];
  return table.map(([name, url, staff, grows]) => ({
    name,
    url,
    grows,
    run: async () => {
      const res = await t.app.inject({ method: 'GET', url, headers: staff ? auth : {} });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      answered.set(url, res.rawPayload.length);
    },
  }));
}

describe(`calls that read posts, at ${SIZES.map((n) => n.toLocaleString('en-US')).join(' and ')} posts`, () => {
  it(`grow no more than ${GROWTH_BUDGET}x while the posts grow ${(SIZES[1] ?? 0) / (SIZES[0] ?? 1)}x`, async () => {
    expect(process.env.NODE_ENV, 'run the benchmarks with npm run bench').toBe('production');
    const bySize: Figure[][] = [];
    const bytesBySize: number[][] = [];
    let list: ReturnType<typeof calls> = [];
    for (const size of SIZES) {
      await growTo(size);
      const rows = (await t.database.db.execute(sql`select id from blogs where slug = 'post-5'`)) as unknown as {
        rows: { id: number }[];
      };
      postId = rows.rows[0]?.id ?? 0;
      list = calls();
      bySize.push(await measureInTurns(list, { rounds: 5, perRound: 4, warmup: 5 }));
      bytesBySize.push(list.map(({ url }) => answered.get(url) ?? 0));
    }
    const [small, large] = bySize as [Figure[], Figure[]];
    const [baseSmall, baseLarge] = [small[0] as Figure, large[0] as Figure];
    const over: string[] = [];
    const rows = small.slice(1).map((figure, index) => {
      const grown = large[index + 1] as Figure;
      const slower = grown.medianMs / baseLarge.medianMs / (figure.medianMs / baseSmall.medianMs);
      const [bytesSmall = 1, bytesLarge = 1] = [bytesBySize[0]?.[index + 1], bytesBySize[1]?.[index + 1]];
      const longer = bytesLarge / bytesSmall;
      // An answer that itself grows with the site (a sitemap part fills up to its 5,000 posts) may take as much longer.
      const growth = slower / (list[index + 1]?.grows ? Math.max(1, longer) : 1);
      // A page that is empty at the smaller size (page 50 of a search, on PGlite's 1,000 posts) has nothing to
      // compare with: it is shown, not budgeted.
      const comparable = bytesSmall > EMPTY_LIST_BYTES || bytesLarge <= EMPTY_LIST_BYTES;
      if (comparable && growth > GROWTH_BUDGET) over.push(`${figure.name}: ${growth.toFixed(1)}x`);
      return {
        call: figure.name,
        [`ms at ${SIZES[0]}`]: figure.medianMs.toFixed(2),
        [`ms at ${SIZES[1]}`]: grown.medianMs.toFixed(2),
        'answer grew': `${longer.toFixed(2)}x`,
        growth: comparable ? `${growth.toFixed(2)}x` : `(${growth.toFixed(2)}x, empty at ${SIZES[0]})`,
      };
    });
    console.log(
      `\nGrowth, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: medians, page cache off; growth is ` +
        `the ratio to GET /api/health at ${SIZES[1]} over the same at ${SIZES[0]} (health ` +
        `${baseSmall.medianMs.toFixed(2)} and ${baseLarge.medianMs.toFixed(2)} ms). Budget ${GROWTH_BUDGET}x.`,
    );
    console.table(rows);
    expect(over, 'calls that grew past the budget').toEqual([]);
  }, 1_800_000);
});
