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
