/**
 * The back office's blog and contact lists page, filter and search on the server (issue 29): an absent `limit` is
 * a page, not everything; status (with 'review'), category, words and order are the server's; an Author or a
 * Contributor finds only the posts they may see, whatever they filter or search; a linked message opens on its page.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions } from '../../src/server/db/schema';
import { signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeBlog } from '../helpers/factories';

type Post = { _id: string; title: string; status: string; category: string };

let t: TestApp;
let editor: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE: 'false' });
  editor = await signIn(t, 'editor');
});
afterAll(() => t?.close());

const list = async (query: string, who = editor) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/blog/admin/all${query}`, headers: who });
  expect(res.statusCode, res.body).toBe(200);
  return { posts: res.json() as Post[], total: Number(res.headers['x-total-count']) };
};
const titles = (posts: Post[]) => posts.map((post) => post.title);

describe('the blog list', () => {
  beforeAll(async () => {
    const statuses = ['draft', 'published', 'scheduled', 'review'] as const;
    for (let i = 0; i < 24; i++) {
      await makeBlog(t.database.db, {
        title: `Paged post ${i}`,
        status: statuses[i % 4],
        category: i % 2 ? 'Travel' : 'Health',
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    await makeBlog(t.database.db, {
      title: 'Kestrel sightings over the estuary',
      content: '<p>A falcon hovering above the marsh.</p>',
      createdAt: new Date(Date.UTC(2025, 0, 1)),
    });
  });

  it('answers a page of 9 when no limit is asked for, and at most 100 whatever is asked', async () => {
    const { posts, total } = await list('');
    expect(posts).toHaveLength(9);
    expect(total).toBe(25);
    expect(titles(posts)[0]).toBe('Paged post 23');
    expect((await list('?page=3')).posts).toHaveLength(7);
    expect((await list('?limit=5000')).posts).toHaveLength(25);
    for (const bad of ['?limit=0', '?page=0', '?status=lost', '?order=sideways', `?q=${'x'.repeat(101)}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/blog/admin/all${bad}`, headers: editor });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('filters by status, review included, and by category, and turns the order around', async () => {
    const review = await list('?status=review&limit=100');
    expect(review.total).toBe(6);
    expect(new Set(review.posts.map((post) => post.status))).toEqual(new Set(['review']));
    const travelDrafts = await list('?status=draft&category=Travel&limit=100');
    expect(travelDrafts.total).toBe(0);
    const healthDrafts = await list('?status=draft&category=Health&limit=100');
    expect(titles(healthDrafts.posts)).toEqual([
      'Paged post 20',
      'Paged post 16',
      'Paged post 12',
      'Paged post 8',
      'Paged post 4',
      'Paged post 0',
    ]);
    const oldest = await list('?order=oldest&limit=2');
    expect(titles(oldest.posts)).toEqual(['Kestrel sightings over the estuary', 'Paged post 0']);
  });

  it('searches words of the title and text, and the start of a word as it is typed', async () => {
    // 'estuary' is stored stemmed, 'estuari', and 'hovering' 'hover': their starts are found as typed or as stemmed.
    for (const q of ['kestrel', 'Kestr', 'falcon marsh', 'sightings estuary', 'estuar', 'estuary', 'hov', 'hovering']) {
      const found = await list(`?q=${encodeURIComponent(q)}`);
      expect(titles(found.posts), q).toEqual(['Kestrel sightings over the estuary']);
      expect(found.total).toBe(1);
    }
    expect((await list('?q=nothing-like-this')).total).toBe(0);
    // Nothing searchable (punctuation only) finds nothing rather than everything.
    expect((await list(`?q=${encodeURIComponent('!!!')}`)).total).toBe(0);
  });

  it('shows an Author and a Contributor only what they may see, whatever they filter or search', async () => {
    const author = await signIn(t, 'author');
    const contributor = await signIn(t, 'contributor');
    const me = (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: author })).json() as { _id: string };
    await makeBlog(t.database.db, { title: 'The author’s own draft', status: 'draft', writerId: me._id });
    await makeBlog(t.database.db, { title: 'The author’s review', status: 'review', writerId: me._id });
    // Posts nobody wrote through the back office are others' posts for a writer: only published and scheduled show.
    const theirs = await list('?limit=100', author);
    expect(theirs.total).toBe(12 + 1 + 2);
    expect(titles(theirs.posts)).toContain('The author’s own draft');
    expect(titles(theirs.posts)).not.toContain('Paged post 0');
    const drafts = await list('?status=draft&limit=100', author);
    expect(titles(drafts.posts)).toEqual(['The author’s own draft']);
    expect((await list('?status=review', author)).total).toBe(1);
    expect((await list(`?q=${encodeURIComponent('author')}`, contributor)).total).toBe(0);
    expect((await list('?status=draft', contributor)).total).toBe(0);
  });
});

describe('the contact messages', () => {
  let ids: string[] = [];
  beforeAll(async () => {
    await t.database.db.execute(sql`delete from ${contactSubmissions}`);
    const rows = await t.database.db
      .insert(contactSubmissions)
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          firstName: 'Visitor',
          lastName: `Number ${i}`,
          email: `visitor${i}@example.com`,
          number: '+44 20 7946 0000',
          message: i === 7 ? 'Could you quote for a mobile app?' : `Question ${i} about a website.`,
          createdAt: new Date(Date.UTC(2026, 1, 1, 0, i)),
        })),
      )
      .returning({ id: contactSubmissions.id });
    ids = rows.map((row) => row.id);
  });
  const messages = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/contact${query}`, headers: editor });
    expect(res.statusCode, res.body).toBe(200);
    return {
      items: res.json() as { _id: string; lastName: string }[],
      total: Number(res.headers['x-total-count']),
      page: Number(res.headers['x-page']),
    };
  };

  it('answers a page of 9, newest first, with the count of them all', async () => {
    const first = await messages('');
    expect(first.items).toHaveLength(9);
    expect(first.total).toBe(30);
    expect(first.items[0]?.lastName).toBe('Number 29');
    expect((await messages('?page=4')).items.map((m) => m.lastName)).toEqual(['Number 2', 'Number 1', 'Number 0']);
  });

  it('searches names, addresses and text on the server', async () => {
    expect((await messages('?q=mobile%20app')).items.map((m) => m.lastName)).toEqual(['Number 7']);
    expect((await messages('?q=visitor12%40')).total).toBe(1);
    expect((await messages(`?q=${encodeURIComponent('100%')}`)).total).toBe(0);
  });

  it('answers the page that holds a linked message, and says which', async () => {
    const linked = await messages(`?around=${ids[7]}`);
    expect(linked.page).toBe(3);
    expect(linked.items.map((m) => m._id)).toContain(ids[7]);
    // A message that is gone leaves the page asked for.
    expect((await messages(`?around=${randomUUID()}&page=2`)).page).toBe(2);
  });

  it('is for editors and above', async () => {
    const author = await signIn(t, 'author');
    const res = await t.app.inject({ method: 'GET', url: '/api/contact', headers: author });
    expect(res.statusCode).toBe(403);
  });
});
