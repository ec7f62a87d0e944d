/** A post's changed slug (issue 12): the old address answers 301 to the new one, for good. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formClient, signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
});
afterAll(() => t.close());

const { send, remove } = formClient(
  () => t,
  () => auth,
);
const page = (path: string) => t.app.inject({ method: 'GET', url: path });
const publish = async (title: string, slug: string) => {
  const res = await send('POST', '/blog', { title, category: 'Technology', status: 'published', slug });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { _id: string; slug: string };
};

describe('a changed slug', () => {
  it('sends the old address, and every earlier one, to the new address with a 301; the sitemap lists only the new', async () => {
    const post = await publish('Moving Post', 'first-address');
    await send('PATCH', `/blog/${post._id}`, { slug: 'second-address' });
    await send('PATCH', `/blog/${post._id}`, { slug: 'third-address' });
    for (const old of ['/blog/first-address', '/blog/second-address']) {
      const res = await page(old);
      expect(res.statusCode, old).toBe(301);
      expect(res.headers.location).toBe('/blog/third-address');
    }
    expect((await page('/blog/third-address')).statusCode).toBe(200);
    const sitemap = (await page('/sitemap.xml')).body;
    expect(sitemap).toContain('/blog/third-address');
    expect(sitemap).not.toContain('first-address');
    expect(sitemap).not.toContain('second-address');
  });

  it('gives an old address to a post that takes it, and leads nowhere for a draft or a deleted post', async () => {
    const post = await publish('Giving Up Its Address', 'wanted-address');
    await send('PATCH', `/blog/${post._id}`, { slug: 'new-home' });
    expect((await page('/blog/wanted-address')).statusCode).toBe(301);
    const taker = await publish('Taking The Address', 'wanted-address');
    expect(taker.slug).toBe('wanted-address');
    const taken = await page('/blog/wanted-address');
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toContain('Taking The Address');

    const draft = await publish('Soon A Draft', 'draft-before');
    await send('PATCH', `/blog/${draft._id}`, { slug: 'draft-after', status: 'draft' });
    expect((await page('/blog/draft-before')).statusCode).toBe(404);
    expect(await remove(`/blog/${post._id}`)).toBe(204);
    expect((await page('/blog/new-home')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/moved/unknown-slug' })).statusCode).toBe(404);
  });

  it('keeps leading to a post deleted and restored from Recently deleted, and is forgotten with the post (issue 27)', async () => {
    const post = await publish('Deleted Then Back', 'before-the-move');
    await send('PATCH', `/blog/${post._id}`, { slug: 'after-the-move' });
    expect(await remove(`/blog/${post._id}`)).toBe(204);
    expect((await page('/blog/before-the-move')).statusCode).toBe(404);
    const restored = await t.app.inject({ method: 'POST', url: `/api/trash/blog/${post._id}/restore`, headers: auth });
    expect(restored.statusCode, restored.body).toBeLessThan(300);
    const old = await page('/blog/before-the-move');
    expect([old.statusCode, old.headers.location]).toEqual([301, '/blog/after-the-move']);

    // Deleted again and forgotten 30 days later: its old addresses go with it.
    expect(await remove(`/blog/${post._id}`)).toBe(204);
    await t.database.db.execute(
      sql`update trash set deleted_at = now() - interval '31 days' where record_id = ${post._id}`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/trash', headers: auth })).statusCode).toBe(200);
    const [left] = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from blog_slug_redirects where blog_id = ${post._id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(left?.n).toBe(0);
  });
});
