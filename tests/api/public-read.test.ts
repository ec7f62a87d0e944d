import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { API_MESSAGES } from '../../src/shared/admin-messages';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeService } from '../helpers/factories';

let app: TestApp;
beforeAll(async () => {
  // Records are written straight into the database here, behind the API's back: the cache of public
  // reads (emptied only by writes through the API) would hide them. The cache has its own tests.
  app = await createTestApp({ PAGE_CACHE: 'false' });
});
afterAll(() => app.close());

const get = async (url: string) => {
  const res = await app.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('public reads on an empty database', () => {
  it('answers empty lists and empty documents, and 404 for contact info', async () => {
    for (const url of [
      'service',
      'product',
      'team',
      'growthsteps',
      'stats',
      'aboutus',
      'achievements',
      'terms',
      'refund',
    ]) {
      expect(await get(`/api/${url}`), url).toEqual({ status: 200, body: [] });
    }
    expect(await get('/api/company-values')).toEqual({
      status: 200,
      body: { headline: '', sections: [], version: 0 },
    });
    expect((await get('/api/privacypolicy')).body.sections).toEqual([]);
    expect(await get('/api/contact-info')).toEqual({
      status: 404,
      body: { message: API_MESSAGES.contactInfoMissing, code: 'NOT_FOUND' },
    });
    expect(await get('/api/blog')).toEqual({ status: 200, body: { blogs: [], total: 0, page: 1, totalPages: 0 } });
  });
});

describe('public reads', () => {
  it('answers each record with _id, ISO dates and image URLs, never internal columns', async () => {
    const row = await makeService(app.database.db, { image: 'abc.webp', imageWidth: 1000, imageHeight: 625 });
    const { body } = await get('/api/service');
    expect(body).toEqual([
      {
        _id: row.id,
        name: row.name,
        description: row.description,
        image: 'abc.webp',
        // No description in the media library: the service's name stands in (issue 13).
        imageAlt: row.name,
        imageUrl: '/uploads/abc.webp',
        imageSrcset: '/uploads/abc-480.webp 480w, /uploads/abc-960.webp 960w, /uploads/abc.webp 1000w',
        imageWidth: 1000,
        imageHeight: 625,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        version: 1,
      },
    ]);
  });

  it('orders growth steps by number and achievements newest first', async () => {
    const db = app.database.db;
    for (const number of [3, 1, 2])
      await db.insert(t.growthSteps).values({ number, title: `S${number}`, description: 'd' });
    expect((await get('/api/growthsteps')).body.map((s: { number: number }) => s.number)).toEqual([1, 2, 3]);

    await db.insert(t.achievements).values({ title: 'Older', description: 'd', createdAt: new Date('2025-01-01') });
    await db.insert(t.achievements).values({
      title: 'Newer',
      description: 'd',
      projectsCompleted: 320,
      yearOnYearGrowth: 38,
      funded: 2_500_000,
      downloads: 1_200_000,
      date: '2026-03-31',
      createdAt: new Date('2026-01-01'),
    });
    const achievements = (await get('/api/achievements')).body;
    expect(achievements.map((a: { title: string }) => a.title)).toEqual(['Newer', 'Older']);
    expect(achievements[0]).toMatchObject({
      statistics: { projectsCompleted: 320, yearOnYearGrowth: 38, funded: 2_500_000, downloads: 1_200_000 },
      date: '2026-03-31',
    });
  });

  it('answers the single documents in their API shapes', async () => {
    const db = app.database.db;
    await db.insert(t.contactInfo).values({ email: 'hi@x.example', location: 'Here', phone: '555', hours: '9-5' });
    await db.insert(t.companyValues).values({
      headline: 'What we value',
      sections: [{ _id: 'a', title: 'Craft', description: 'We care.' }],
    });
    await db.insert(t.refundPolicies).values({
      title: 'Refund Policy',
      description: 'd',
      items: [{ heading: 'H', description: 'D', points: ['p1', 'p2'] }],
    });
    expect((await get('/api/contact-info')).body).toMatchObject({ email: 'hi@x.example', hours: '9-5' });
    expect((await get('/api/company-values')).body).toEqual({
      headline: 'What we value',
      sections: [{ _id: 'a', title: 'Craft', description: 'We care.' }],
      version: 1,
    });
    expect((await get('/api/refund')).body[0].items).toEqual([
      { heading: 'H', description: 'D', points: ['p1', 'p2'] },
    ]);
  });

  it('answers JSON 404 for an unknown API path', async () => {
    const res = await get('/api/nothing-here');
    expect(res).toEqual({ status: 404, body: { message: API_MESSAGES.notFound, code: 'NOT_FOUND' } });
  });
});
