import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import * as t from '../../src/server/db/schema';
import { demoContent } from '../../src/server/db/seed/demo-content';
import { isFreshDatabase, seedDemo } from '../../src/server/db/seed/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { TEST_DB_KIND } from '../helpers/database';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  expect(await isFreshDatabase(app.database.db)).toBe(true);
  await seedDemo(app.database.db, app.app.storage);
}, 120_000);
afterAll(() => app.close());

const get = async (url: string) => (await app.app.inject({ method: 'GET', url })).json();

describe('demo content', () => {
  it('fills every part of the site', async () => {
    expect(await isFreshDatabase(app.database.db)).toBe(false);
    expect(await get('/api/service')).toHaveLength(demoContent.services.length);
    expect((await get('/api/service')).length).toBeGreaterThanOrEqual(6);
    const products = await get('/api/product');
    expect(products.length).toBeGreaterThanOrEqual(6);
    expect(new Set(products.map((p: { style: string }) => p.style))).toEqual(
      new Set(['white', 'black-img-white-text', 'other']),
    );
    // No demo product has a website: a 'Visit' button to a made-up domain led nowhere (issue 27).
    expect(products.filter((p: { link: string | null }) => p.link)).toEqual([]);
    expect((await get('/api/team')).length).toBeGreaterThanOrEqual(6);
    expect((await get('/api/growthsteps')).map((s: { number: number }) => s.number)).toEqual([1, 2, 3, 4]);
    expect(await get('/api/stats')).toHaveLength(1);
    const [about] = await get('/api/aboutus');
    expect(about.title).toContain('Tech Solutions');
    expect((await get('/api/achievements')).length).toBeGreaterThanOrEqual(1);
    expect((await get('/api/company-values')).sections.length).toBeGreaterThanOrEqual(4);
    expect((await get('/api/contact-info')).email).toMatch(/@/);
    expect((await get('/api/terms'))[0].sections.length).toBeGreaterThanOrEqual(5);
    expect((await get('/api/refund'))[0].items.length).toBeGreaterThanOrEqual(5);
    expect((await get('/api/privacypolicy')).sections.length).toBeGreaterThanOrEqual(5);
  });

  it('publishes 12 real articles across 4 or more categories and keeps 2 drafts back', async () => {
    const list = await get('/api/blog?limit=50');
    expect(list.total).toBeGreaterThanOrEqual(12);
    expect(new Set(list.blogs.map((b: { category: string }) => b.category)).size).toBeGreaterThanOrEqual(4);
    const [drafts] = await app.database.db.select({ n: count() }).from(t.blogs).where(eq(t.blogs.status, 'draft'));
    expect(drafts?.n).toBeGreaterThanOrEqual(2);
    const post = await get(`/api/blog/slug/${list.blogs[0].slug}`);
    for (const tag of ['<h2', '<ul', '<a href="https://', '<blockquote']) expect(post.content).toContain(tag);
  });

  it('gives every image record a real, decodable image with its width variants', async () => {
    const records = [
      ...(await get('/api/service')),
      ...(await get('/api/product')),
      ...(await get('/api/team')),
      ...(await get('/api/growthsteps')),
    ];
    for (const r of records) {
      expect(r.imageUrl, r.name ?? r.title).toMatch(/^\/uploads\/[a-f0-9-]+\.webp$/);
      for (const candidate of r.imageSrcset.split(', ')) {
        const [url, width] = candidate.split(' ');
        const res = await app.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        const meta = await sharp(res.rawPayload).metadata();
        expect(`${meta.width}w`).toBe(width);
        expect(meta.exif).toBeUndefined();
      }
    }
    const posts = (await get('/api/blog?limit=50')).blogs;
    for (const p of posts) expect(p.featuredImage).toMatch(/^\/uploads\/.+\.webp$/);
  });

  it('serves the spec legacy image paths for the same files', async () => {
    const [member] = await get('/api/team');
    const res = await app.app.inject({ method: 'GET', url: `/TeamImages/${member.image}` });
    expect(res.statusCode).toBe(200);
    expect((await app.app.inject({ method: 'GET', url: '/uploads/..%2Fsecret.webp' })).statusCode).toBe(404);
  });
});

describe('persistence', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kestrel-persist-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps everything across a stop and a start', async () => {
    const reopen = async (): Promise<Database> =>
      TEST_DB_KIND === 'postgres' && app.database.url
        ? openDatabase({ url: app.database.url })
        : openDatabase({ dir: path.join(dir, 'pgdata') });
    const first = await reopen();
    await first.migrate();
    await first.db.insert(t.services).values({ name: 'Kept', description: 'Survives a restart' });
    await first.close();

    const second = await reopen();
    await second.migrate(); // a later start migrates again: a no-op that must not lose data
    const names = (await second.db.select().from(t.services)).map((s) => s.name);
    await second.close();
    expect(names).toContain('Kept');
    if (TEST_DB_KIND === 'pglite') expect((await readdir(path.join(dir, 'pgdata'))).length).toBeGreaterThan(0);
  });
});
