import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { SITE } from '../../src/shared/messages';
import { islandsIn } from '../../src/web/entry-server';
import { SAMPLE_POSTS } from '../../src/web/public/blog/strings';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeBlog, makeService } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await makeService(t.database.db, { name: 'Cloud & DevOps', description: 'Pipelines <b>and</b> platforms.' });
});
afterAll(() => t.close());

describe('server render', () => {
  it('sends the home page with the hero headline and its data in the HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(new RegExp(`<h1[^>]*>${SITE.heroHeadline}</h1>`));
    expect(res.body).toContain('<title>Kestrel Digital | Web, Mobile &amp; Digital Services</title>');
    // Data from the API, rendered and escaped, not injected as markup.
    expect(res.body).toContain('Cloud &amp; DevOps');
    expect(res.body).toContain('Pipelines &lt;b&gt;and&lt;/b&gt; platforms.');
  });

  it('sends no page data and no inline script: only the modules its markup names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    // Nothing is hydrated (docs/decisions/024): the data is in the markup only.
    expect(res.body).not.toContain('application/json');
    const inlineScripts = res.body.match(/<script(?![^>]*type="application\/ld\+json")(?![^>]*\bsrc=)[^>]*>/g);
    expect(inlineScripts).toBeNull();
    expect(islandsIn(res.body)).toEqual(['contact-form']);
    const article = (await t.app.inject({ method: 'GET', url: '/about' })).body;
    expect(islandsIn(article)).toEqual([]);
  });

  it('answers a fault header only when browser-test faults are on', async () => {
    // Off (the default): the header changes nothing, and the page is the real one.
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-test-faults': '{"/api/service": 500}' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Cloud &amp; DevOps');
  });

  it('cannot be broken out of by data that contains a closing script tag', async () => {
    await makeService(t.database.db, { name: '</script><script>alert(1)</script>' });
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.body).not.toContain('<script>alert(1)</script>');
  });

  it('shows the three sample posts, each linking to /blog/placeholder, while no post is published', async () => {
    for (const url of ['/', '/blog']) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      const grid = html.match(/<section[^>]*aria-labelledby="blog-grid-heading"[\s\S]*?<\/section>/)?.[0] ?? '';
      const cards = grid.match(/<article[\s\S]*?<\/article>/g) ?? [];
      expect(cards, url).toHaveLength(SAMPLE_POSTS.length);
      SAMPLE_POSTS.forEach((sample, i) => {
        expect(cards[i]).toContain(sample.title);
        expect(cards[i]).toContain(sample.category);
        expect(cards[i]).toContain('href="/blog/placeholder"');
      });
    }
  });

  it("marks the menu's link to the page, or to the section it is in, as the current one", async () => {
    const post = await makeBlog(t.database.db, { title: 'Where the menu points' });
    t.app.pageCache.clear(); // written straight to the database
    const current = async (url: string) => {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      const main = html.match(/<nav aria-label="Main"[\s\S]*?<\/ul>/)?.[0] ?? '';
      // The phone's menu marks the same link.
      const mobile = html.match(/<nav[^>]*aria-label="Mobile"[\s\S]*?<\/nav>/)?.[0] ?? '';
      const marked = (nav: string) =>
        [...nav.matchAll(/<a[^>]*aria-current="page"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
      expect(marked(mobile)).toEqual(marked(main));
      return marked(main);
    };
    expect(await current('/')).toEqual(['Home']);
    expect(await current('/about')).toEqual(['About']);
    expect(await current('/blog')).toEqual(['Blog']);
    expect(await current(`/blog/${post.slug}`)).toEqual(['Blog']);
    expect(await current('/contact')).toEqual([]);
    // A path that only begins like a section's is not in it.
    expect(await current('/blogroll')).toEqual([]);
  });

  it('answers an unknown path with HTTP 404 and the lost page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(SITE.backToHome);
    expect(res.body).toContain('<title>Page not found | Kestrel Digital</title>');
  });

  it('links a long blog list by a window of pages, not a link to every page', async () => {
    // Run last: the sample-posts test above needs a blog with no post.
    for (let i = 0; i < 120; i++) await makeBlog(t.database.db, { title: `Windowed post ${i}` });
    t.app.pageCache.clear(); // written straight to the database: no write through the API emptied it
    const html = (await t.app.inject({ method: 'GET', url: '/blog?page=7' })).body;
    const nav = html.match(/<nav[^>]*aria-label="[^"]*"[^>]*>[\s\S]*?<\/nav>/g)?.find((n) => n.includes('page=')) ?? '';
    const numbered = [...nav.matchAll(/aria-label="Page (\d+)"/g)].map((m) => Number(m[1]));
    expect(numbered).toEqual([1, 6, 8, 14]);
    expect(nav).toContain('aria-current="page"');
    expect(nav).toContain('…');
  });
});

describe('browser-test faults (TEST_FAULTS=true)', () => {
  let f: TestApp;
  beforeAll(async () => {
    f = await createTestApp({ TEST_FAULTS: 'true' });
    await makeService(f.database.db, { name: 'Faultless Service' });
  });
  afterAll(() => f.close());

  it('fail the named API answers for that request only, and the page is never kept', async () => {
    const faulted = await f.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-test-faults': '{"/api/service": 500}' },
    });
    expect(faulted.statusCode).toBe(200);
    expect(faulted.headers['cache-control']).toBe('no-store');
    expect(faulted.body).not.toContain('Faultless Service');
    const empty = await f.app.inject({ method: 'GET', url: '/', headers: { 'x-test-faults': '{"/api/service": []}' } });
    expect(empty.body).not.toContain('Faultless Service');
    // The next visitor gets the real page, rendered anew.
    const real = await f.app.inject({ method: 'GET', url: '/' });
    expect(real.body).toContain('Faultless Service');
  });

  it('refuse a header that is not a JSON object of API paths', async () => {
    for (const header of ['nonsense', '[500]', '{"/etc/passwd": 500}']) {
      const res = await f.app.inject({ method: 'GET', url: '/', headers: { 'x-test-faults': header } });
      expect(res.statusCode, header).toBe(400);
    }
  });

  it('are refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), TEST_FAULTS: 'true' })).toThrow(
      /TEST_FAULTS/,
    );
  });
});
