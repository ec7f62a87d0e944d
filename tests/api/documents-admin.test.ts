import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../src/shared/admin-messages';
import { signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeBlog, makeService } from '../helpers/factories';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
});
afterAll(() => t.close());

const put = (url: string, payload: object, headers: object = auth) =>
  t.app.inject({ method: 'PUT', url: `/api${url}`, headers: { ...headers }, payload });
const get = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api${url}` })).json();

describe('company values', () => {
  it('is created by the first PUT and replaced by later ones, keeping section ids', async () => {
    const first = await put('/company-values', {
      headline: 'What we value',
      sections: [
        { title: 'Craft', description: 'We sweat the details.' },
        { title: 'Candour', description: 'We say what we see.' },
      ],
    });
    expect(first.statusCode).toBe(200);
    const [craft, candour] = first.json().sections;
    expect(craft._id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await put('/company-values', {
      headline: 'Our values',
      sections: [
        { ...candour, description: 'Honest, always.' },
        { title: 'Care', description: 'For people.' },
      ],
    });
    const sections = second.json().sections;
    expect(sections[0]).toEqual({ _id: candour._id, title: 'Candour', description: 'Honest, always.' });
    expect(sections).toHaveLength(2);
    expect(await get('/company-values')).toEqual(second.json());
  });

  it('requires a headline and complete sections', async () => {
    const res = await put('/company-values', { sections: [{ title: '', description: 'x' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      headline: ADMIN_MESSAGES.headlineRequired,
      'sections.0.title': ADMIN_MESSAGES.titleRequired,
    });
  });
});

describe('legal pages', () => {
  it('creates and replaces the terms', async () => {
    const body = {
      title: 'Terms of Service',
      intro: 'Please read.',
      sections: [{ title: 'Use', content: 'Be nice.' }],
    };
    expect((await put('/terms', body)).statusCode).toBe(200);
    expect((await put('/terms', { ...body, title: 'Terms' })).statusCode).toBe(200);
    const terms = await get('/terms');
    expect(terms).toHaveLength(1);
    expect(terms[0]).toMatchObject({
      title: 'Terms',
      intro: 'Please read.',
      sections: [{ title: 'Use', content: 'Be nice.' }],
    });
  });

  it('creates and replaces the refund policy', async () => {
    const body = {
      title: 'Refund Policy',
      description: 'Fair refunds.',
      items: [{ heading: 'Within 14 days', description: 'Full refund.', points: ['Unused work', 'Written request'] }],
    };
    expect((await put('/refund', body)).json()).toMatchObject(body);
    await put('/refund', { ...body, items: [] });
    expect((await get('/refund'))[0].items).toEqual([]);
  });

  it('creates and replaces the privacy policy', async () => {
    const first = await put('/privacypolicy', { sections: [{ title: 'Data we keep', content: 'Little.' }] });
    expect(first.json().sections[0]).toMatchObject({ title: 'Data we keep', content: 'Little.' });
    const again = await put('/privacypolicy', { sections: [] });
    expect(again.json()._id).toBe(first.json()._id);
    expect((await get('/privacypolicy')).sections).toEqual([]);
  });

  it('refuses incomplete documents and anonymous writes', async () => {
    const res = await put('/terms', { title: 'T', sections: [{ title: 'x', content: ' ' }] });
    expect(res.json().fields).toEqual({
      intro: ADMIN_MESSAGES.introRequired,
      'sections.0.content': ADMIN_MESSAGES.contentRequired,
    });
    expect((await put('/refund', { title: 'x', description: 'y', items: [] }, {})).statusCode).toBe(401);
  });
});

describe('submissions and the dashboard', () => {
  it('lists messages newest first, deletes one, and counts everything on the dashboard', async () => {
    for (const firstName of ['Ann', 'Ben']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { firstName, lastName: 'Lee', email: `${firstName}@example.com`, number: '555', message: 'Hi' },
      });
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/contact', headers: auth });
    expect(list.json().map((s: { firstName: string; FirstName: string }) => [s.firstName, s.FirstName])).toEqual([
      ['Ben', 'Ben'],
      ['Ann', 'Ann'],
    ]);
    await makeService(t.database.db);
    await makeBlog(t.database.db, { status: 'draft' });
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: auth });
    expect(dashboard.json()).toEqual({
      services: 1,
      products: 0,
      blogs: 1,
      visitors: 2,
      subscribers: { confirmed: 0, pending: 0, unsubscribed: 0 },
      // No BACKUP_DIR in tests: nothing scheduled, nothing made.
      backup: { scheduled: false, lastAt: null, lastBytes: null, failedAt: null, error: null, stale: false },
    });

    const id = list.json()[0]._id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/contact/${id}`, headers: auth })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/contact/${id}`, headers: auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/contact' })).statusCode).toBe(401);
  });
});
