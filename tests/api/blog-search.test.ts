/** Public search: full-text, ranked, highlighted, on PGlite and PostgreSQL (issue 11). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIGHLIGHT_END, HIGHLIGHT_START, highlightParts } from '../../src/shared/highlight';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeBlog } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE: 'false' });
  const db = t.database.db;
  await makeBlog(db, {
    title: 'Running containers in production',
    excerpt: 'What we learned running containers for a bank.',
    content: '<p>Kubernetes, <b>observability</b> and on-call.</p>',
    tags: ['devops'],
  });
  await makeBlog(db, {
    title: 'Design systems that last',
    excerpt: 'Tokens, components and governance.',
    content: '<p>We once shipped a container of icons.</p>',
    tags: ['design'],
  });
  await makeBlog(db, {
    title: 'Pricing a mobile app',
    excerpt: 'Subscriptions or one-off?',
    content: '<p>Nothing about infrastructure here.</p>',
    tags: ['kubernetes-free', 'business'],
  });
  await makeBlog(db, {
    title: 'Container security checklist (draft)',
    excerpt: 'Not yet published.',
    status: 'draft',
  });
});
afterAll(() => t.close());

const search = async (q: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/blog?q=${encodeURIComponent(q)}` })).json();
const titles = (list: { blogs: { title: string }[] }) => list.blogs.map((b) => b.title);

describe('GET /api/blog?q=', () => {
  it('finds words in any form, title matches first, never a draft', async () => {
    const result = await search('container');
    expect(titles(result)).toEqual(['Running containers in production', 'Design systems that last']);
    expect(result.total).toBe(2);
  });

  it('searches tags and the text without its markup', async () => {
    expect(titles(await search('devops'))).toEqual(['Running containers in production']);
    expect(titles(await search('observability'))).toEqual(['Running containers in production']);
    expect(titles(await search('b'))).toEqual([]);
  });

  it('understands quotes, or and minus as a search engine does', async () => {
    expect(titles(await search('container -icons'))).toEqual(['Running containers in production']);
    expect(titles(await search('"mobile app"'))).toEqual(['Pricing a mobile app']);
    expect((await search('governance or subscriptions')).total).toBe(2);
  });

  it('counts every match on every page of results, and past the last one', async () => {
    for (let i = 0; i < 11; i++) await makeBlog(t.database.db, { title: `Paging probe ${i}`, excerpt: 'A probe.' });
    const page = async (n: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/blog?q=probe&limit=4&page=${n}` })).json();
    const pages = await Promise.all([1, 2, 3, 4, 9].map(page));
    expect(pages.map((p) => p.blogs.length)).toEqual([4, 4, 3, 0, 0]);
    for (const p of pages) expect(p, `page ${p.page}`).toMatchObject({ total: 11, totalPages: 3 });
    // Every probe once across the pages, in one order.
    expect(new Set(pages.flatMap(titles)).size).toBe(11);
  });

  it('marks the matched words of the excerpt', async () => {
    const [first] = (await search('containers bank')).blogs;
    expect(first.highlight).toBe(
      `What we learned running ${HIGHLIGHT_START}containers${HIGHLIGHT_END} for a ${HIGHLIGHT_START}bank${HIGHLIGHT_END}.`,
    );
    expect(highlightParts(first.highlight)).toEqual([
      { text: 'What we learned running ', mark: false },
      { text: 'containers', mark: true },
      { text: ' for a ', mark: false },
      { text: 'bank', mark: true },
      { text: '.', mark: false },
    ]);
    // A match in the text alone leaves the excerpt unmarked.
    expect((await search('icons')).blogs[0].highlight).toBeUndefined();
  });

  it('answers words that match nothing, and text that is no query at all, with an empty list', async () => {
    for (const q of ['zebra', '%', '!!', '""', '-']) {
      const result = await search(q);
      expect(result, q).toMatchObject({ blogs: [], total: 0, totalPages: 0 });
    }
  });
});

describe('the blog page', () => {
  it('searches from a plain form, shows the results with their matches marked, and keeps the words in the page links', async () => {
    for (let i = 0; i < 10; i++) {
      await makeBlog(t.database.db, { title: `Container note ${i}`, excerpt: `Container note number ${i}.` });
    }
    const html = (await t.app.inject({ method: 'GET', url: '/blog?q=container&utm_source=x' })).body;
    expect(html).toMatch(/<search[^>]*><form[^>]* action="\/blog" method="get"/);
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="container"/);
    expect(html).toContain('<mark');
    expect(html).toContain('href="/blog?q=container&amp;page=2"');
    const none = (await t.app.inject({ method: 'GET', url: '/blog?q=zebra' })).body;
    expect(none).toContain('No articles match');
    expect(none).not.toContain('/blog/placeholder');
  });
});
