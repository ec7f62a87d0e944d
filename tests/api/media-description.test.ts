/**
 * One description per image (issue 27, item 13; decision 051): a post's featured-image alt text is the image's
 * description in the media library, read and written in both places, searched in the library, used by every page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png, signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
});
afterAll(() => t.close());

const post = (fields: Record<string, string>, withImage = false, id?: string) =>
  (async () => {
    const files = withImage
      ? [{ field: 'featuredImage', data: await png(800, 450, '#1d4ed8'), filename: 'whiteboard.png' }]
      : [];
    const body = multipart({ category: 'Technology', content: '<p>Text.</p>', ...fields }, ...files);
    return t.app.inject({
      method: id ? 'PATCH' : 'POST',
      url: id ? `/api/blog/${id}` : '/api/blog',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
  })();
const libraryFind = async (q: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/media?q=${encodeURIComponent(q)}`, headers: auth })).json()
    .items as { _id: string; alt: string | null; version: number; fileName: string }[];
const adminPost = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/blog/${id}`, headers: auth })).json();
const publicPost = async (slug: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/blog/slug/${slug}` })).json();

describe("a post's featured image description", () => {
  it('is the library’s description of the image: written by the post, found in the library, changed there for the post', async () => {
    const created = await post(
      { title: 'Whiteboards', status: 'published', featuredImageAlt: 'Two engineers at a whiteboard' },
      true,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id, slug } = created.json();
    expect(created.json().featuredImageAlt).toBe('Two engineers at a whiteboard');

    const [image] = await libraryFind('engineers at a whiteboard');
    expect(image).toMatchObject({ fileName: 'whiteboard.png', alt: 'Two engineers at a whiteboard' });

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/media/${image?._id}`,
      payload: { alt: 'A sketch of the release plan' },
      headers: auth,
    });
    expect(changed.statusCode).toBe(200);
    expect((await adminPost(id)).featuredImageAlt).toBe('A sketch of the release plan');
    expect((await publicPost(slug)).imageAlt).toBe('A sketch of the release plan');
    const page = await t.app.inject({ method: 'GET', url: `/blog/${slug}` });
    expect(page.body).toContain('alt="A sketch of the release plan"');
  });

  it('is kept by a save that leaves it out, replaced by one that sends it, and cleared by an empty one', async () => {
    const created = await post({ title: 'Kept', status: 'published', featuredImageAlt: 'A quiet desk' }, true);
    const { _id: id, slug } = created.json();
    expect((await post({ title: 'Kept, renamed' }, false, id)).statusCode).toBe(200);
    expect((await libraryFind('A quiet desk'))[0]?.alt).toBe('A quiet desk');
    expect((await adminPost(id)).featuredImageAlt).toBe('A quiet desk');

    expect((await post({ title: 'Kept', featuredImageAlt: 'A busy desk' }, false, id)).statusCode).toBe(200);
    expect(await libraryFind('A quiet desk')).toEqual([]);
    expect((await libraryFind('A busy desk'))[0]?.alt).toBe('A busy desk');

    const cleared = await post({ title: 'Kept', featuredImageAlt: '' }, false, id);
    expect(cleared.json().featuredImageAlt).toBeNull();
    expect(await libraryFind('A busy desk')).toEqual([]);
    // Undescribed, the image says the post's title.
    expect((await publicPost(slug)).imageAlt).toBe('Kept');
  });

  it('follows the image into another post that takes it from the library, and a too-long one changes nothing', async () => {
    const created = await post({ title: 'First', featuredImageAlt: 'Lanterns over a harbour' }, true);
    const [image] = await libraryFind('Lanterns');
    const second = await post({ title: 'Second', featuredImageId: image?._id ?? '' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().featuredImageAlt).toBe('Lanterns over a harbour');

    const long = await post({ title: 'Second', featuredImageAlt: 'x'.repeat(251) }, false, second.json()._id);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.featuredImageAlt).toBeTruthy();
    expect((await adminPost(created.json()._id)).featuredImageAlt).toBe('Lanterns over a harbour');
  });

  it('saved by a post names its writer when a stale library save is refused', async () => {
    const writer = await signIn(t, 'editor');
    const created = await post({ title: 'Named' }, true);
    const body = multipart({
      category: 'Technology',
      content: '<p>Text.</p>',
      title: 'Named',
      featuredImageAlt: 'Pens',
    });
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/blog/${created.json()._id}`,
      payload: body.payload,
      headers: { ...body.headers, ...writer },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [described] = await libraryFind('Pens');
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/media/${described?._id}`,
      payload: { alt: 'Pencils' },
      headers: { ...auth, 'if-match': `"${(described?.version ?? 1) - 1}"` },
    });
    expect(stale.statusCode).toBe(409);
    const who = (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: writer })).json();
    expect(stale.json().by).toEqual({ name: who.name, email: who.email });
  });
});
