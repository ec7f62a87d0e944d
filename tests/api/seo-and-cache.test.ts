import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { services } from '../../src/server/db/schema';
import { multipart, signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeBlog, makeService } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://www.kestrel.example' });
  await makeBlog(t.database.db, { title: 'Live post', updatedAt: new Date('2026-05-04T10:00:00Z') });
  await makeBlog(t.database.db, { title: 'Hidden draft', status: 'draft' });
  await makeService(t.database.db, { name: 'Original name', updatedAt: new Date('2026-06-01T00:00:00Z') });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('for search engines and feed readers', () => {
  it('lists every public page and published post in the sitemap, with lastmod, and no draft', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers['content-type']).toContain('application/xml');
    for (const path of [
      '/',
      '/about',
      '/services',
      '/products',
      '/blog',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
      '/refund-policy',
    ]) {
      expect(res.body).toContain(`<loc>https://www.kestrel.example${path === '/' ? '/' : path}</loc>`);
    }
    expect(res.body).toContain(
      '<url><loc>https://www.kestrel.example/blog/live-post</loc><lastmod>2026-05-04</lastmod></url>',
    );
    expect(res.body).toContain(
      '<url><loc>https://www.kestrel.example/services</loc><lastmod>2026-06-01</lastmod></url>',
    );
    expect(res.body).not.toContain('hidden-draft');
    // The blog list is dated by its newest published post, not by a draft saved later.
    expect(res.body).toContain('<url><loc>https://www.kestrel.example/blog</loc><lastmod>2026-05-04</lastmod></url>');
  });

  it('keeps the lost page out of search engines: noindex, and no canonical address', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).not.toContain('rel="canonical"');
    expect(res.body).not.toContain('og:url');
    const found = await get('/about');
    expect(found.body).toContain('<link rel="canonical" href="https://www.kestrel.example/about">');
    expect(found.body).not.toContain('name="robots"');
  });

  it('keeps crawlers out of the admin area and names the sitemap in robots.txt', async () => {
    const body = (await get('/robots.txt')).body;
    expect(body).toMatch(/^User-agent: \*$/m);
    for (const path of ['/admin', '/login', '/api/']) expect(body).toContain(`Disallow: ${path}\n`);
    expect(body).toContain('Sitemap: https://www.kestrel.example/sitemap.xml');
  });

  it('publishes an RSS 2.0 feed of published posts only', async () => {
    const res = await get('/blog/rss.xml');
    expect(res.headers['content-type']).toContain('application/rss+xml');
    expect(res.body).toContain('<rss version="2.0"');
    expect(res.body).toContain('<link>https://www.kestrel.example/blog/live-post</link>');
    expect(res.body).not.toContain('Hidden draft');
    expect(res.body).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4}/);
  });
});

describe('the rendered-page cache', () => {
  it('answers 304 to a request that already has the current page', async () => {
    const first = await get('/');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get('/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the kept page until content changes through the API, then renders afresh', async () => {
    expect((await get('/')).body).toContain('Original name');
    // A change behind the API's back is not seen: the page comes from the cache.
    await t.database.db.update(services).set({ name: 'Sneaky name' }).where(eq(services.name, 'Original name'));
    expect((await get('/')).body).toContain('Original name');
    // An admin write empties the cache.
    const auth = await signIn(t);
    const [row] = await t.database.db.select().from(services);
    const form = multipart({ name: 'Renamed service', description: 'New words.' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/service/${row?.id}`,
      payload: form.payload,
      headers: { ...auth, ...form.headers },
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/')).body).toContain('Renamed service');
  });

  it("empties another instance's cache when content changes on this one", async () => {
    const other = await buildApp(t.config, { database: t.database });
    try {
      expect((await other.inject({ method: 'GET', url: '/' })).body).toContain('Renamed service');
      const auth = await signIn(t);
      const [row] = await t.database.db.select().from(services);
      const form = multipart({ name: 'Changed elsewhere', description: 'x' });
      await t.app.inject({
        method: 'PUT',
        url: `/api/service/${row?.id}`,
        payload: form.payload,
        headers: { ...auth, ...form.headers },
      });
      // PostgreSQL delivers the notice asynchronously: give it a moment.
      let body = '';
      for (let i = 0; i < 50 && !body.includes('Changed elsewhere'); i++) {
        body = (await other.inject({ method: 'GET', url: '/' })).body;
        if (!body.includes('Changed elsewhere')) await new Promise((r) => setTimeout(r, 20));
      }
      expect(body).toContain('Changed elsewhere');
    } finally {
      await other.close();
    }
  });
});
