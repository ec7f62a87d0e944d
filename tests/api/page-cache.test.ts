/**
 * The rendered-page cache's keys and single flight (issue 10): a query string a page does not read
 * costs no render, and a burst of requests for a page not yet kept costs one render.
 * Renders are counted by the API calls their data loaders make through `inject`.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../src/server/db/schema';
import { pageKey, pageUrl } from '../../src/server/render/page-key';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeBlog, makeService } from '../helpers/factories';

let t: TestApp;
let apiCalls = 0;
beforeAll(async () => {
  t = await createTestApp();
  await makeService(t.database.db, { name: 'Cached service' });
  for (let i = 0; i < 10; i++) await makeBlog(t.database.db, { title: `Listed post ${i}` });
  countApiCalls(t.app);
});
afterAll(() => t.close());

/** Counts the calls a server render makes to the API (it calls the app's own `inject`). */
function countApiCalls(app: FastifyInstance) {
  const inject = app.inject.bind(app);
  app.inject = ((options: { url?: string }) => {
    if (String(options?.url ?? '').startsWith('/api/')) apiCalls++;
    return inject(options as never);
  }) as typeof app.inject;
}

/** The API calls `run` causes. */
async function callsOf(run: () => Promise<unknown>): Promise<number> {
  const before = apiCalls;
  await run();
  return apiCalls - before;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the page cache key', () => {
  it('serves a page for any query string it does not read from the one render of its path', async () => {
    const first = await get('/');
    expect(first.statusCode).toBe(200);
    for (const url of ['/?r=8271', '/?r=1&utm_source=mail', '/?page=2']) {
      let res: Awaited<ReturnType<typeof get>> | undefined;
      expect(await callsOf(async () => (res = await get(url))), url).toBe(0);
      expect(res?.statusCode, url).toBe(200);
    }
    expect((await get('/?r=2')).body).toBe(first.body);
  });

  it('keys the blog list on the page it shows, and on nothing else', async () => {
    const one = await get('/blog');
    const two = await get('/blog?page=2');
    expect(two.statusCode).toBe(200);
    expect(two.body).not.toBe(one.body);
    expect(await callsOf(() => get('/blog?page=2&r=5'))).toBe(0);
    expect((await get('/blog?r=5&page=2')).body).toBe(two.body);
  });
});

describe('a burst of requests for a page not kept yet', () => {
  it('causes one render, shared by all 50', async () => {
    t.app.pageCache.clear();
    const oneRender = await callsOf(() => get('/services'));
    expect(oneRender).toBeGreaterThan(0);

    t.app.pageCache.clear();
    let answers: Awaited<ReturnType<typeof get>>[] = [];
    const calls = await callsOf(async () => {
      answers = await Promise.all(Array.from({ length: 50 }, (_, i) => get(`/services?visitor=${i}`)));
    });
    expect(calls).toBe(oneRender);
    expect(new Set(answers.map((res) => res.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(answers[0]?.body).toContain('Cached service');
  });
});

describe('the data of renders', () => {
  it('is kept per content version: a page rendered again reads no API, and a content change is seen at once', async () => {
    const key = pageKey(pageUrl('/', t.config.publicUrl));
    expect((await get('/')).statusCode).toBe(200);
    t.app.pageCache.forget(key);
    // Rendered again (the page was dropped, the content is the same): React only, no internal request.
    const again = await callsOf(() => get('/'));
    expect(again).toBe(0);

    // A change that did not go through a write (so bumped nothing) is not seen...
    await t.database.db.update(services).set({ name: 'Renamed behind its back' });
    t.app.pageCache.forget(key);
    expect((await get('/')).body).not.toContain('Renamed behind its back');
    // ...and the bump every content write makes empties the kept data with the pages.
    t.app.pageCache.clear();
    expect((await get('/')).body).toContain('Renamed behind its back');
  });
});
