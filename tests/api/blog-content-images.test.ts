import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeBlogHtml } from '../../src/server/content/blog/sanitize';
import { ADMIN_MESSAGES } from '../../src/shared/admin-messages';
import { EDITOR_WORDS } from '../../src/shared/admin-words/blogs';
import { type FilePart, filesOf, multipart, png, signIn, storedFiles } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { letTrashExpire } from '../helpers/history';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
});
afterAll(() => t.close());

const upload = async (file: FilePart | null, signedIn = true, fields: Record<string, string> = {}) => {
  const { payload, headers } = multipart(fields, ...(file ? [file] : []));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/blog/content-images',
    payload,
    headers: { ...headers, ...(signedIn ? auth : {}) },
  });
  return { status: res.statusCode, body: res.json() };
};

describe('POST /blog/content-images', () => {
  it('stores a real image as WebP copies and answers its URL, srcset and size', async () => {
    const res = await upload({ field: 'image', data: await png(1200, 750) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      url: expect.stringMatching(/^\/uploads\/[\w-]+\.webp$/),
      srcset: expect.stringContaining(' 1200w'),
      width: 1200,
      height: 750,
    });
    // Every copy named in the srcset is stored and served as an image.
    const stored = await storedFiles(t);
    for (const name of filesOf(res.body.srcset)) expect(stored).toContain(name);
    const served = await t.app.inject({ method: 'GET', url: res.body.url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    // The editor puts the URL into the post; the sanitizer keeps it there.
    const html = `<p>Look:</p><img src="${res.body.url}" alt="Chart" width="1200" height="750">`;
    expect(sanitizeBlogHtml(html)).toContain(`<img src="${res.body.url}" alt="Chart" width="1200" height="750" />`);
  });

  it('refuses a caller without a token with 401 and stores nothing', async () => {
    const before = await storedFiles(t);
    const res = await upload({ field: 'image', data: await png() }, false);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
    expect(await storedFiles(t)).toEqual(before);
  });

  it('refuses what is not an image with 415, whatever its name and type say', async () => {
    const before = await storedFiles(t);
    const res = await upload({ field: 'image', data: Buffer.from('plain words, no pixels'), filename: 'fake.png' });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      code: 'UNSUPPORTED_MEDIA',
      message: ADMIN_MESSAGES.blogImageInvalid,
      fields: { image: ADMIN_MESSAGES.blogImageInvalid },
    });
    expect(await storedFiles(t)).toEqual(before);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const before = await storedFiles(t);
    const res = await upload({ field: 'image', data: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'TOO_LARGE',
      message: ADMIN_MESSAGES.blogImageTooLarge,
      fields: { image: ADMIN_MESSAGES.blogImageTooLarge },
    });
    expect(await storedFiles(t)).toEqual(before);
  });

  it('asks for the image when the form carries none, and refuses one under another field name', async () => {
    const none = await upload(null, true, { alt: 'nothing' });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { image: EDITOR_WORDS.imageMissing } });

    const misnamed = await upload({ field: 'featuredImage', data: await png() });
    expect(misnamed.status).toBe(400);
    expect(misnamed.body.fields).toHaveProperty('featuredImage');
  });
});

describe('images of a post text', () => {
  const post = async (method: 'POST' | 'PATCH', url: string, content: string) => {
    const fields = { title: `Pictures ${Math.random()}`, category: 'Technology', content };
    const { payload, headers } = multipart(method === 'POST' ? fields : { content });
    const res = await t.app.inject({ method, url: `/api${url}`, payload, headers: { ...headers, ...auth } });
    expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
    return res.json() as { _id: string };
  };
  const remove = async (id: string) =>
    expect((await t.app.inject({ method: 'DELETE', url: `/api/blog/${id}`, headers: auth })).statusCode).toBe(204);
  const picture = async () =>
    (await upload({ field: 'image', data: await png(900, 600) })).body as { url: string; srcset: string };
  const img = (url: string) => `<p>Look:</p><img src="${url}" alt="" width="900" height="600">`;
  /** Whether every copy of the image (each width in its srcset) is still stored. */
  const kept = async (image: { srcset: string }) => {
    const stored = await storedFiles(t);
    const copies = filesOf(image.srcset);
    expect(copies.length).toBeGreaterThan(1);
    const present = copies.filter((name) => stored.includes(name));
    expect([0, copies.length], 'all copies or none').toContain(present.length);
    return present.length === copies.length;
  };

  it('are kept while the text or its history shows them, and deleted once nothing does', async () => {
    const first = await picture();
    const second = await picture();
    const { _id } = await post('POST', '/blog', img(first.url) + img(second.url));
    await post('PATCH', `/blog/${_id}`, `${img(second.url)}<p>The first picture is gone.</p>`);
    // The earlier version still shows it: restoring that version brings the picture back.
    expect(await kept(first)).toBe(true);
    expect(await kept(second)).toBe(true);
    await remove(_id);
    expect(await kept(second)).toBe(true);
    await letTrashExpire(t, auth);
    expect(await kept(first)).toBe(false);
    expect(await kept(second)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
  });

  it('are kept while another post still shows them', async () => {
    const shared = await picture();
    const one = await post('POST', '/blog', img(shared.url));
    const other = await post('POST', '/blog', `<p>Same picture.</p>${img(shared.url)}`);
    await remove(one._id);
    expect(await kept(shared)).toBe(true);
    await post('PATCH', `/blog/${other._id}`, '<p>No pictures any more.</p>');
    expect(await kept(shared)).toBe(true);
    await remove(other._id);
    await letTrashExpire(t, auth);
    expect(await kept(shared)).toBe(false);
  });

  it("leave other uploads alone, even when a post's text showed them", async () => {
    const { payload, headers } = multipart(
      { name: 'Pictured product', description: 'Its picture is pasted into a post.' },
      { field: 'image', data: await png(900, 600) },
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/product', payload, headers: { ...headers, ...auth } });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json() as { imageUrl: string; imageSrcset: string };
    const { _id } = await post('POST', '/blog', img(product.imageUrl));
    await remove(_id);
    expect(await kept({ srcset: product.imageSrcset })).toBe(true);
  });
});
