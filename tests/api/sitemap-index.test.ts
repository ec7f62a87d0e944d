/** Past a few thousand addresses, /sitemap.xml is an index of part files, each kept like a page. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_PART_SIZE } from '../../src/server/render/seo.routes';
import { multipart, signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';

const BASE = 'https://www.kestrel.example';
/** Published posts: one part full, a second with a few; drafts on top, which no part may list. */
const PUBLISHED = SITEMAP_PART_SIZE + 7;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: BASE });
  await t.database.db.execute(sql`
    insert into blogs (slug, title, content, excerpt, category, status, tags, created_at, updated_at)
    select 'post-' || n, 'Post ' || n, '<p>Text</p>', 'Text', 'Technology', 'published'::blog_status, array['web'],
           timestamp '2026-01-01' + n * interval '1 minute', timestamp '2026-03-01'
    from generate_series(1, ${PUBLISHED}) as n`);
  await t.database.db.execute(sql`
    insert into blogs (slug, title, content, excerpt, category, status, tags)
    select 'draft-' || n, 'Draft ' || n, '<p>Text</p>', 'Text', 'Technology', 'draft'::blog_status, array['web']
    from generate_series(1, 20) as n`);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);

describe('a sitemap of many posts', () => {
  it('becomes an index of the pages file and one file per part of the posts', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.body)).toEqual([
      `${BASE}/sitemap-pages.xml`,
      `${BASE}/sitemap-posts-1.xml`,
      `${BASE}/sitemap-posts-2.xml`,
    ]);
    expect(index.body).toContain('<lastmod>2026-03-01</lastmod>');

    const pages = locs((await get('/sitemap-pages.xml')).body);
    expect(pages).toContain(`${BASE}/about`);
    expect(pages.some((loc) => loc.includes('/blog/'))).toBe(false);

    const first = locs((await get('/sitemap-posts-1.xml')).body);
    const second = locs((await get('/sitemap-posts-2.xml')).body);
    expect(first).toHaveLength(SITEMAP_PART_SIZE);
    expect(second).toHaveLength(7);
    // Oldest first, every published post once, no draft.
    expect(first[0]).toBe(`${BASE}/blog/post-1`);
    expect(second.at(-1)).toBe(`${BASE}/blog/post-${PUBLISHED}`);
    const all = new Set([...first, ...second]);
    expect(all.size).toBe(PUBLISHED);
    expect([...all].some((loc) => loc.includes('draft'))).toBe(false);
  });

  it('answers 404 for a part past the last, or a part name that is not a number', async () => {
    for (const url of [
      '/sitemap-posts-3.xml',
      '/sitemap-posts-0.xml',
      '/sitemap-posts-x.xml',
      '/sitemap-posts-01.xml',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('keeps each file like a page: compressed once, 304 when unchanged, renewed when content changes', async () => {
    const first = await get('/sitemap-posts-1.xml', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const plain = await get('/sitemap-posts-1.xml');
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    const etag = String(first.headers.etag);
    const again = await get('/sitemap-posts-1.xml', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);

    // A post published through the back office is in the last part at once.
    const auth = await signIn(t);
    const form = multipart({
      title: 'Fresh from the office',
      content: '<p>New</p>',
      category: 'Technology',
      status: 'published',
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/blog',
      payload: form.payload,
      headers: { ...auth, ...form.headers },
    });
    expect(created.statusCode).toBe(201);
    const after = await get('/sitemap-posts-2.xml');
    expect(locs(after.body)).toContain(`${BASE}/blog/fresh-from-the-office`);
  });
});
