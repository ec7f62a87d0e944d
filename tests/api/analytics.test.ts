/**
 * Counting visits on the server (issue 28, docs/decisions/044): what is counted and what is not, where a view came
 * from, a fleet's instances summing into one database, bounded memory, the report, the nightly fold, the leads.
 */
import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VisitCounter } from '../../src/server/analytics/counter';
import { SEEN_MAX, VALUES_PER_HOUR, VIEW_ROWS_MAX } from '../../src/server/analytics/pending';
import { rollUp } from '../../src/server/analytics/rollup';
import { buildApp } from '../../src/server/app';
import { signIn } from '../helpers/admin';
import { clientAddress, createTestApp, type TestApp } from '../helpers/app';
import { makeBlog } from '../helpers/factories';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let t: TestApp;
let editor: { authorization: string };
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  // Written only when a test says so.
  t = await createTestApp({ ANALYTICS_FLUSH_SECONDS: '300' });
  editor = await signIn(t, 'editor');
  await makeBlog(t.database.db, { title: 'Counted post', slug: 'counted-post', status: 'published' });
});
afterAll(() => t.close());

const counter = (app: FastifyInstance = t.app) => app.analytics as VisitCounter;

async function clear() {
  await counter().flush();
  for (const table of ['analytics_hourly', 'analytics_daily', 'analytics_visitors', 'analytics_seen'])
    await t.database.db.execute(sql.raw(`delete from ${table}`));
  await t.database.db.execute(sql`delete from contact_submissions`);
  await t.database.db.execute(sql`delete from subscribers`);
}
beforeEach(clear);

const view = (
  url: string,
  headers: Record<string, string> = {},
  { app = t.app, method = 'GET' as 'GET' | 'HEAD', address = clientAddress() } = {},
) => app.inject({ method, url, remoteAddress: address, headers: { 'user-agent': DESKTOP, ...headers } });

async function rowsOf<T>(query: string): Promise<T[]> {
  return ((await t.database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}
const totalViews = async () =>
  (await rowsOf<{ n: number }>('select coalesce(sum(views), 0)::int as n from analytics_hourly'))[0]?.n;

describe('what is counted', () => {
  it('counts nothing for a bot, a prefetch, a prerender, GPC, DNT, an asset, an image, the API, the back office, HEAD or a 404', async () => {
    const page = '/about';
    expect((await view(page, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).statusCode).toBe(
      200,
    );
    await view(page, { 'user-agent': '' });
    await view(page, { 'sec-purpose': 'prefetch' });
    await view(page, { 'sec-purpose': 'prefetch;prerender' });
    await view(page, { purpose: 'prefetch' });
    await view(page, { 'sec-gpc': '1' });
    await view(page, { dnt: '1' });
    await view('/assets/index-abc123.js');
    await view('/uploads/missing-image.webp');
    await view('/images/logo.png');
    expect((await view('/api/blog')).statusCode).toBe(200);
    expect((await view('/admin')).statusCode).toBe(200);
    expect((await view('/login')).statusCode).toBe(200);
    expect((await view(page, {}, { method: 'HEAD' })).statusCode).toBe(200);
    expect((await view('/no-such-page-here')).statusCode).toBe(404);
    expect((await view('/blog/no-such-post')).statusCode).toBe(404);
    expect(counter().pending.size).toBe(0);
    await counter().flush();
    expect(await totalViews()).toBe(0);
  });

  it('counts a page view with its source, campaign, device and language, and its visitor once a day', async () => {
    const phone = clientAddress();
    await view(
      '/about?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
      { 'user-agent': PHONE, 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
      { address: phone },
    );
    // The same person again, from the site's own page: one more view, not one more visitor.
    await view('/about', { 'user-agent': PHONE, referer: 'http://localhost:3000/' }, { address: phone });
    await view('/blog/counted-post', {
      'user-agent': TABLET,
      referer: 'https://www.google.co.uk/',
      'accept-language': 'fr',
    });
    await view('/', { referer: 'https://news.example.org/some/article?id=7' });
    await view('/', { 'if-none-match': 'not-current' });
    await counter().flush();

    const rows = await rowsOf<Record<string, string | number>>(
      'select path, source, utm_source, utm_medium, utm_campaign, device, language, views from analytics_hourly order by path, source',
    );
    expect(rows).toEqual([
      {
        path: '/',
        source: 'direct',
        utm_source: '',
        utm_medium: '',
        utm_campaign: '',
        device: 'desktop',
        language: '(unknown)',
        views: 1,
      },
      {
        path: '/',
        source: 'news.example.org',
        utm_source: '',
        utm_medium: '',
        utm_campaign: '',
        device: 'desktop',
        language: '(unknown)',
        views: 1,
      },
      {
        path: '/about',
        source: '(internal)',
        utm_source: '',
        utm_medium: '',
        utm_campaign: '',
        device: 'phone',
        language: '(unknown)',
        views: 1,
      },
      {
        path: '/about',
        source: 'newsletter',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring',
        device: 'phone',
        language: 'de',
        views: 1,
      },
      {
        path: '/blog/counted-post',
        source: 'Google',
        utm_source: '',
        utm_medium: '',
        utm_campaign: '',
        device: 'tablet',
        language: 'fr',
        views: 1,
      },
    ]);
    // Nothing that names a person: no address, no user agent, no referrer's address.
    const stored = JSON.stringify(await rowsOf('select * from analytics_seen')) + JSON.stringify(rows);
    expect(stored).not.toContain(phone);
    expect(stored).not.toContain('iPhone');
    expect(stored).not.toContain('some/article');

    const report = (
      await t.app.inject({ url: `/api/admin/analytics?from=${today()}&to=${today()}`, headers: editor })
    ).json();
    expect(report.pageviews).toBe(5);
    expect(report.visitors).toBe(4);
    expect(report.pages[0]).toEqual({ path: '/', visitors: 2, pageviews: 2 });
    expect(report.pages).toContainEqual({ path: '/about', visitors: 1, pageviews: 2 });
    expect(report.sources).toEqual(
      expect.arrayContaining([
        { source: 'newsletter', visitors: 1 },
        { source: 'Google', visitors: 1 },
        { source: 'news.example.org', visitors: 1 },
        { source: 'direct', visitors: 1 },
      ]),
    );
    expect(report.sources).toHaveLength(4);
    expect(report.campaigns).toEqual([{ campaign: 'spring', source: 'newsletter', medium: 'email', visitors: 1 }]);
    expect(report.devices).toEqual([
      { device: 'desktop', visitors: 2 },
      { device: 'phone', visitors: 1 },
      { device: 'tablet', visitors: 1 },
    ]);
    expect(report.languages[0]).toEqual({ language: '(unknown)', visitors: 3 });
  });

  it('counts a page fetched ahead of time once it says it was shown, with the referrer it had, and nothing else so', async () => {
    const address = clientAddress();
    const ahead = await view('/blog/counted-post', { 'sec-purpose': 'prefetch' }, { address });
    expect(ahead.statusCode).toBe(200);
    const shown = (body: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/views',
        remoteAddress: address,
        headers: { 'user-agent': DESKTOP, referer: 'http://localhost:3000/blog/counted-post', ...headers },
        payload: body,
      });
    expect((await shown({ path: '/blog/counted-post', referrer: 'https://www.linkedin.com/feed/' })).statusCode).toBe(
      204,
    );
    // Not pages this site answered 200 for and kept, a visitor who asks not to be counted, a robot: nothing.
    expect((await shown({ path: '/no-such-page' })).statusCode).toBe(204);
    expect((await shown({ path: '/admin' })).statusCode).toBe(204);
    expect((await shown({ path: '/blog/counted-post' }, { dnt: '1' })).statusCode).toBe(204);
    expect((await shown({ path: '/blog/counted-post' }, { 'user-agent': 'Googlebot/2.1' })).statusCode).toBe(204);
    expect((await shown({ path: 'https://elsewhere.example/' })).statusCode).toBe(400);
    await counter().flush();
    expect(await rowsOf<Record<string, string | number>>('select path, source, views from analytics_hourly')).toEqual([
      { path: '/blog/counted-post', source: 'LinkedIn', views: 1 },
    ]);
  });

  it('counts a kept page answered by the front door, as the route does', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = t.app.server.address() as { port: number };
      const answered = t.app.frontDoor.answered;
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`http://127.0.0.1:${port}/services?utm_campaign=door`, {
          headers: { 'user-agent': PHONE, referer: 'https://t.co/x' },
        });
        expect(res.status).toBe(200);
        await res.arrayBuffer();
      }
      const bot = await fetch(`http://127.0.0.1:${port}/services`, { headers: { 'user-agent': 'curl/8.5.0' } });
      await bot.arrayBuffer();
      expect(t.app.frontDoor.answered).toBeGreaterThanOrEqual(answered + 2);
    } finally {
      await t.app.server.close();
    }
    await counter().flush();
    expect(await rowsOf('select path, source, utm_campaign, device, views from analytics_hourly')).toEqual([
      { path: '/services', source: 'X (Twitter)', utm_campaign: 'door', device: 'phone', views: 3 },
    ]);
    expect(await rowsOf(`select visitors from analytics_visitors where dimension = 'site'`)).toEqual([{ visitors: 1 }]);
  });
  it('counts each view of one kept-alive connection under its own headers, across a write', async () => {
    // The HTTP server itself: Fastify counts itself listening still after the test before closed it.
    await new Promise<void>((resolve) => t.app.server.listen(0, '127.0.0.1', resolve));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const reused: boolean[] = [];
    const get = (path: string, headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const { port } = t.app.server.address() as { port: number };
        const req = http.get({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.on('socket', () => reused.push(req.reusedSocket));
      });
    const desktop = { 'user-agent': DESKTOP, 'accept-language': 'en-GB,en;q=0.9', referer: 'https://www.google.com/' };
    try {
      // The same view four times (a write between the second and third), then one header changed at a time.
      for (let i = 0; i < 4; i++) {
        expect(await get('/about?utm_source=mail', desktop)).toBe(200);
        if (i === 1) await counter().flush();
      }
      expect(await get('/services', desktop)).toBe(200);
      expect(await get('/services', { ...desktop, referer: 'https://www.bing.com/' })).toBe(200);
      expect(await get('/services', { ...desktop, 'accept-language': 'de-DE' })).toBe(200);
      expect(await get('/services', { ...desktop, 'user-agent': TABLET })).toBe(200);
      expect(
        await get('/services', { ...desktop, 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
      ).toBe(200);
      expect(await get('/services', { ...desktop, dnt: '1' })).toBe(200);
      expect(await get('/about?utm_source=mail', desktop)).toBe(200);
    } finally {
      agent.destroy();
      await t.app.server.close();
    }
    expect(reused.slice(1).every(Boolean), 'one connection for every view').toBe(true);
    await counter().flush();
    const rows = await rowsOf(
      'select path, source, utm_source, device, language, sum(views)::int as views from analytics_hourly ' +
        'group by 1, 2, 3, 4, 5 order by 1, 2, 4, 5',
    );
    expect(rows).toEqual([
      { path: '/about', source: 'mail', utm_source: 'mail', device: 'desktop', language: 'en', views: 5 },
      { path: '/services', source: 'Bing', utm_source: '', device: 'desktop', language: 'en', views: 1 },
      { path: '/services', source: 'Google', utm_source: '', device: 'desktop', language: 'de', views: 1 },
      { path: '/services', source: 'Google', utm_source: '', device: 'desktop', language: 'en', views: 1 },
      { path: '/services', source: 'Google', utm_source: '', device: 'tablet', language: 'en', views: 1 },
    ]);
    // The desktop and the tablet: two visitors of the site today, from one address.
    expect(await rowsOf(`select visitors from analytics_visitors where dimension = 'site'`)).toEqual([{ visitors: 2 }]);
  });
});

describe('a fleet', () => {
  it('sums two instances writing into one database exactly, and counts a visitor seen by both once', async () => {
    const other = await buildApp(t.config, { database: t.database });
    try {
      const shared = clientAddress();
      const views: Promise<unknown>[] = [];
      for (let i = 0; i < 40; i++) {
        views.push(view('/about', {}, { address: shared }));
        views.push(view('/about', {}, { app: other, address: shared }));
        views.push(view('/', {}, { app: i % 2 ? t.app : other }));
      }
      await Promise.all(views);
      await Promise.all([counter().flush(), counter(other).flush()]);
      // Again, into the rows already there.
      await view('/about', {}, { app: other, address: shared });
      await view('/about', {}, { address: shared });
      await Promise.all([counter(other).flush(), counter().flush()]);
    } finally {
      await other.close();
    }
    expect(await totalViews()).toBe(122);
    const report = (
      await t.app.inject({ url: `/api/admin/analytics?from=${today()}&to=${today()}`, headers: editor })
    ).json();
    expect(report.pages).toEqual([
      { path: '/about', visitors: 1, pageviews: 82 },
      { path: '/', visitors: 40, pageviews: 40 },
    ]);
    expect(report.visitors).toBe(41);
  });
});

describe('/metrics', () => {
  it('tells how much is pending and how long since the last write', async () => {
    const token = 'a metrics token of some length';
    const other = await buildApp({ ...t.config, metricsToken: token }, { database: t.database });
    try {
      await view('/about', {}, { app: other });
      const read = async () =>
        (await other.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } })).body;
      expect(await read()).toMatch(/^kestrel_analytics_pending [1-9]/m);
      await counter(other).flush();
      const after = await read();
      expect(after).toMatch(/^kestrel_analytics_pending 0$/m);
      expect(Number(/^kestrel_analytics_last_flush_age_seconds ([\d.e-]+)$/m.exec(after)?.[1])).toBeLessThan(5);
    } finally {
      await other.close();
    }
  });
});

describe('bounds', () => {
  it('keeps pending counts bounded under a flood of 100,000 random paths, referrers and campaigns', async () => {
    const flood = new VisitCounter({
      db: t.database.db,
      siteKey: Buffer.alloc(32, 7),
      publicUrl: 'http://localhost:3000',
      flushMs: 3_600_000,
      log: t.app.log,
    });
    await flood.start();
    let largest = 0;
    for (let i = 0; i < 100_000; i++) {
      const r = Math.random().toString(36).slice(2);
      flood.count({
        method: 'GET',
        url: `/${r}?utm_source=${r}&utm_campaign=c${r}&utm_medium=m${r}`,
        headers: { 'user-agent': DESKTOP, referer: `https://${r}.example/`, 'accept-language': r.slice(0, 3) },
        address: `10.${i % 250}.${(i >> 8) % 250}.${i % 199}`,
        status: 200,
      });
      largest = Math.max(largest, flood.pending.size);
    }
    // A write started early (many visitors pending) and could not end while the flood held the process.
    expect(largest).toBeLessThanOrEqual(VIEW_ROWS_MAX + 1 + SEEN_MAX);
    expect(flood.pending.rows.size).toBeLessThanOrEqual(VIEW_ROWS_MAX + 1);
    expect(flood.pending.visitorEntries).toBeLessThanOrEqual(SEEN_MAX);
    // Random values past the cap of an hour count as '(other)'.
    const rows = flood.pending.viewRows();
    expect(new Set(rows.map((row) => row.path)).size).toBeLessThanOrEqual(VALUES_PER_HOUR + 1);
    expect(new Set(rows.map((row) => row.source)).size).toBeLessThanOrEqual(VALUES_PER_HOUR + 1);
    expect(new Set(rows.map((row) => row.utm_campaign)).size).toBeLessThanOrEqual(VALUES_PER_HOUR + 1);
    await flood.stop();
    expect(flood.pending.size).toBe(0);
    // Every view is counted.
    expect(await totalViews()).toBe(100_000);
  }, 120_000);

  it('keeps the counts of a failed write for the next one, and never runs two writes at once', async () => {
    await view('/about');
    const writes: string[] = [];
    const db = t.database.db;
    const realTransaction = db.transaction.bind(db);
    let fail = true;
    (db as { transaction: unknown }).transaction = async (work: (tx: unknown) => Promise<unknown>) => {
      writes.push('start');
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (fail) throw new Error('database down');
      return realTransaction(work as never);
    };
    try {
      await counter().flush();
      expect(counter().pending.rows.size).toBe(1);
      fail = false;
      await view('/about');
      // Three asks while one runs: one write.
      await Promise.all([counter().flush(), counter().flush(), counter().flush()]);
      expect(writes).toEqual(['start', 'start']);
    } finally {
      (db as { transaction: unknown }).transaction = realTransaction;
    }
    expect(await totalViews()).toBe(2);
  });
});

describe('the report', () => {
  it('answers the period and the one before, every day of it, largest first, and as CSV', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await t.database.db.execute(sql`
      insert into analytics_hourly (hour, path, source, device, language, views) values
        (${`${day(-1)}T10:00:00Z`}, '/', 'Google', 'desktop', 'en', 7),
        (${`${day(-1)}T11:00:00Z`}, '/', 'Google', 'desktop', 'en', 3),
        (${`${day(-2)}T23:00:00Z`}, '/about', 'direct', 'phone', 'de', 4),
        (${`${day(-4)}T12:00:00Z`}, '/', 'direct', 'phone', 'de', 6)`);
    await t.database.db.execute(sql`
      insert into analytics_visitors (day, dimension, value, visitors) values
        (${day(-1)}, 'site', '', 5), (${day(-2)}, 'site', '', 2), (${day(-4)}, 'site', '', 3),
        (${day(-1)}, 'page', '/', 5), (${day(-2)}, 'page', '/about', 2),
        (${day(-1)}, 'source', 'Google', 5), (${day(-2)}, 'source', 'direct', 2),
        (${day(-1)}, 'campaign', '["=spring","=cmd","email"]', 1)`);
    const url = `/api/admin/analytics?from=${day(-2)}&to=${day(-1)}`;
    const res = await t.app.inject({ url, headers: editor });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      visitors: 7,
      pageviews: 14,
      previous: { visitors: 3, pageviews: 6 },
      series: [
        { date: day(-2), visitors: 2, pageviews: 4 },
        { date: day(-1), visitors: 5, pageviews: 10 },
      ],
      pages: [
        { path: '/', visitors: 5, pageviews: 10 },
        { path: '/about', visitors: 2, pageviews: 4 },
      ],
      sources: [
        { source: 'Google', visitors: 5 },
        { source: 'direct', visitors: 2 },
      ],
      campaigns: [{ campaign: '=spring', source: '=cmd', medium: 'email', visitors: 1 }],
      devices: [],
      languages: [],
      leads: [],
    });

    const csv = await t.app.inject({ url: url.replace('analytics?', 'analytics/export?'), headers: editor });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(`"Period","${day(-2)} to ${day(-1)}","","","7","14","",""`);
    expect(csv.body).toContain(`"Page","/about","","","2","4","",""`);
    // The formula guard: a campaign name cannot run in a spreadsheet.
    expect(csv.body).toContain(`"Campaign","'=spring","'=cmd","email","1","",""`);
  });

  it('refuses a bad period, and answers an Author 403', async () => {
    expect(
      (await t.app.inject({ url: '/api/admin/analytics?from=2026-02-30&to=2026-03-01', headers: editor })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/admin/analytics?from=2026-03-02&to=2026-03-01', headers: editor })).statusCode,
    ).toBe(400);
    const author = await signIn(t, 'author');
    for (const url of [
      '/api/admin/analytics?from=2026-03-01&to=2026-03-02',
      '/api/admin/analytics/export?from=2026-03-01&to=2026-03-02',
    ])
      expect((await t.app.inject({ url, headers: author })).statusCode).toBe(403);
  });

  it("gives each post's views of the last 30 days in the back office's list", async () => {
    await view('/blog/counted-post');
    await view('/blog/counted-post');
    await counter().flush();
    const res = await t.app.inject({ url: '/api/blog/admin/all', headers: editor });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().find((post: { slug: string }) => post.slug === 'counted-post').views30d).toBe(2);
  });
});

describe('leads', () => {
  it('keeps the source and campaign of the page that sent a contact message or a sign-up, and reports them', async () => {
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: clientAddress(),
      headers: { referer: 'http://localhost:3000/contact?utm_source=linkedin&utm_campaign=launch' },
      payload: { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', number: '123', message: 'Hello there' },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: clientAddress(),
      payload: { firstName: 'Bo', lastName: 'B', email: 'bo@example.com', number: '123', message: 'Hello again' },
    });
    const subscribe = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      remoteAddress: clientAddress(),
      headers: { referer: 'http://localhost:3000/blog?utm_source=linkedin&utm_campaign=launch' },
      payload: { email: 'reader@example.com' },
    });
    expect(subscribe.statusCode, subscribe.body).toBe(202);
    // The sign-up is stored after the answer.
    for (let i = 0; i < 100 && (await rowsOf('select 1 from subscribers')).length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await rowsOf('select source, campaign from subscribers')).toEqual([
      { source: 'linkedin', campaign: 'launch' },
    ]);
    const report = (
      await t.app.inject({ url: `/api/admin/analytics?from=${today()}&to=${today()}`, headers: editor })
    ).json();
    expect(report.leads).toEqual([
      { source: 'linkedin', campaign: 'launch', contacts: 1, subscribers: 1 },
      { source: 'direct', campaign: '', contacts: 1, subscribers: 0 },
    ]);
  });
});

describe('kept in proportion', () => {
  it('folds hourly rows older than 90 days into days and deletes days older than 25 months', async () => {
    const now = Date.parse('2026-11-27T04:23:00Z');
    await t.database.db.execute(sql`
      insert into analytics_hourly (hour, path, source, device, language, views) values
        ('2026-08-20T10:00:00Z', '/', 'Google', 'desktop', 'en', 7),
        ('2026-08-20T15:00:00Z', '/', 'Google', 'desktop', 'en', 3),
        ('2026-08-21T15:00:00Z', '/about', 'direct', 'phone', 'en', 2),
        ('2026-08-30T00:00:00Z', '/', 'Google', 'desktop', 'en', 1)`);
    await t.database.db.execute(sql`
      insert into analytics_daily (day, path, source, device, language, views) values
        ('2026-08-20', '/', 'Google', 'desktop', 'en', 5),
        ('2024-10-26', '/', 'Google', 'desktop', 'en', 9),
        ('2024-10-27', '/', 'Google', 'desktop', 'en', 4)`);
    await t.database.db.execute(sql`
      insert into analytics_visitors (day, dimension, value, visitors) values ('2024-10-26', 'site', '', 9), ('2024-10-27', 'site', '', 4)`);
    expect(await rollUp(t.database.db, now)).toEqual({ folded: 3, deleted: 1 });
    expect(
      await rowsOf(`select to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24') as hour, views from analytics_hourly`),
    ).toEqual([{ hour: '2026-08-30T00', views: 1 }]);
    expect(
      await rowsOf(`select to_char(day, 'YYYY-MM-DD') as day, path, views from analytics_daily order by day, path`),
    ).toEqual([
      { day: '2024-10-27', path: '/', views: 4 },
      { day: '2026-08-20', path: '/', views: 15 },
      { day: '2026-08-21', path: '/about', views: 2 },
    ]);
    expect(await rowsOf(`select to_char(day, 'YYYY-MM-DD') as day from analytics_visitors`)).toEqual([
      { day: '2024-10-27' },
    ]);
    // The report reads folded days as it read their hours.
    const report = (
      await t.app.inject({ url: '/api/admin/analytics?from=2026-08-20&to=2026-08-21', headers: editor })
    ).json();
    expect(report.pageviews).toBe(17);
  });
});
