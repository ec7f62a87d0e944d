/**
 * Edit conflicts that lose nothing (issue 25): every content record carries a version; a save or delete that names
 * the version it last saw is refused with 409 when someone saved since, with the record as it is now, who saved it
 * and when, and changes nothing. Checked by the database under the row's lock, so it holds for 20 saves at once
 * and across two instances of the site on one database.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../../src/server/db/schema';
import { API_MESSAGES } from '../../src/shared/admin-messages';
import { signIn } from '../helpers/admin';
import { createTestApp, secondInstance, type TestApp } from '../helpers/app';
import { TEST_DB_KIND } from '../helpers/database';
import { makeBlog } from '../helpers/factories';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
});
afterAll(() => t.close());

const patch = (app: TestApp['app'], id: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'PATCH',
    url: `/api/blog/${id}`,
    headers: { ...auth, 'content-type': 'application/json', ...headers },
    payload,
  });
/** The post as stored. */
const post = async (id: string) => {
  const [row] = await t.database.db.select().from(blogs).where(eq(blogs.id, id));
  expect(row, `post ${id}`).toBeDefined();
  return row as typeof blogs.$inferSelect;
};

describe('a post saved in two tabs', () => {
  it('keeps the first save and refuses the second with the post as it is now, who saved it and when', async () => {
    const { id } = await makeBlog(t.database.db, { title: 'Original title' });
    const opened = await post(id);
    expect(opened.version).toBe(1);

    // Tab A changes the title and saves.
    const a = await patch(t.app, id, { title: 'Title from tab A' }, { 'if-match': `"${opened.version}"` });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().version).toBe(2);

    // Tab B, opened at the same version, adds a word to the excerpt and saves.
    const b = await patch(t.app, id, { excerpt: 'An excerpt with one more word' }, { 'if-match': '"1"' });
    expect(b.statusCode, b.body).toBe(409);
    const conflict = b.json();
    expect(conflict).toMatchObject({
      code: 'CONFLICT',
      message: API_MESSAGES.staleVersion,
      current: { _id: id, title: 'Title from tab A', version: 2 },
      by: { email: expect.stringContaining('@example.com') },
    });
    expect(Number.isNaN(Date.parse(conflict.at))).toBe(false);

    // Nothing of B was written, nothing of A was lost.
    const now = await post(id);
    expect(now).toMatchObject({ title: 'Title from tab A', version: 2 });
    expect(now.excerpt).not.toBe('An excerpt with one more word');

    // B saves again over the version it was shown.
    const again = await patch(t.app, id, { excerpt: 'An excerpt with one more word' }, { 'if-match': '"2"' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      title: 'Title from tab A',
      excerpt: 'An excerpt with one more word',
      version: 3,
    });
  });

  it('takes the version as a field of a JSON body too, and writes without one as before', async () => {
    const { id } = await makeBlog(t.database.db);
    expect((await patch(t.app, id, { title: 'Saved by a script' })).json().version).toBe(2);
    const stale = await patch(t.app, id, { title: 'Stale', version: 1 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect((await post(id)).title).toBe('Saved by a script');
    expect((await patch(t.app, id, { title: 'Current', version: 2 })).statusCode).toBe(200);
  });

  it('keeps the version of a save that changes nothing', async () => {
    const { id } = await makeBlog(t.database.db);
    const first = await patch(t.app, id, { title: 'Same' });
    const version = first.json().version;
    const same = await patch(t.app, id, { title: 'Same' }, { 'if-match': `"${version}"` });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().version).toBe(version);
    expect((await post(id)).version).toBe(version);
  });

  it('refuses to delete a version someone saved over, and deletes the current one', async () => {
    const { id } = await makeBlog(t.database.db);
    await patch(t.app, id, { title: 'Changed meanwhile' });
    const del = (version: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/blog/${id}`, headers: { ...auth, 'if-match': version } });
    const stale = await del('"1"');
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().current.title).toBe('Changed meanwhile');
    expect((await post(id)).title).toBe('Changed meanwhile');
    expect((await del('"2"')).statusCode).toBe(204);
  });

  it('answers 400 to an If-Match that is not a version, and changes nothing', async () => {
    const { id } = await makeBlog(t.database.db, { title: 'Untouched' });
    for (const value of ['*', '"abc"', '1,2', '"-1"']) {
      const res = await patch(t.app, id, { title: 'No' }, { 'if-match': value });
      expect(res.statusCode, value).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: API_MESSAGES.badIfMatch });
    }
    expect(await post(id)).toMatchObject({ title: 'Untouched', version: 1 });
  });

  it('checks a document without an id (the contact details) by its version too', async () => {
    const call = (method: string, url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method,
        url: `/api${url}`,
        headers: { ...auth, 'content-type': 'application/json', ...headers },
        payload,
      });
    const details = { email: 'office@example.com', location: 'Leeds', phone: '+44 113 000 0000', hours: '9-5' };
    const created = await call('POST', '/contact-info', details);
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id, version } = created.json();
    expect(version).toBe(1);
    expect(
      (await call('PUT', `/contact-info/${id}`, { ...details, hours: '8-4' }, { 'if-match': '"1"' })).statusCode,
    ).toBe(200);
    const stale = await call('PUT', `/contact-info/${id}`, { ...details, hours: '10-6' }, { 'if-match': '"1"' });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().current).toMatchObject({ hours: '8-4', version: 2 });
  });
});

describe('saves of one version at the same moment', () => {
  it('of 20 at once, exactly one is saved and 19 are told who won', async () => {
    const { id } = await makeBlog(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => patch(t.app, id, { title: `Save ${i}` }, { 'if-match': '"1"' })),
    );
    const saved = answers.filter((res) => res.statusCode === 200);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    const winner = saved[0]?.json().title;
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().current.title).toBe(winner);
    expect(await post(id)).toMatchObject({ title: winner, version: 2 });
  });

  it('holds across two instances of the site on one database', async () => {
    // A second app on the same database: on PostgreSQL a second pool, on PGlite the same client.
    const { app: other, database, close } = await secondInstance(t);
    try {
      const { id } = await makeBlog(t.database.db);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          patch(i % 2 ? other : t.app, id, { title: `Save ${i}` }, { 'if-match': '"1"' }),
        ),
      );
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(19);
      expect((await post(id)).version).toBe(2);
    } finally {
      await close();
    }
    expect(TEST_DB_KIND === 'postgres' ? database !== t.database : database === t.database).toBe(true);
  });
});
