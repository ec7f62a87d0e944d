/** The back office's search box (issue 13): every kind of content and the messages, by a word in their text. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formClient, signIn } from '../helpers/admin';
import { clientAddress, createTestApp, type TestApp } from '../helpers/app';

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
const search = async (q: string, signedIn = true) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/search?q=${encodeURIComponent(q)}`,
    headers: signedIn ? auth : {},
  });

describe('GET /admin/search', () => {
  it("finds a post by a word deep in its text, with the words around it, and a message by its sender's words", async () => {
    const filler = 'Plain words about delivery and planning. '.repeat(8);
    const post = await send('POST', '/blog', {
      title: 'Quarterly Notes',
      category: 'Business',
      content: `<h2>Start</h2><p>${filler}</p><p>We migrated the <b>zanzibarite</b> cluster overnight.</p>`,
    });
    expect(post.status).toBe(201);
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: clientAddress(),
      payload: {
        firstName: 'Lin',
        lastName: 'Okafor',
        email: 'lin@example.org',
        number: '+1 555 0102',
        message: 'Can you help with our Zanzibarite migration?',
      },
    });
    expect(message.statusCode).toBe(201);

    const res = await search('ZANZIBARITE');
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    const hit = results.find((r: { type: string }) => r.type === 'blog');
    expect(hit).toMatchObject({ recordId: post.body._id, title: 'Quarterly Notes' });
    expect(hit.snippet).toContain('zanzibarite cluster overnight');
    expect(hit.snippet).not.toMatch(/[<>]/);
    expect(hit.snippet.startsWith('…')).toBe(true);
    expect(results).toContainEqual(
      expect.objectContaining({
        type: 'contact',
        title: 'Lin Okafor',
        snippet: 'Can you help with our Zanzibarite migration?',
      }),
    );
  });

  it('finds the other kinds by their words; a % or _ is a character, not a pattern; too short is refused', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/achievements',
      headers: auth,
      payload: {
        title: 'Quokka Logistics Award',
        description: 'For the fastest rollout of the year.',
        statistics: { projectsCompleted: 1, yearOnYearGrowth: 2, funded: 3, downloads: 4 },
        date: '2026-01-02',
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await search('quokka')).json().results).toEqual([
      {
        type: 'achievements',
        recordId: created.json()._id,
        title: 'Quokka Logistics Award',
        snippet: 'Quokka Logistics Award',
      },
    ]);
    expect((await search('%%')).json().results).toEqual([]);
    expect((await search('__')).json().results).toEqual([]);
    expect((await search('e')).statusCode).toBe(400);
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
  });

  it('is for signed-in administrators only', async () => {
    expect((await search('anything', false)).statusCode).toBe(401);
  });
});
