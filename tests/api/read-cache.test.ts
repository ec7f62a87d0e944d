/**
 * Public API reads kept until content changes (issue 10): the same answer, an ETag and 304, emptied
 * by a write (here, and on another instance of the same database), keyed by the query the route reads,
 * never an error answer and never an answer to a request with a token.
 * Records written straight into the database (behind the API's back) show whether an answer was kept.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { blogs, services } from '../../src/server/db/schema';
import { multipart, signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeBlog, makeService } from '../helpers/factories';

let t: TestApp;
let auth: { authorization: string };
let serviceId: string;
beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
  serviceId = String((await makeService(t.database.db, { name: 'First service' })).id);
  for (let i = 1; i <= 10; i++) await makeBlog(t.database.db, { title: `Kept post ${i}`, slug: `kept-post-${i}` });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Changes a post behind the API's back: a kept answer does not show it. */
const retitle = (slug: string, title: string) => t.database.db.update(blogs).set({ title }).where(eq(blogs.slug, slug));

/** A post's save through the API, as the back office makes it. */
async function editPost(slug: string, title: string) {
  const [post] = await t.database.db.select({ id: blogs.id }).from(blogs).where(eq(blogs.slug, slug));
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/blog/${post?.id}`,
    headers: { ...auth, 'content-type': 'application/json' },
    payload: { title },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A content write through the API, as the back office makes it. */
async function renameService(app = t.app, name = 'Renamed service') {
  const form = multipart({ name, description: 'New words.' });
  const res = await app.inject({
    method: 'PUT',
    url: `/api/service/${serviceId}`,
    payload: form.payload,
    headers: { ...auth, ...form.headers },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('public API reads', () => {
  it('answer the same from the cache, with an ETag and 304, until content changes through the API', async () => {
    const first = await get('/api/blog');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    await retitle('kept-post-1', 'Changed behind the back');
    const again = await get('/api/blog');
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers.etag).toBe(etag);

    const unchanged = await get('/api/blog', { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    // A service's save leaves the posts' answer as it was kept (decision 053); a post's save empties it.
    await renameService();
    expect((await get('/api/blog', { 'if-none-match': etag })).statusCode).toBe(304);
    await editPost('kept-post-2', 'Kept post 2, edited');
    const fresh = await get('/api/blog');
    expect(fresh.body).toContain('Changed behind the back');
    expect(fresh.body).toContain('Kept post 2, edited');
    expect(fresh.headers.etag).not.toBe(etag);
    expect((await get('/api/blog', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('are kept per query the route reads: page 2 is not page 1, an unknown parameter changes nothing', async () => {
    const one = (await get('/api/blog?limit=9&page=1')).json();
    const two = (await get('/api/blog?limit=9&page=2')).json();
    expect(one.page).toBe(1);
    expect(two.page).toBe(2);
    expect(two.blogs).toHaveLength(1);
    expect(two.blogs[0].title).not.toBe(one.blogs[0].title);

    await retitle('kept-post-10', 'Retitled behind the back');
    // Same route, same page, a parameter it does not read: the kept answer.
    const noise = (await get('/api/blog?page=2&limit=9&r=91731')).json();
    expect(noise).toEqual(two);
    await editPost('kept-post-3', 'Kept post 3, edited');
    expect((await get('/api/blog?page=2&limit=9&r=1')).json().blogs[0].title).toBe('Retitled behind the back');
  });

  it('never keep an error answer, nor answer a request with a token from the cache', async () => {
    expect((await get('/api/blog/slug/coming-soon')).statusCode).toBe(404);
    await makeBlog(t.database.db, { title: 'Coming soon', slug: 'coming-soon' });
    const found = await get('/api/blog/slug/coming-soon');
    expect(found.statusCode).toBe(200);
    // The 200 is kept (a change behind the back is not seen) ...
    await retitle('coming-soon', 'Arrived');
    expect((await get('/api/blog/slug/coming-soon')).json().title).toBe('Coming soon');
    // ... but an administrator's request is answered afresh, and its answer is not kept.
    expect((await get('/api/blog/slug/coming-soon', auth)).json().title).toBe('Arrived');
    expect((await get('/api/blog/slug/coming-soon')).json().title).toBe('Coming soon');

    await makeBlog(t.database.db, { title: 'Secret draft', slug: 'secret-draft', status: 'draft' });
    expect((await get('/api/blog/slug/secret-draft', auth)).statusCode).toBe(200);
    expect((await get('/api/blog/slug/secret-draft')).statusCode).toBe(404);
  });

  it('are emptied on another instance of the same database when content changes on this one', async () => {
    const other = await buildApp(t.config, { database: t.database });
    try {
      const before = (await other.inject({ method: 'GET', url: '/api/service' })).json();
      await t.database.db.update(services).set({ description: 'Behind the back.' }).where(eq(services.id, serviceId));
      expect((await other.inject({ method: 'GET', url: '/api/service' })).json()).toEqual(before);

      await renameService(t.app, 'Renamed on the first instance');
      // PostgreSQL delivers the notice asynchronously: give it a moment.
      let names: string[] = [];
      for (let i = 0; i < 100; i++) {
        names = (await other.inject({ method: 'GET', url: '/api/service' }))
          .json()
          .map((s: { name: string }) => s.name);
        if (names.includes('Renamed on the first instance')) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(names).toContain('Renamed on the first instance');
    } finally {
      await other.close();
    }
  });

  it("read by a page's render are kept uncompressed, and compressed once for the first client that asks", async () => {
    t.app.forgetContent();
    const kept: { key: string; compressed: boolean }[] = [];
    const cache = t.app.pageCache;
    const set = cache.set.bind(cache);
    cache.set = (key, page, generation) => {
      if (key.startsWith('GET /api/')) kept.push({ key, compressed: page.encoded !== undefined });
      set(key, page, generation);
    };
    try {
      expect((await get('/blog')).statusCode).toBe(200);
      const list = kept.find((entry) => entry.key.startsWith('GET /api/blog {} '));
      expect(list, kept.map((entry) => entry.key).join('\n')).toMatchObject({ compressed: false });
      // The same read from a client that takes brotli: compressed now, and kept so.
      const query = JSON.parse(String(list?.key.split(' ').slice(3).join(' ')));
      const url = `/api/blog?${new URLSearchParams(query).toString()}`;
      const outside = await get(url, { 'accept-encoding': 'br' });
      expect(outside.headers['content-encoding']).toBe('br');
      expect(kept.at(-1)).toEqual({ key: list?.key, compressed: true });
      const again = await get(url, { 'accept-encoding': 'br' });
      expect([again.headers['content-encoding'], again.headers.etag]).toEqual(['br', outside.headers.etag]);
      expect(kept.filter((entry) => entry.key === list?.key)).toHaveLength(2);
    } finally {
      cache.set = set;
    }
  });

  it('are emptied by the notices of the other instances, not by their own (which may arrive after new answers were kept)', async () => {
    const heard: string[] = [];
    const stops = [
      await t.database.onContentChange(() => heard.push('heard by a'), { self: 'a' }),
      await t.database.onContentChange(() => heard.push('heard by b'), { self: 'b' }),
    ];
    try {
      await t.database.announceContentChange(1, 'a');
      await t.database.announceContentChange(2, 'b');
      // Notices arrive in the order they were sent: once a has heard b's, a's own has come and gone.
      await expect
        .poll(() => heard.includes('heard by a') && heard.includes('heard by b'), { interval: 10 })
        .toBe(true);
      expect(heard.filter((entry) => entry === 'heard by a')).toHaveLength(1);
      await t.database.announceContentChange(3, 'a');
      await expect.poll(() => heard.filter((entry) => entry === 'heard by b').length, { interval: 10 }).toBe(2);
      expect(heard.filter((entry) => entry === 'heard by a')).toHaveLength(1);
    } finally {
      for (const stop of stops) await stop();
    }
  });
});
