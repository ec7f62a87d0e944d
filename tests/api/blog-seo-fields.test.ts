/** A post's own search title and description, excerpt, social image, image description and dates (issue 12). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_SCHEDULE_MESSAGES } from '../../src/shared/admin-words/blogs';
import { EXCERPT_MAX, META_TITLE_MAX } from '../../src/shared/limits';
import { longDate } from '../../src/shared/text';
import { type FilePart, formClient, imagePart, multipart, png, signIn, storedFiles } from '../helpers/admin';
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
    // With no description of its own and none in the media library, the image is described by the title (issue 13).
    expect(plain).toMatch(/<img[^>]+alt="A Long Title For People Reading The Blog"/);
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

/** A form with several images, as the blog form sends its featured and social images together. */
async function sendFiles(method: 'POST' | 'PATCH', url: string, fields: Record<string, string>, ...files: FilePart[]) {
  const body = multipart(fields, ...files);
  const res = await t.app.inject({ method, url: `/api${url}`, ...body, headers: { ...body.headers, ...auth } });
  return { status: res.statusCode, body: res.json() };
}
const jsonLd = (html: string) =>
  JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? 'null');
const rss = async () => (await t.app.inject({ method: 'GET', url: '/blog/rss.xml' })).body;

describe('excerpt', () => {
  const content =
    '<h2>Why we rebuilt it</h2><p>Their old site was slow, mobile conversion was sliding, and every small change to a page took the team a week of careful work, reviews and a release window nobody liked at all.</p><p>More.</p>';

  it('without one, is the first paragraph cut after a whole word, with no heading text', async () => {
    const post = await send('POST', '/blog', { title: 'Summary', category: 'Business', status: 'published', content });
    expect(post.body.customExcerpt).toBeNull();
    expect(post.body.excerpt).toBe(
      'Their old site was slow, mobile conversion was sliding, and every small change to a page took the team a week of careful work, reviews and a release window…',
    );
    expect(post.body.excerpt.length).toBeLessThanOrEqual(156);
    const html = await page(post.body.slug);
    expect(html).not.toMatch(/<p[^>]*>[^<]*Why we rebuilt it/);
    expect(metaContent(html, 'name="description"')).toBe(post.body.excerpt);
  });

  it("written by the administrator, is the article's subtitle, description and RSS summary; emptied, the summary again", async () => {
    const post = await send('POST', '/blog', {
      title: 'Own Excerpt',
      category: 'Business',
      status: 'published',
      content,
      excerpt: '  How a slow shop became a fast one in six weeks.  ',
    });
    expect(post.body).toMatchObject({
      excerpt: 'How a slow shop became a fast one in six weeks.',
      customExcerpt: 'How a slow shop became a fast one in six weeks.',
    });
    const html = await page(post.body.slug);
    expect(html).toMatch(/<p[^>]*>How a slow shop became a fast one in six weeks\.<\/p>/);
    expect(metaContent(html, 'name="description"')).toBe('How a slow shop became a fast one in six weeks.');
    expect(await rss()).toContain('<description>How a slow shop became a fast one in six weeks.</description>');

    // Editing the text keeps the administrator's excerpt.
    const edited = await send('PATCH', `/blog/${post.body._id}`, { content: '<p>Entirely new text.</p>' });
    expect(edited.body.excerpt).toBe('How a slow shop became a fast one in six weeks.');
    const cleared = await send('PATCH', `/blog/${post.body._id}`, { excerpt: '' });
    expect(cleared.body).toMatchObject({ excerpt: 'Entirely new text.', customExcerpt: null });
  });

  it('longer than the limit is refused by its field, and nothing is saved', async () => {
    const post = await send('POST', '/blog', { title: 'Limits', category: 'Business', content });
    const res = await send('PATCH', `/blog/${post.body._id}`, { excerpt: 'x'.repeat(EXCERPT_MAX + 1) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['excerpt']);
    const [again] = [(await t.app.inject({ method: 'GET', url: `/api/blog/${post.body._id}`, headers: auth })).json()];
    expect(again.excerpt).toBe(post.body.excerpt);
  });
});

describe('publication date', () => {
  it('can be set back for an imported post; the article and its JSON-LD show it, and when it was updated', async () => {
    const post = await send('POST', '/blog', {
      title: 'Imported From The Old Blog',
      category: 'Business',
      status: 'published',
      content: '<p>First written in 2019.</p>',
      publishedAt: '2019-03-04T10:00:00+01:00',
    });
    expect(post.status).toBe(201);
    expect(post.body.publishedAt).toBe('2019-03-04T09:00:00.000Z');
    const html = await page(post.body.slug);
    expect(html).toContain('March 4, 2019');
    const ld = jsonLd(html);
    expect(ld.datePublished).toBe('2019-03-04T09:00:00.000Z');
    expect(ld.dateModified).toBe(post.body.updatedAt);
    // Edited long after it was first published: the article says when.
    expect(html).toContain(`Updated <time dateTime="${post.body.updatedAt}">${longDate(post.body.updatedAt)}</time>`);
    expect(await rss()).toMatch(
      /<title>Imported From The Old Blog<\/title>.*<pubDate>Mon, 04 Mar 2019 09:00:00 GMT<\/pubDate>/s,
    );

    // A save that does not send it keeps it.
    const kept = await send('PATCH', `/blog/${post.body._id}`, { title: 'Imported From The Old Blog, Revised' });
    expect(kept.body.publishedAt).toBe('2019-03-04T09:00:00.000Z');
  });

  it('published today and not edited since shows no "Updated"', async () => {
    const post = await send('POST', '/blog', {
      title: 'Fresh Today',
      category: 'Business',
      status: 'published',
      content: '<p>New.</p>',
    });
    expect(await page(post.body.slug)).not.toContain('Updated <time');
  });

  it('in the future is refused: a later date is what scheduling is for', async () => {
    const res = await send('POST', '/blog', {
      title: 'From The Future',
      category: 'Business',
      status: 'published',
      publishedAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ publishedAt: BLOG_SCHEDULE_MESSAGES.publishedAtFuture });
    const bad = await send('POST', '/blog', { title: 'Bad Date', category: 'Business', publishedAt: 'last week' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ publishedAt: BLOG_SCHEDULE_MESSAGES.publishAtInvalid });
  });
});

describe('social image', () => {
  it("is the shared card's picture, sent with the featured image; removed, the featured image is again", async () => {
    const created = await sendFiles(
      'POST',
      '/blog',
      { title: 'With A Card', category: 'Technology', status: 'published', content: '<p>Text.</p>' },
      await imagePart('featuredImage'),
      { field: 'socialImage', data: await png(1200, 630, '#16a34a') },
    );
    expect(created.status).toBe(201);
    const { featuredImage, socialImage } = created.body;
    expect(socialImage).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    expect(socialImage).not.toBe(featuredImage);
    expect(created.body).toMatchObject({ socialImageWidth: 1200, socialImageHeight: 630 });
    let html = await page(created.body.slug);
    expect(metaContent(html, 'property="og:image"')).toMatch(new RegExp(`${socialImage}$`));
    // The article still shows its featured image.
    expect(html).toMatch(new RegExp(`<img[^>]+src="${featuredImage}"`));

    const removed = await sendFiles('PATCH', `/blog/${created.body._id}`, { removeSocialImage: 'true' });
    expect(removed.body.socialImage).toBeNull();
    expect(removed.body.featuredImage).toBe(featuredImage);
    html = await page(created.body.slug);
    expect(metaContent(html, 'property="og:image"')).toMatch(new RegExp(`${featuredImage}$`));
    // Its earlier version still shows it, so it stays stored for a restore.
    expect(await storedFiles(t)).toContain(socialImage.replace('/uploads/', ''));
  });

  it('that is not an image is refused by its field, and no file of the form is kept', async () => {
    const before = await storedFiles(t);
    const res = await sendFiles(
      'POST',
      '/blog',
      { title: 'Bad Card', category: 'Technology' },
      await imagePart('featuredImage'),
      { field: 'socialImage', data: Buffer.from('not an image'), contentType: 'image/png' },
    );
    expect(res.status).toBe(415);
    expect(Object.keys(res.body.fields)).toEqual(['socialImage']);
    expect(await storedFiles(t)).toEqual(before);
  });
});
