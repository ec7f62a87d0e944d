/**
 * No back-office list answers more than a page (issue 29): with 10,000 posts, subscribers, contact messages,
 * images, activity entries and deleted records, every staff GET of the route table is called as the owner, with no
 * query, and every array in its answer holds at most a page. A list added later without paging fails here. The
 * sizes and times of the lists' answers are printed (docs/back-office.md quotes them).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBERS_PER_PAGE } from '../../src/shared/subscriptions';
import { signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { settle } from '../helpers/database';

const ROWS = 10_000;
/** The largest page a list answers when it is asked for none (subscribers and activity: 25). */
const PAGE = SUBSCRIBERS_PER_PAGE;
/** Downloads of everything, on purpose and on request: a file, not a list. */
const DOWNLOADS = new Set(['/api/admin/backup', '/api/contact/export', '/api/admin/subscribers/export']);

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE: 'false' });
  auth = await signIn(t, 'owner');
  const db = t.database.db;
  await db.execute(sql`
    insert into blogs (slug, title, content, excerpt, category, status, tags, author, created_at, updated_at)
    select 'post-' || i, 'Post number ' || i, '<p>About software delivery, part ' || i || '.</p>', 'Part ' || i,
      (array['Technology','Business','Health','Travel','Food','Lifestyle','Other'])[1 + i % 7],
      (array['draft','published','published','scheduled','review'])[1 + i % 5]::blog_status,
      array['web'], 'Admin', now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`
    insert into subscribers (email, status, created_at)
    select 'reader' || i || '@example.com', (array['pending','confirmed','unsubscribed'])[1 + i % 3]::subscriber_status,
      now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`
    insert into contact_submissions (first_name, last_name, email, number, message, created_at, updated_at)
    select 'Visitor', 'Number ' || i, 'visitor' || i || '@example.com', '+44 20 7946 0' || (i % 1000),
      'A question about a project, number ' || i || '.', now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`
    insert into media (name, file_name, width, height, bytes, created_at)
    select 'image-' || i || '.webp', 'photo-' || i || '.jpg', 1200, 800, 84000, now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`
    insert into activity (at, admin_email, admin_name, action, type, title)
    select now() - (i || ' minutes')::interval, 'owner@example.com', 'Owner', 'update', 'blog', 'Post number ' || i
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`
    insert into trash (type, record_id, title, data, deleted_at)
    select 'service', gen_random_uuid(), 'Service number ' || i, '{}'::jsonb, now() - (i || ' seconds')::interval
    from generate_series(1, ${ROWS}) as i`);
  for (const table of ['blogs', 'subscribers', 'contact_submissions', 'media', 'activity', 'trash']) {
    await settle(db, table);
  }
}, 300_000);
afterAll(() => t?.close());

/** The length of every array in `value`, however deep. */
function arrayLengths(value: unknown, path = '$'): [string, number][] {
  if (Array.isArray(value)) {
    return [[path, value.length], ...value.flatMap((item, i) => arrayLengths(item, `${path}[${i}]`))];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => arrayLengths(item, `${path}.${key}`));
  }
  return [];
}

describe(`the back office with ${ROWS.toLocaleString('en-US')} of everything`, () => {
  it('answers at most a page from every staff GET, however many rows there are', async () => {
    const routes = t.app.routeList.filter(
      (r) =>
        r.method === 'GET' && r.url.startsWith('/api/') && !r.public && !r.url.includes(':') && !DOWNLOADS.has(r.url),
    );
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/blog/admin/all',
        '/api/contact',
        '/api/admin/subscribers',
        '/api/admin/media',
        '/api/admin/activity',
        '/api/trash',
      ]),
    );
    const tooLong: string[] = [];
    const figures: string[] = [];
    for (const route of routes) {
      const call = () => t.app.inject({ method: 'GET', url: route.url, headers: auth });
      // Timed warm: the first call of a route also prepares its statements.
      await call();
      const started = performance.now();
      const res = await call();
      const ms = performance.now() - started;
      if (res.statusCode !== 200) continue;
      for (const [path, length] of arrayLengths(res.json())) {
        if (length > PAGE) tooLong.push(`${route.url} ${path}: ${length}`);
      }
      const total = res.headers['x-total-count'];
      figures.push(
        `${route.url}: ${(res.rawPayload.length / 1024).toFixed(1)} KB in ${ms.toFixed(0)} ms${total ? ` (of ${total})` : ''}`,
      );
    }
    console.info(`Answers with ${ROWS} rows each:\n${figures.join('\n')}`);
    expect(tooLong).toEqual([]);
  });

  it('answers the blog list page by page, filtered and searched, with the count of every match', async () => {
    const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/blog/admin/all${query}`, headers: auth });
    const first = await get('');
    expect(first.json()).toHaveLength(9);
    expect(first.headers['x-total-count']).toBe(String(ROWS));
    // A client asking for everything gets the largest page, and the count says there is more.
    expect((await get('?limit=100000')).json()).toHaveLength(100);
    const last = await get('?page=1112');
    expect(last.json()).toHaveLength(ROWS - 1111 * 9);
    const review = await get('?status=review&limit=100');
    expect(review.headers['x-total-count']).toBe(String(ROWS / 5));
    expect(new Set(review.json().map((post: { status: string }) => post.status))).toEqual(new Set(['review']));
    const found = await get(`?q=${encodeURIComponent('number 1234')}`);
    expect(found.json().map((post: { title: string }) => post.title)).toContain('Post number 1234');
    const oldest = await get('?order=oldest&limit=1');
    expect(oldest.json()[0].title).toBe(`Post number ${ROWS}`);
  });
});
