/** A post's own search title, search description and image description (issue 12). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_TITLE_MAX } from '../../src/shared/limits';
import { formClient, imagePart, signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
});
afterAll(() => t.close());

const { send } = formClient(
  () => t,
  () => auth,
);
const page = async (slug: string) => (await t.app.inject({ method: 'GET', url: `/blog/${slug}` })).body;
const metaContent = (html: string, attribute: string) =>
  html.match(new RegExp(`<meta ${attribute} content="([^"]*)">`))?.[1];

describe('search and social fields', () => {
  it('are what the article tells search engines and social cards, and the image is described', async () => {
    const created = await send(
      'POST',
      '/blog',
      {
        title: 'A Long Title For People Reading The Blog',
        category: 'Technology',
        status: 'published',
        content: '<p>The first paragraph of the post.</p>',
        metaTitle: 'Short Search Title',
        metaDescription: 'What the search result says about the post.',
        featuredImageAlt: 'Two engineers at a whiteboard',
      },
      await imagePart('featuredImage'),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      metaTitle: 'Short Search Title',
      metaDescription: 'What the search result says about the post.',
      featuredImageAlt: 'Two engineers at a whiteboard',
    });
    const html = await page(created.body.slug);
    expect(html).toContain('<title>Short Search Title</title>');
    expect(metaContent(html, 'name="description"')).toBe('What the search result says about the post.');
    expect(metaContent(html, 'property="og:title"')).toBe('Short Search Title');
    expect(metaContent(html, 'property="og:image:alt"')).toBe('Two engineers at a whiteboard');
    expect(html).toMatch(/<img[^>]+alt="Two engineers at a whiteboard"/);
    // The article itself keeps its title.
    expect(html).toMatch(/<h1[^>]*>A Long Title For People Reading The Blog<\/h1>/);

    // Emptied, they give way to the title and the start of the post again.
    const cleared = await send('PATCH', `/blog/${created.body._id}`, {
      metaTitle: '',
      metaDescription: '',
      featuredImageAlt: '',
    });
    expect(cleared.body).toMatchObject({ metaTitle: null, metaDescription: null, featuredImageAlt: null });
    const plain = await page(created.body.slug);
    expect(plain).toContain('<title>A Long Title For People Reading The Blog | Kestrel Digital</title>');
    expect(metaContent(plain, 'property="og:image:alt"')).toBeUndefined();
    expect(plain).toMatch(/<img[^>]+alt=""/);
  });

  it('refuses a search title too long for any search engine, by its field', async () => {
    const res = await send('POST', '/blog', {
      title: 'Too Long',
      category: 'Technology',
      metaTitle: 'x'.repeat(META_TITLE_MAX + 1),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['metaTitle']);
  });
});
