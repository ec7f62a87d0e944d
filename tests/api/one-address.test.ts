/**
 * One page, one address (issue 27): another spelling of a page's address (upper case, a trailing slash) answers 301
 * to the page's one address, query kept, before the page cache and so before the front door; the blog's page 2
 * names itself as canonical, and search results are kept out of search engines.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_LIST_DEFAULT_LIMIT } from '../../src/shared/limits';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeBlog } from '../helpers/factories';

const SITE = 'https://www.kestrel.example';
let t: TestApp;
let slug = '';
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: SITE });
  for (let i = 0; i <= BLOG_LIST_DEFAULT_LIMIT; i++) slug = (await makeBlog(t.database.db)).slug;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

describe('a page asked for by another spelling of its address', () => {
  it('answers 301 to its one address, lower-case and without a trailing slash, the query kept', async () => {
    const cases: [string, string][] = [
      ['/About', '/about'],
      ['/BLOG', '/blog'],
      ['/about/', '/about'],
      ['/Contact//', '/contact'],
      [`/blog/${slug}/`, `/blog/${slug}`],
      [`/Blog/${slug}`, `/blog/${slug}`],
      ['/BLOG/?page=2&utm_source=mail', '/blog?page=2&utm_source=mail'],
      ['/Privacy-Policy?x=%C3%A9', '/privacy-policy?x=%C3%A9'],
    ];
    for (const [asked, address] of cases) {
      const res = await get(asked);
      expect([asked, res.statusCode, res.headers.location]).toEqual([asked, 301, address]);
    }
    // The one address is the page, and names itself.
    for (const address of ['/about', '/blog', `/blog/${slug}`]) {
      const res = await get(address);
      expect(res.statusCode).toBe(200);
      expect(canonicalOf(res.body)).toBe(`${SITE}${address}`);
    }
  });

  it('leaves / and what is not a page alone', async () => {
    expect((await get('/')).statusCode).toBe(200);
    expect((await get('/?utm_source=mail')).statusCode).toBe(200);
    expect((await get('/api/service')).statusCode).toBe(200);
    expect((await get('/API/service')).statusCode).not.toBe(301);
    expect((await get('/admin/')).statusCode).toBe(200);
    expect((await get('/Admin')).statusCode).toBe(200);
    expect((await get('/SuccessMessage')).statusCode).toBe(200);
    expect((await get('/uploads/Nothing-Here.webp')).statusCode).not.toBe(301);
    expect((await get('/Assets/x.js')).statusCode).not.toBe(301);
  });

  it('answers 301 for a kept page too: over HTTP, the front door leaves it to the page route', async () => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(origin);
    const ask = (path: string) =>
      new Promise<{ status: number; location?: string }>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
        })
          .on('error', reject)
          .end();
      });
    expect((await ask('/services')).status).toBe(200);
    const before = t.app.frontDoor.answered;
    expect((await ask('/services')).status).toBe(200);
    expect(t.app.frontDoor.answered).toBe(before + 1);
    expect(await ask('/Services')).toEqual({ status: 301, location: '/services' });
    expect(await ask('/services/')).toEqual({ status: 301, location: '/services' });
    expect(t.app.frontDoor.answered).toBe(before + 1);
  });
});

describe('the blog list for search engines', () => {
  it('names page 2 as its own canonical address, page 1 as /blog', async () => {
    expect(canonicalOf((await get('/blog?page=2')).body)).toBe(`${SITE}/blog?page=2`);
    expect(canonicalOf((await get('/blog?page=1')).body)).toBe(`${SITE}/blog`);
    expect(canonicalOf((await get('/blog')).body)).toBe(`${SITE}/blog`);
  });

  it('keeps search results out of search engines', async () => {
    const res = await get('/blog?q=post');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(canonicalOf(res.body)).toBeUndefined();
    expect((await get('/blog')).body).not.toContain('name="robots"');
  });
});
