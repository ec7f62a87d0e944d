import { describe, expect, it } from 'vitest';
import { cachedPage, PageCache, type Produced } from '../../src/server/render/page-cache';

/** A render that finishes when the test says so. */
function deferredRender(body: string, keep = true) {
  let finish: () => void = () => {};
  const done = new Promise<Produced>((resolve) => {
    finish = () => resolve({ page: cachedPage(200, body), keep });
  });
  let calls = 0;
  return {
    produce: () => {
      calls++;
      return done;
    },
    finish,
    calls: () => calls,
  };
}
const text = async (page: Promise<{ body: Buffer }>) => (await page).body.toString();

describe('PageCache after a content change', () => {
  it('gives the copy kept before to requests arriving while one render makes the new one, then only the new one', async () => {
    const cache = new PageCache(true);
    await cache.load('/', async () => ({ page: cachedPage(200, 'old'), keep: true }));
    cache.clear();

    const render = deferredRender('new');
    const first = text(cache.load('/', render.produce));
    // Arriving meanwhile: the old copy at once, and no second render.
    expect(await text(cache.load('/', render.produce))).toBe('old');
    expect(await text(cache.load('/', render.produce))).toBe('old');
    expect(render.calls()).toBe(1);

    render.finish();
    expect(await first).toBe('new');
    const after = deferredRender('never made');
    expect(await text(cache.load('/', after.produce))).toBe('new');
    expect(after.calls()).toBe(0);
  });

  it('gives the front door the old copy only while a render makes the new one (decision 057)', async () => {
    const counted: boolean[] = [];
    const cache = new PageCache(true, undefined, (hit) => counted.push(hit));
    await cache.load('/', async () => ({ page: cachedPage(200, 'old'), keep: true }));
    counted.length = 0;
    cache.clear();
    // No render yet: the first request must go through the router and render.
    expect(cache.hit('/')).toBeUndefined();

    const render = deferredRender('new');
    const first = text(cache.load('/', render.produce));
    expect(cache.hit('/')?.body.toString()).toBe('old');
    render.finish();
    expect(await first).toBe('new');
    expect(cache.hit('/')?.body.toString()).toBe('new');
    // The first load's miss, the old copy's miss (as load counts it), then a hit.
    expect(counted).toEqual([false, false, true]);
  });

  it('has no old copy for a page first asked for after the change: those requests wait for the one render', async () => {
    const cache = new PageCache(true);
    cache.clear();
    const render = deferredRender('made once');
    const answers = [cache.load('/blog', render.produce), cache.load('/blog', render.produce)];
    render.finish();
    expect(await Promise.all(answers.map(text))).toEqual(['made once', 'made once']);
    expect(render.calls()).toBe(1);
  });

  it('forgets the old copies at the next change: a page two changes old is never served', async () => {
    const cache = new PageCache(true);
    await cache.load('/', async () => ({ page: cachedPage(200, 'first'), keep: true }));
    cache.clear();
    cache.clear();
    const render = deferredRender('third');
    const first = cache.load('/', render.produce);
    const meanwhile = cache.load('/', render.produce);
    render.finish();
    expect(await Promise.all([text(first), text(meanwhile)])).toEqual(['third', 'third']);
  });

  it('keeps serving the old copy to those arriving meanwhile when the new render may not be kept (its data failed)', async () => {
    const cache = new PageCache(true);
    await cache.load('/', async () => ({ page: cachedPage(200, 'good'), keep: true }));
    cache.clear();
    const failing = deferredRender('block failed', false);
    const first = text(cache.load('/', failing.produce));
    expect(await text(cache.load('/', failing.produce))).toBe('good');
    failing.finish();
    expect(await first).toBe('block failed');
    // Not kept: the next request renders again, and one arriving meanwhile still gets the good copy.
    const again = deferredRender('good again');
    const next = text(cache.load('/', again.produce));
    expect(await text(cache.load('/', again.produce))).toBe('good');
    again.finish();
    expect(await next).toBe('good again');
  });
});

/** Keeps `body` under `key` as an answer that read `reads`. */
const keep = (cache: PageCache, key: string, body: string, reads: ReadonlySet<string> | null) =>
  cache.load(key, async () => ({ page: cachedPage(200, body), keep: true, reads }));
const blogReads = new Set(['blog', 'service']);
const termsReads = new Set(['terms', 'service']);

describe('PageCache emptied by what a write changed (decision 053)', () => {
  it('empties only the answers that read a kind the write changed; the rest stay kept', async () => {
    const cache = new PageCache(true);
    await keep(cache, '/blog', 'posts', blogReads);
    await keep(cache, '/terms-of-service', 'terms', termsReads);
    await keep(cache, 'sitemap:index', 'everything', null);
    cache.clear(['blog']);
    expect(cache.get('/blog')).toBeUndefined();
    expect(cache.get('sitemap:index')).toBeUndefined();
    expect(cache.get('/terms-of-service')?.body.toString()).toBe('terms');
    // A kind every page reads (the footer's services) empties them all.
    cache.clear(['service']);
    expect(cache.get('/terms-of-service')).toBeUndefined();
  });

  it('empties everything when the write names no kind', async () => {
    const cache = new PageCache(true);
    await keep(cache, '/terms-of-service', 'terms', termsReads);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('keeps an answer made during an unrelated write, never one made during a write of what it read', async () => {
    const cache = new PageCache(true);
    let finish: (reads: ReadonlySet<string>) => void = () => {};
    const made = (body: string) =>
      cache.load(
        body,
        () =>
          new Promise<Produced>(
            (resolve) => (finish = (reads) => resolve({ page: cachedPage(200, body), keep: true, reads })),
          ),
      );
    const terms = made('terms');
    cache.clear(['blog']);
    finish(termsReads);
    await terms;
    expect(cache.get('terms')?.body.toString()).toBe('terms');

    const blog = made('blog');
    cache.clear(['blog']);
    finish(blogReads);
    await blog;
    expect(cache.get('blog')).toBeUndefined();
  });

  it('cannot tell after more clears than it remembers: an answer read that long ago is not kept', () => {
    const cache = new PageCache(true);
    const generation = cache.generation;
    for (let i = 0; i < 300; i++) cache.clear(['blog']);
    expect(cache.changedSince(generation, termsReads)).toBe(true);
    expect(cache.changedSince(cache.generation - 5, termsReads)).toBe(false);
    expect(cache.changedSince(cache.generation - 5, blogReads)).toBe(true);
  });

  it('keeps the previous copy through unrelated writes, and drops it at the next write of what it read', async () => {
    const cache = new PageCache(true);
    await keep(cache, '/blog', 'first', blogReads);
    cache.clear(['blog']);
    cache.clear(['terms']);
    const render = deferredRender('second');
    const first = text(cache.load('/blog', render.produce));
    expect(await text(cache.load('/blog', render.produce))).toBe('first');
    render.finish();
    expect(await first).toBe('second');

    cache.clear(['blog']);
    cache.clear(['blog']);
    const again = deferredRender('third');
    const answers = [cache.load('/blog', again.produce), cache.load('/blog', again.produce)];
    again.finish();
    expect(await Promise.all(answers.map(text))).toEqual(['third', 'third']);
  });
});

describe('PageCache bounded by bytes', () => {
  const page = (n: number) => cachedPage(200, Buffer.alloc(10_000, n));

  it('holds at most its bound, dropping the least recently used first', async () => {
    const cache = new PageCache(true, 100_000);
    for (let i = 0; i < 30; i++) {
      cache.set(`/p${i}`, page(i), cache.generation, blogReads);
      // /p0 is read after every keep: the most recently used, it stays.
      expect(cache.get('/p0')).toBeDefined();
      expect(cache.bytes).toBeLessThanOrEqual(100_000);
    }
    expect(cache.size).toBeGreaterThanOrEqual(8);
    expect(cache.get('/p1')).toBeUndefined();
    expect(cache.get('/p29')).toBeDefined();
  });

  it('counts the compressed copies, drops previous copies before kept answers, and never keeps one larger than all', () => {
    const cache = new PageCache(true, 100_000);
    const compressed = { ...page(1), encoded: { br: Buffer.alloc(5_000), gzip: Buffer.alloc(6_000) } };
    cache.set('/big', compressed, cache.generation, blogReads);
    expect(cache.bytes).toBeGreaterThan(21_000);
    for (let i = 0; i < 4; i++) cache.set(`/t${i}`, page(i), cache.generation, termsReads);
    cache.clear(['blog']);
    // /big is now a previous copy: the first to go when room is needed, before the oldest kept answer (/t0).
    for (let i = 4; i < 9; i++) cache.set(`/t${i}`, page(i), cache.generation, termsReads);
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    for (let i = 0; i < 9; i++) expect(cache.get(`/t${i}`), `/t${i}`).toBeDefined();

    cache.set('/huge', cachedPage(200, Buffer.alloc(200_000)), cache.generation, termsReads);
    expect(cache.get('/huge')).toBeUndefined();
    expect(cache.get('/t8')).toBeDefined();
  });
});
