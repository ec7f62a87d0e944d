/**
 * The page and read cache under load, over real HTTP (issue 10): requests per second with 20 requests
 * always in flight, on the demo content.
 * - The home page with a random query string (`/?r=<random>`, a cache-busting crawler or attacker)
 *   against the plain home page: budget at least 0.8x (it was 0.005x: every request rendered).
 * - `GET /api/blog` against `GET /api/health` (one trivial query through the same stack): reported.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/server/db/seed/seed';
import { createTestApp, type TestApp } from '../tests/helpers/app';
import { type Rate, reportRates, throughput } from './measure';

const RANDOM_QUERY_BUDGET = 0.8;

let t: TestApp;
let origin = '';
beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE: 'true' });
  await seedDemo(t.database.db, t.app.storage);
  origin = await (t.app as FastifyInstance).listen({ port: 0, host: '127.0.0.1' });
}, 300_000);
afterAll(() => t.close());

const get = (path: () => string) => async () => {
  const res = await fetch(origin + path());
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${path()}: ${res.status}`);
};

describe('the page and read cache', () => {
  it('serve the home page with a random query string at least 0.8x as fast as the plain home page', async () => {
    // Rounds taken in turn, each figure the best of its rounds: the two cores are shared, and the first
    // seconds of a run also measure V8 optimizing the code.
    const rounds: Record<string, Rate[]> = { home: [], random: [], health: [], blog: [] };
    for (let round = 0; round < 3; round++) {
      rounds.home?.push(
        await throughput(
          'GET /',
          get(() => '/'),
          1000,
        ),
      );
      rounds.random?.push(
        await throughput(
          'GET /?r=<random>',
          get(() => `/?r=${Math.random().toString(36).slice(2)}`),
          1000,
        ),
      );
      rounds.health?.push(
        await throughput(
          'GET /api/health',
          get(() => '/api/health'),
          1000,
        ),
      );
      rounds.blog?.push(
        await throughput(
          'GET /api/blog',
          get(() => '/api/blog'),
          1000,
        ),
      );
    }
    const best = (name: string) => (rounds[name] ?? []).reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
    const [home, random, health, blog] = ['home', 'random', 'health', 'blog'].map(best) as [Rate, Rate, Rate, Rate];
    reportRates('Home page over HTTP, 20 in flight', home, [random]);
    reportRates('Public API reads over HTTP, 20 in flight', health, [blog]);
    expect(random.perSecond / home.perSecond).toBeGreaterThanOrEqual(RANDOM_QUERY_BUDGET);
  });
});
