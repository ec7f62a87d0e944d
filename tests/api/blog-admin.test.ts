import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSlug } from '../../src/server/content/blog/blog.write';
import { ADMIN_MESSAGES } from '../../src/shared/admin-messages';
import { type FilePart, filesOf as filesOfSrcset, multipart, png, signIn, storedFiles } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeBlog } from '../helpers/factories';
import { letTrashExpire } from '../helpers/history';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
});
afterAll(() => t.close());

type Fields = Record<string, string | number>;
type BlogBody = { _id: string; slug: string; featuredImageSrcset: string | null } & Record<string, unknown>;

const image = async (over: Partial<FilePart> = {}): Promise<FilePart> => ({
  field: 'featuredImage',
  data: await png(),
  ...over,
});

const send = async (method: 'POST' | 'PATCH', url: string, fields: Fields, file?: FilePart, signedIn = true) => {
  const { payload, headers } = multipart(fields, ...(file ? [file] : []));
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    payload,
    headers: { ...headers, ...(signedIn ? auth : {}) },
  });
  return { status: res.statusCode, body: res.json() };
};
const get = async (url: string, signedIn = true) => {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: signedIn ? auth : {} });
  return { status: res.statusCode, body: res.json() };
};
const remove = async (id: string, signedIn = true) =>
  (await t.app.inject({ method: 'DELETE', url: `/api/blog/${id}`, headers: signedIn ? auth : {} })).statusCode;
/** The newest 100 posts: one page of the list at its largest, every post these tests make. */
const all = async (): Promise<BlogBody[]> => (await get('/blog/admin/all?limit=100')).body;
const readBack = async (id: string) => (await get(`/blog/${id}`)).body;

const filesOf = (post: BlogBody) => filesOfSrcset(post.featuredImageSrcset);

const valid: Fields = { title: 'Shipping Faster', category: 'Technology', content: '<p>Short post.</p>' };
const create = async (fields: Fields = {}, file?: FilePart) => {
  const res = await send('POST', '/blog', { ...valid, ...fields }, file);
  expect(res.status).toBe(201);
  return res.body as BlogBody;
};
/** Rows and files before a request that must change neither. */
const snapshot = async () => ({ rows: await all(), files: await storedFiles(t) });

describe('POST /blog', () => {
  it('creates a post by the blog rules and reads it back', async () => {
    const long = 'Every word of this paragraph counts toward the excerpt, and the heading before it does not.';
    const res = await send(
      'POST',
      '/blog',
      {
        title: '  Hello, Wörld: Rules & Tests!  ',
        category: 'Business',
        duration: '7 min read',
        author: '   ',
        tags: JSON.stringify(['  React ', 'react', '', 'Web', ' WEB ', 'Node.js']),
        content: `<h2 onclick="x()">Intro</h2><script>alert(1)</script><p>${long} <a href="https://example.com">More</a> <a href="javascript:alert(1)">bad</a></p>`,
      },
      await image(),
    );
    expect(res.status).toBe(201);
    const post = res.body;
    expect(await readBack(post._id)).toEqual(post);
    expect(post).toMatchObject({
      title: 'Hello, Wörld: Rules & Tests!',
      slug: 'hello-world-rules-tests',
      category: 'Business',
      duration: 7,
      author: 'Admin',
      status: 'draft',
      isDraft: true,
      publishedAt: null,
      tags: ['React', 'Web', 'Node.js'],
      content: `<h2>Intro</h2><p>${long} <a href="https://example.com" target="_blank" rel="noopener noreferrer">More</a> <a>bad</a></p>`,
      imageWidth: 1200,
      imageHeight: 750,
    });
    expect(post.excerpt).toBe(`${long} More bad`);
    expect(post.customExcerpt).toBeNull();
    expect(post.excerpt).not.toMatch(/[<>]/);
    expect(post.featuredImage).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    expect(post.featuredImageSrcset).toContain(`${post.featuredImage} 1200w`);
    expect(filesOf(post)).toHaveLength(3);
    expect(await storedFiles(t)).toEqual(expect.arrayContaining(filesOf(post)));
  });

  it('defaults the duration to 5 minutes and dates the first publication', async () => {
    const post = await create({ title: 'Published at once', status: 'published', duration: 'a quick read' });
    expect(post).toMatchObject({ duration: 5, status: 'published', isDraft: false, featuredImage: null });
    expect(Date.parse(post.publishedAt as string)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps slugs unique with -2, -3 and stable when the title changes', async () => {
    const first = await create({ title: 'Same Title' });
    const second = await create({ title: 'Same title!' });
    const third = await create({ title: 'same   TITLE' });
    expect([first.slug, second.slug, third.slug]).toEqual(['same-title', 'same-title-2', 'same-title-3']);
    const renamed = await send('PATCH', `/blog/${second._id}`, { title: 'A Completely New Title' });
    expect(renamed.body).toMatchObject({ title: 'A Completely New Title', slug: 'same-title-2' });
  });

  it('gives simultaneous posts with one title distinct slugs', async () => {
    const posts = await Promise.all([1, 2, 3, 4].map(() => send('POST', '/blog', { ...valid, title: 'Race Day' })));
    expect(posts.map((res) => res.status)).toEqual([201, 201, 201, 201]);
    expect(posts.map((res) => res.body.slug).sort()).toEqual(['race-day', 'race-day-2', 'race-day-3', 'race-day-4']);
    // A writer that loses the race to the unique index looks for the next free slug.
    const tried: string[] = [];
    const slug = await withSlug(t.database.db, { kind: 'fromTitle', base: 'race-day' }, null, async (next) => {
      tried.push(next);
      if (tried.length === 1) throw Object.assign(new Error('duplicate'), { cause: { code: '23505' } });
      return next;
    });
    expect({ tried, slug }).toEqual({ tried: ['race-day-5', 'race-day-5'], slug: 'race-day-5' });
  });

  it('answers 409 for a requested slug another post holds, leaving no row and no file', async () => {
    const taken = await create({ title: 'Owner of the address' });
    const before = await snapshot();
    const res = await send('POST', '/blog', { ...valid, slug: taken.slug }, await image());
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', message: ADMIN_MESSAGES.blogSlugTaken });
    expect(await snapshot()).toEqual(before);
  });

  it('names the missing, wrong and malformed fields and stores nothing', async () => {
    const before = await snapshot();
    const cases: [Fields, Record<string, string>][] = [
      [{ category: 'Technology' }, { title: ADMIN_MESSAGES.blogTitleCategoryRequired }],
      [{ title: 'No category' }, { category: ADMIN_MESSAGES.blogTitleCategoryRequired }],
      [{ title: '  ', category: '' }, { title: ADMIN_MESSAGES.blogTitleCategoryRequired }],
      [{ title: 'Bad category', category: 'Gossip' }, { category: ADMIN_MESSAGES.blogCategoryInvalid }],
      [{ ...valid, tags: '["unclosed"' }, { tags: ADMIN_MESSAGES.blogTagsInvalid }],
      [{ ...valid, tags: '{"a":1}' }, { tags: ADMIN_MESSAGES.blogTagsInvalid }],
    ];
    for (const [fields, expected] of cases) {
      const res = await send('POST', '/blog', fields, await image());
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.fields).toMatchObject(expected);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a 6 MB image with 413, leaving no row and no file', async () => {
    const before = await snapshot();
    const res = await send('POST', '/blog', valid, await image({ data: Buffer.alloc(6 * 1024 * 1024, 1) }));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'TOO_LARGE',
      message: 'Image size must be less than 5MB',
      fields: { featuredImage: ADMIN_MESSAGES.blogImageTooLarge },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses what is not an image with 415, leaving no row and no file', async () => {
    const before = await snapshot();
    const fake = await image({ data: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'x.jpg' });
    const res = await send('POST', '/blog', valid, fake);
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      code: 'UNSUPPORTED_MEDIA',
      message: ADMIN_MESSAGES.blogImageInvalid,
      fields: { featuredImage: ADMIN_MESSAGES.blogImageInvalid },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an image sent under another field name', async () => {
    const before = await snapshot();
    const res = await send('POST', '/blog', valid, await image({ field: 'image' }));
    expect(res.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('PATCH /blog/:id', () => {
  it('changes only what is sent and dates the first publication once', async () => {
    const post = await create({ duration: '12', author: 'Ada', tags: '["one","two"]' });
    const published = await send('PATCH', `/blog/${post._id}`, { status: 'published' });
    expect(published.status).toBe(200);
    const { status, isDraft, publishedAt, updatedAt, version, ...rest } = published.body;
    const { status: _s, isDraft: _d, publishedAt: _p, updatedAt: _u, version: _v, ...before } = post;
    expect(rest).toEqual(before);
    expect(version).toBe(Number(post.version) + 1);
    expect({ status, isDraft }).toEqual({ status: 'published', isDraft: false });
    expect(publishedAt).not.toBeNull();
    const backToDraft = await send('PATCH', `/blog/${post._id}`, {
      status: 'draft',
      content: '<p>New <b>body</b></p>',
    });
    expect(backToDraft.body).toMatchObject({
      status: 'draft',
      publishedAt,
      content: '<p>New <b>body</b></p>',
      excerpt: 'New body',
      author: 'Ada',
      duration: 12,
      tags: ['one', 'two'],
    });
    expect(await readBack(post._id)).toEqual(backToDraft.body);
  });

  it('validates the merged post', async () => {
    const post = await create();
    const res = await send('PATCH', `/blog/${post._id}`, { title: ' ', category: 'Nope' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      title: ADMIN_MESSAGES.blogTitleCategoryRequired,
      category: ADMIN_MESSAGES.blogCategoryInvalid,
    });
    expect(await readBack(post._id)).toEqual(post);
  });

  it('takes a new slug on request, and refuses one another post holds', async () => {
    const post = await create({ title: 'Slug on request' });
    const moved = await send('PATCH', `/blog/${post._id}`, { slug: 'A Better Address!' });
    expect(moved.body.slug).toBe('a-better-address');
    expect((await get('/blog/slug/a-better-address', false)).status).toBe(404); // still a draft
    const other = await create({ title: 'Holder' });
    const clash = await send('PATCH', `/blog/${post._id}`, { slug: other.slug, title: 'Changed' });
    expect(clash.status).toBe(409);
    expect(clash.body.fields).toEqual({ slug: ADMIN_MESSAGES.blogSlugTaken });
    expect(await readBack(post._id)).toEqual(moved.body);
    const same = await send('PATCH', `/blog/${post._id}`, { slug: 'a-better-address' });
    expect(same.body.slug).toBe('a-better-address');
  });

  it('replaces the image, then removes it, keeping the old files while the history shows them', async () => {
    const post = await create({}, await image());
    const replaced = await send('PATCH', `/blog/${post._id}`, {}, await image({ data: await png(600, 400, '#f00') }));
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ imageWidth: 600, imageHeight: 400 });
    expect(replaced.body.featuredImage).not.toBe(post.featuredImage);
    let files = await storedFiles(t);
    expect(files).toEqual(expect.arrayContaining(filesOf(replaced.body)));
    for (const old of filesOf(post)) expect(files).toContain(old);

    const removed = await send('PATCH', `/blog/${post._id}`, { removeFeaturedImage: 'true' });
    expect(removed.body).toMatchObject({ featuredImage: null, featuredImageSrcset: null, imageWidth: null });
    files = await storedFiles(t);
    for (const old of filesOf(replaced.body)) expect(files).toContain(old);

    // Once the post is deleted and 30 days have passed, nothing shows them: every one of them goes.
    expect(await remove(post._id)).toBe(204);
    await letTrashExpire(t, auth);
    files = await storedFiles(t);
    for (const old of [...filesOf(post), ...filesOf(replaced.body)]) expect(files).not.toContain(old);
  });

  it('keeps the post and its image when the new upload is not an image', async () => {
    const post = await create({}, await image());
    const files = await storedFiles(t);
    const bad = await image({ data: Buffer.from('<svg onload="alert(1)"/>'), filename: 'x.png' });
    const res = await send('PATCH', `/blog/${post._id}`, { title: 'Changed' }, bad);
    expect(res.status).toBe(415);
    expect(await readBack(post._id)).toEqual(post);
    expect(await storedFiles(t)).toEqual(files);
  });
});

describe('reading and deleting', () => {
  it('lists every post for the administrator, drafts included, newest first, without content', async () => {
    const draft = await makeBlog(t.database.db, { title: 'Admin-only draft', status: 'draft', createdAt: new Date() });
    const list = await all();
    expect(list[0]?._id).toBe(draft.id);
    const times = list.map((post) => Date.parse(post.createdAt as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const post of list) {
      expect(post).not.toHaveProperty('content');
      expect(typeof post.excerpt).toBe('string');
    }
    const published = (await get('/blog?limit=50', false)).body.blogs as BlogBody[];
    expect(published.map((post) => post._id)).not.toContain(draft.id);
    expect(list.length).toBeGreaterThan(published.length);
  });

  it('pages the list on request, saying how many there are in all', async () => {
    const total = (await all()).length;
    const res = await t.app.inject({ method: 'GET', url: '/api/blog/admin/all?limit=2&page=1', headers: auth });
    expect(res.headers['x-total-count']).toBe(String(total));
    expect(res.json().map((b: BlogBody) => b._id)).toEqual((await all()).slice(0, 2).map((b) => b._id));
    const bad = await t.app.inject({ method: 'GET', url: '/api/blog/admin/all?limit=0', headers: auth });
    expect(bad.statusCode).toBe(400);
  });

  it('answers one post by id with its content, 404 when there is none', async () => {
    const draft = await makeBlog(t.database.db, { status: 'draft' });
    const found = await get(`/blog/${draft.id}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ _id: draft.id, content: draft.content, status: 'draft' });
    expect((await get(`/blog/${randomUUID()}`)).status).toBe(404);
    expect((await send('PATCH', `/blog/${randomUUID()}`, { title: 'x' })).status).toBe(404);
  });

  it('deletes the post, keeping its files in Recently deleted until 30 days have passed', async () => {
    const post = await create({}, await image());
    expect(await remove(post._id)).toBe(204);
    expect((await get(`/blog/${post._id}`)).status).toBe(404);
    expect(await remove(post._id)).toBe(404);
    for (const old of filesOf(post)) expect(await storedFiles(t)).toContain(old);
    await letTrashExpire(t, auth);
    const files = await storedFiles(t);
    for (const old of filesOf(post)) expect(files).not.toContain(old);
  });
});

describe('without a token', () => {
  it('answers 401 to every admin blog call and changes nothing', async () => {
    const post = await create({}, await image());
    const before = await snapshot();
    const calls = [
      await send('POST', '/blog', valid, await image(), false),
      await send('PATCH', `/blog/${post._id}`, { title: 'Hijacked' }, await image(), false),
      await get('/blog/admin/all', false),
      await get(`/blog/${post._id}`, false),
    ];
    for (const res of calls) expect(res.status).toBe(401);
    expect(await remove(post._id, false)).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
