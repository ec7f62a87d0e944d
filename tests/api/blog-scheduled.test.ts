/**
 * Scheduled publishing (issue 12): a scheduled post stays invisible until its minute, then goes live once, by
 * the job queue (pg-boss on this very database), on one instance of a fleet, or at the next start when no
 * instance ran at that minute. Runs on PGlite and on PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { publishDuePosts } from '../../src/server/content/blog/scheduled';
import { blogs, revisions } from '../../src/server/db/schema';
import { BLOG_SCHEDULE_MESSAGES } from '../../src/shared/admin-words/blogs';
import { formClient, signIn } from '../helpers/admin';
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
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const get = (url: string, app: FastifyInstance = t.app) => app.inject({ method: 'GET', url });
const schedule = async (title: string, publishAt: string) => {
  const res = await send('POST', '/blog', { title, category: 'Technology', status: 'scheduled', publishAt });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { _id: string; slug: string; status: string; publishAt: string; isDraft: boolean };
};
const statusOf = async (id: string) =>
  (await t.database.db.select({ status: blogs.status }).from(blogs).where(eq(blogs.id, id)))[0]?.status;
const publishCount = async (id: string) =>
  (
    await t.database.db
      .select({ id: revisions.id })
      .from(revisions)
      .where(and(eq(revisions.recordId, id), eq(revisions.action, 'publish')))
  ).length;
/** Waits until `check` holds, up to `seconds`. */
async function eventually(check: () => Promise<boolean>, seconds = 20) {
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return check();
}

describe('a scheduled post', () => {
  it('is invisible until its minute, then goes live once, and every list, the sitemap and the feed show it', async () => {
    const publishAt = inSeconds(3);
    const post = await schedule('Timed For Later', publishAt);
    expect(post).toMatchObject({ status: 'scheduled', isDraft: true, publishAt: new Date(publishAt).toISOString() });
    // Warm every cache with the page as it is before.
    expect((await get(`/blog/${post.slug}`)).statusCode).toBe(404);
    expect((await get(`/api/blog/slug/${post.slug}`)).statusCode).toBe(404);
    expect((await get('/api/blog')).json().blogs.some((b: { _id: string }) => b._id === post._id)).toBe(false);
    expect((await get('/sitemap.xml')).body).not.toContain(post.slug);
    expect((await get('/blog/rss.xml')).body).not.toContain(post.slug);
    expect((await get('/blog')).body).not.toContain('Timed For Later');

    // Nothing calls for it: the job queue publishes it at its minute. The page is what is waited for: the instance
    // empties its caches once the publish has committed (a round of the database later), and an API read that
    // goes to the database can see the post during that round while the page still has the answer it kept.
    expect(await eventually(async () => (await get(`/blog/${post.slug}`)).statusCode === 200)).toBe(true);
    expect((await get(`/api/blog/slug/${post.slug}`)).statusCode).toBe(200);
    expect((await get('/blog')).body).toContain('Timed For Later');
    expect((await get('/sitemap.xml')).body).toContain(post.slug);
    expect((await get('/blog/rss.xml')).body).toContain(post.slug);
    const live = (await get(`/api/blog/slug/${post.slug}`)).json();
    expect(live).toMatchObject({ status: 'published', isDraft: false, publishAt: null });
    expect(live.publishedAt).toBe(new Date(publishAt).toISOString());
    expect(await publishCount(post._id)).toBe(1);

    // The activity log says the site published it, after the administrator scheduled it.
    const log = (await t.app.inject({ method: 'GET', url: '/api/admin/activity?type=blog', headers: auth })).json();
    const entries = log.items.filter((e: { recordId: string }) => e.recordId === post._id);
    expect(entries.map((e: { action: string; admin: unknown }) => [e.action, e.admin === null])).toEqual([
      ['publish', true],
      ['schedule', false],
    ]);
  });

  it('can be moved or unpublished until it runs, and then nothing is published', async () => {
    const post = await schedule('Moved Then Withdrawn', inSeconds(2));
    const later = inSeconds(3600);
    const moved = await send('PATCH', `/blog/${post._id}`, { publishAt: later });
    expect(moved.body).toMatchObject({ status: 'scheduled', publishAt: new Date(later).toISOString() });
    const withdrawn = await schedule('Withdrawn', inSeconds(2));
    expect((await send('PATCH', `/blog/${withdrawn._id}`, { status: 'draft' })).body).toMatchObject({
      status: 'draft',
      publishAt: null,
    });
    // Their first minutes pass, and the jobs sent for them run: neither goes live.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(await publishDuePosts(t.app)).toBe(0);
    expect(await statusOf(post._id)).toBe('scheduled');
    expect(await statusOf(withdrawn._id)).toBe('draft');
  });

  it('asks for a time to come', async () => {
    const cases = [
      [{}, BLOG_SCHEDULE_MESSAGES.publishAtRequired],
      [{ publishAt: inSeconds(-60) }, BLOG_SCHEDULE_MESSAGES.publishAtPast],
      [{ publishAt: 'next tuesday' }, BLOG_SCHEDULE_MESSAGES.publishAtInvalid],
    ] as const;
    for (const [fields, message] of cases) {
      const res = await send('POST', '/blog', {
        title: 'Never',
        category: 'Technology',
        status: 'scheduled',
        ...fields,
      });
      expect(res.status).toBe(400);
      expect(res.body.fields.publishAt).toBe(message);
    }
    expect((await get('/api/blog/slug/never')).statusCode).toBe(404);
  });
});

describe('across a fleet', () => {
  it('goes live once however many instances check at the same moment', async () => {
    const other = await buildApp(t.config, { database: t.database });
    try {
      const posts = await Promise.all([1, 2, 3].map((n) => schedule(`Fleet Post ${n}`, inSeconds(1))));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const counts = await Promise.all(
        Array.from({ length: 20 }, (_, i) => publishDuePosts(i % 2 === 0 ? t.app : other)),
      );
      for (const post of posts) {
        expect(await statusOf(post._id)).toBe('published');
        expect(await publishCount(post._id)).toBe(1);
      }
      // The queue's own jobs may have published some first: together, each post once.
      expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(posts.length);
    } finally {
      await other.close();
    }
  });

  it('goes live at the next start when its minute passed while no instance ran', async () => {
    const first = await buildApp(t.config, { database: t.database });
    const login = await first.inject({ method: 'GET', url: '/api/health' });
    expect(login.statusCode).toBe(200);
    const post = await schedule('While Everyone Slept', inSeconds(2));
    // Every instance stops (the test app's queue too), and the minute passes with nothing running.
    await first.close();
    await t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await statusOf(post._id)).toBe('scheduled');
    const next = await buildApp(t.config, { database: t.database });
    try {
      expect(await statusOf(post._id)).toBe('published');
      expect((await get(`/api/blog/slug/${post.slug}`, next)).statusCode).toBe(200);
      expect(await publishCount(post._id)).toBe(1);
    } finally {
      await next.close();
    }
  });
});
