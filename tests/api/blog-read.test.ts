import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../../src/server/db/schema';
import { API_MESSAGES } from '../../src/shared/admin-messages';
import { BLOG_LIST_MAX_LIMIT } from '../../src/shared/limits';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeBlog } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  // Posts are written straight into the database here, behind the API's back: the cache of public
  // reads (emptied only by writes through the API) would hide them. The cache has its own tests.
  t = await createTestApp({ PAGE_CACHE: 'false' });
  const db = t.database.db;
  for (let i = 0; i < 12; i++) {
    await makeBlog(db, {
      title: `Published ${i}`,
      category: i % 3 === 0 ? 'Business' : 'Technology',
      tags: i % 2 === 0 ? ['react', 'web'] : ['cloud'],
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    });
  }
  await makeBlog(db, { title: 'Secret draft', status: 'draft', createdAt: new Date(Date.UTC(2026, 5, 1)) });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/blog', () => {
  it('lists published posts only, newest first, without content', async () => {
    const res = await get('/api/blog?limit=50');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(12);
    expect(body.blogs.map((b: { title: string }) => b.title)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Published ${11 - i}`),
    );
    for (const post of body.blogs) {
      expect(post).not.toHaveProperty('content');
      expect(post.excerpt).toMatch(/^Heading \d+ Body of post/);
      expect(post.status).toBe('published');
    }
  });

  it('pages through the list', async () => {
    const page2 = (await get('/api/blog?limit=5&page=2')).json();
    expect(page2).toMatchObject({ total: 12, page: 2, totalPages: 3 });
    expect(page2.blogs.map((b: { title: string }) => b.title)).toEqual([
      'Published 6',
      'Published 5',
      'Published 4',
      'Published 3',
      'Published 2',
    ]);
    const beyond = (await get('/api/blog?limit=5&page=9')).json();
    expect(beyond.blogs).toEqual([]);
    // Past the end the count still comes back (it is asked for apart there; decision 011).
    expect(beyond).toMatchObject({ total: 12, page: 9, totalPages: 3 });
  });

  it('filters by category, tag and text', async () => {
    const business = (await get('/api/blog?category=Business&limit=50')).json();
    expect(business.total).toBe(4);
    expect(business.blogs.every((b: { category: string }) => b.category === 'Business')).toBe(true);
    const cloud = (await get('/api/blog?tag=cloud&limit=50')).json();
    expect(cloud.total).toBe(6);
    const search = (await get('/api/blog?q=published%2011')).json();
    // Full-text search: the title's match ranks first (the factory's texts also carry numbers).
    expect(search.blogs[0].title).toBe('Published 11');
    const wildcard = (await get('/api/blog?q=%25')).json();
    expect(wildcard.total).toBe(0);
  });

  it('caps the page size', async () => {
    for (let i = 0; i < BLOG_LIST_MAX_LIMIT; i++) await makeBlog(t.database.db, { title: `Bulk ${i}` });
    const res = (await get('/api/blog?limit=500')).json();
    expect(res.blogs).toHaveLength(BLOG_LIST_MAX_LIMIT);
    await t.database.db.delete(blogs);
  });

  it('rejects a nonsensical page or limit with a field error', async () => {
    const res = await get('/api/blog?page=0&limit=abc');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['limit', 'page']);
  });
});

describe('GET /api/blog/slug/:slug', () => {
  it('answers one published post with its content', async () => {
    await makeBlog(t.database.db, { title: 'Core Web Vitals', content: '<p>LCP, INP and CLS.</p>' });
    const res = await get('/api/blog/slug/core-web-vitals');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Core Web Vitals', content: '<p>LCP, INP and CLS.</p>' });
  });

  it('answers 404 for a draft or an unknown slug', async () => {
    await makeBlog(t.database.db, { title: 'Hidden plan', status: 'draft' });
    for (const slug of ['hidden-plan', 'no-such-post']) {
      const res = await get(`/api/blog/slug/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: API_MESSAGES.blogNotFound, code: 'NOT_FOUND' });
    }
  });
});

describe('draft preview', () => {
  it('shows a draft by slug to a signed-in administrator only', async () => {
    const { signIn } = await import('../helpers/admin');
    await makeBlog(t.database.db, { title: 'Preview me', status: 'draft' });
    const auth = await signIn(t);
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/blog/slug/preview-me', headers: auth });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ status: 'draft', isDraft: true });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/blog/slug/preview-me',
      headers: { authorization: 'Bearer forged.token.here' },
    });
    expect(forged.statusCode).toBe(404);
  });
});
