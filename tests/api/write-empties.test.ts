/**
 * A save empties only what it changes (issue 29, item 1a; decision 053): a post's save renders the post, the blog
 * list, the home page and the sitemap again, and leaves the legal pages and the other public answers kept, with their
 * ETags; on another instance of the same database too. Records changed straight in the database (behind the API's
 * back) show whether a page or answer was kept: a kept one does not show them.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { blogs, contactSubmissions, services, subscribers, terms } from '../../src/server/db/schema';
import { MEDIA_UPLOAD_FIELD } from '../../src/shared/admin-words/media';
import { multipart, png, signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeBlog, makeService } from '../helpers/factories';

let t: TestApp;
let auth: { authorization: string };
let postId: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://www.kestrel.example' });
  auth = await signIn(t);
  await makeService(t.database.db, { name: 'Footer service' });
  postId = (await makeBlog(t.database.db, { title: 'The saved post', slug: 'the-saved-post' })).id;
  for (let i = 1; i <= 3; i++) await makeBlog(t.database.db, { title: `Other post ${i}`, slug: `other-post-${i}` });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/terms',
    headers: auth,
    payload: { title: 'Terms of service', intro: 'The terms as saved.', sections: [] },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method: 'GET', url, headers });

async function savePost(title: string, app = t.app) {
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/blog/${postId}`,
    headers: { ...auth, 'content-type': 'application/json' },
    payload: { title },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function saveTerms(intro: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/terms',
    headers: auth,
    payload: { title: 'Terms of service', intro, sections: [] },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Changes made behind the API's back: a kept page or answer does not show them, one rendered again does. */
const behindTheBack = {
  terms: (intro: string) => t.database.db.update(terms).set({ intro }),
  service: (name: string) => t.database.db.update(services).set({ name }),
  post: (slug: string, title: string) => t.database.db.update(blogs).set({ title }).where(eq(blogs.slug, slug)),
  newPost: (title: string, slug: string) => makeBlog(t.database.db, { title, slug, createdAt: new Date() }),
};

/** The pages and answers a post's save must render again, and those it must leave kept. */
const BLOG_PAGES = ['/', '/blog', '/blog/the-saved-post', '/api/blog', '/sitemap.xml'];
const UNRELATED = ['/terms-of-service', '/api/terms', '/api/service', '/about'];

describe("a post's save", () => {
  it('leaves the legal pages and unrelated answers kept, with the same ETag, and renders the blog pages again', async () => {
    const before = new Map<string, { body: string; etag: string }>();
    for (const url of [...BLOG_PAGES, ...UNRELATED]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      before.set(url, { body: res.body, etag: String(res.headers.etag) });
    }
    await behindTheBack.terms('Changed behind the back.');
    await behindTheBack.service('Renamed behind the back');
    await behindTheBack.newPost('Published behind the back', 'published-behind-the-back');

    await savePost('The saved post, edited');

    for (const url of UNRELATED) {
      const kept = before.get(url);
      const res = await get(url, { 'if-none-match': String(kept?.etag) });
      expect(res.statusCode, `${url} is still kept`).toBe(304);
      expect((await get(url)).body, url).toBe(kept?.body);
    }
    expect((await get('/terms-of-service')).body).toContain('The terms as saved.');
    for (const url of ['/', '/blog', '/api/blog']) {
      const body = (await get(url)).body;
      expect(body, url).toContain('The saved post, edited');
      expect(body, url).toContain('Published behind the back');
    }
    expect((await get('/blog/the-saved-post')).body).toContain('The saved post, edited');
    expect((await get('/sitemap.xml')).body).toContain('/blog/published-behind-the-back</loc>');
    // The feed is read afresh every time.
    expect((await get('/blog/rss.xml')).body).toContain('The saved post, edited');
    // The blog list was rendered again, its footer from the services' kept answer: still the name as saved.
    expect((await get('/blog')).body).not.toContain('Renamed behind the back');
  });

  it("and a save of the terms leaves the blog's pages kept, and renders the terms and the sitemap again", async () => {
    const post = (await get('/blog/the-saved-post')).body;
    const list = (await get('/blog')).body;
    expect((await get('/sitemap.xml')).body).not.toContain('also-behind-the-back');
    await behindTheBack.post('the-saved-post', 'Retitled behind the back');
    await behindTheBack.newPost('Also behind the back', 'also-behind-the-back');
    await saveTerms('The terms, saved again.');
    expect((await get('/blog/the-saved-post')).body).toBe(post);
    expect((await get('/blog')).body).toBe(list);
    expect((await get('/terms-of-service')).body).toContain('The terms, saved again.');
    // The sitemap dates every page, the terms too: it is made again, and shows the post added meanwhile.
    expect((await get('/sitemap.xml')).body).toContain('/blog/also-behind-the-back</loc>');
  });

  it('under a burst of saves and reads, leaves no page older than the last save kept', async () => {
    const slugs = ['other-post-1', 'other-post-2', 'other-post-3'];
    const ids = await Promise.all(
      slugs.map(async (slug) => (await t.database.db.select().from(blogs).where(eq(blogs.slug, slug)))[0]?.id),
    );
    await Promise.all([
      ...ids.map((id, i) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/blog/${id}`,
          headers: { ...auth, 'content-type': 'application/json' },
          payload: { title: `Burst title ${i}` },
        }),
      ),
      ...Array.from({ length: 20 }, (_, i) => get(i % 2 ? '/blog' : '/api/blog')),
      ...Array.from({ length: 10 }, () => get('/terms-of-service')),
    ]);
    for (const url of ['/blog', '/api/blog']) {
      const body = (await get(url)).body;
      for (let i = 0; i < ids.length; i++) expect(body, url).toContain(`Burst title ${i}`);
    }
  });
});

describe("a post's save that sets its featured image's description", () => {
  it('renders again the pages that show the image for another record: the description is the image’s own', async () => {
    // The post's featured image is a service's image too, so the services' answer and page say its description.
    const image = 'harbour-at-dawn.webp';
    await makeService(t.database.db, { name: 'Harbour tours', image });
    await t.database.db.update(blogs).set({ featuredImage: image }).where(eq(blogs.id, postId));
    // Written behind the API's back: nothing kept from before.
    t.app.forgetContent(null);
    const shown = ['/api/service', '/services'];
    const kept = new Map<string, string>();
    for (const url of shown) {
      const res = await get(url);
      expect(res.body, url).toContain('Harbour tours');
      kept.set(url, String(res.headers.etag));
    }
    // A save that leaves the description alone leaves them kept.
    await savePost('The saved post, harbour');
    for (const url of shown) expect((await get(url, { 'if-none-match': String(kept.get(url)) })).statusCode).toBe(304);

    // As the form sends it: multipart, so that nothing but the write itself can tell what it changed.
    const describe = async (alt: string) => {
      const form = multipart({ title: 'The saved post, harbour', featuredImageAlt: alt });
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/blog/${postId}`,
        headers: { ...auth, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await describe('Boats leaving at first light');
    for (const url of shown) {
      const res = await get(url);
      expect(res.body, url).toContain('Boats leaving at first light');
      kept.set(url, String(res.headers.etag));
    }
    // The same description sent again changes nothing of the image's: they stay kept.
    await describe('Boats leaving at first light');
    for (const url of shown) expect((await get(url, { 'if-none-match': String(kept.get(url)) })).statusCode).toBe(304);
  });
});

describe('a write of what only the back office shows', () => {
  it('(a library upload, an image for a text, a message deleted, a subscriber erased) leaves every page kept', async () => {
    const [message] = await t.database.db
      .insert(contactSubmissions)
      .values({ firstName: 'Ada', lastName: 'L', email: 'ada@example.com', number: '+44 20 7946 0000', message: 'Hi' })
      .returning();
    const [subscriber] = await t.database.db.insert(subscribers).values({ email: 'erase.me@example.com' }).returning();
    const kept = new Map<string, string>();
    for (const url of [...BLOG_PAGES, ...UNRELATED]) kept.set(url, String((await get(url)).headers.etag));
    await behindTheBack.terms('Changed behind the back, unseen.');
    await behindTheBack.newPost('Unseen behind the back', 'unseen-behind-the-back');

    const upload = async (url: string, field: string) => {
      const form = multipart({}, { field, data: await png(320, 200), filename: 'later.png', contentType: 'image/png' });
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...auth, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await upload('/api/admin/media', MEDIA_UPLOAD_FIELD);
    await upload('/api/blog/content-images', 'image');
    for (const url of [`/api/contact/${message?.id}`, `/api/admin/subscribers/${subscriber?.id}`]) {
      const res = await t.app.inject({ method: 'DELETE', url, headers: auth });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    }

    for (const [url, etag] of kept) {
      expect((await get(url, { 'if-none-match': etag })).statusCode, `${url} is still kept`).toBe(304);
    }
    // A content write still empties what it changed: the post written behind the back shows with the next save.
    await savePost('The saved post, after the back office');
    expect((await get('/blog')).body).toContain('Unseen behind the back');
  });
});

describe('on another instance of the same database', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await buildApp(t.config, { database: t.database });
  });
  afterAll(() => other.close());

  it('a save empties the same pages, leaves the same kept, and never serves an older copy after a newer one', async () => {
    const terms = (await get('/terms-of-service', {}, other)).body;
    const blogPage = (await get('/blog', {}, other)).body;
    expect(blogPage).not.toContain('Saved on the first instance');
    await behindTheBack.terms('Changed behind the back, again.');

    await savePost('Saved on the first instance');
    // The notice arrives when PostgreSQL delivers it: until then the other instance may answer the old page, and
    // once it has answered the new one, never the old one again.
    let seenNew = false;
    for (let round = 0; round < 100; round++) {
      const bodies = (await Promise.all(Array.from({ length: 8 }, () => get('/blog', {}, other)))).map((r) => r.body);
      if (seenNew) for (const body of bodies) expect(body).toContain('Saved on the first instance');
      if (bodies.some((body) => body.includes('Saved on the first instance'))) {
        if (seenNew) break;
        seenNew = true;
      }
      if (!seenNew) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seenNew).toBe(true);
    expect((await get('/terms-of-service', {}, other)).body).toBe(terms);
  });

  it('a notice that names no kind this instance knows (or none, from an older instance) empties everything', async () => {
    for (const changed of ['blog,a-kind-from-a-newer-version', undefined]) {
      const intro = `Changed behind the back, notice ${changed ?? 'without kinds'}.`;
      expect((await get('/terms-of-service', {}, other)).body).not.toContain(intro);
      await behindTheBack.terms(intro);
      await t.database.announceContentChange(0, 'an instance of another version', changed);
      await expect
        .poll(async () => (await get('/terms-of-service', {}, other)).body, { interval: 20 })
        .toContain(intro);
    }
  });
});

describe('the bound of the page cache', () => {
  it('holds no more bytes than PAGE_CACHE_MB, and still answers every page', async () => {
    const small = await createTestApp({ PAGE_CACHE_MB: '1' });
    try {
      // A not-found page is kept with its compressed copies at about 14 KB: 100 of them do not fit in 1 MB.
      for (let i = 0; i < 100; i++) {
        const res = await get(`/no-such-page-${i}`, {}, small.app);
        expect(res.statusCode).toBe(404);
        expect(small.app.pageCache.bytes).toBeLessThanOrEqual(1_000_000);
      }
      expect(small.app.pageCache.size).toBeLessThan(100);
      expect(small.app.pageCache.bytes).toBeGreaterThan(500_000);
      // The first pages made room; the most recent are kept.
      expect(small.app.pageCache.get('/no-such-page-0')).toBeUndefined();
      expect(small.app.pageCache.get('/no-such-page-99')?.status).toBe(404);
    } finally {
      await small.close();
    }
  });
});
