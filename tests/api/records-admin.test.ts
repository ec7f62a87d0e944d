import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentVersion } from '../../src/server/content/version';
import { ADMIN_MESSAGES, API_MESSAGES } from '../../src/shared/admin-messages';
import { signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signIn(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: object = auth) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...headers }, ...(payload ? { payload } : {}) });
const missing = crypto.randomUUID();

describe('stats', () => {
  const valid = {
    headline: 'Trusted by teams that ship',
    description: 'Numbers we are proud of.',
    loyalClients: '850',
    // A box left empty in the form.
    experts: '',
  };

  it('creates, reads back, updates and deletes, bumping the content version each time', async () => {
    const v0 = await readContentVersion(t.database.db);
    const created = await call('POST', '/stats', valid);
    expect(created.statusCode).toBe(201);
    // Counts arrive as text from forms; missing ones become 0.
    expect(created.json()).toMatchObject({
      ...valid,
      loyalClients: 850,
      experts: 0,
      yearsExperience: 0,
      techAwards: 0,
    });
    expect(await readContentVersion(t.database.db)).toBe(v0 + 1);
    const { _id } = created.json();
    expect((await call('GET', '/stats', undefined, {})).json()).toHaveLength(1);

    const updated = await call('PUT', `/stats/${_id}`, { ...valid, experts: 42 });
    expect(updated.json()).toMatchObject({ experts: 42, loyalClients: 850 });
    expect((await call('DELETE', `/stats/${_id}`)).statusCode).toBe(204);
    expect((await call('GET', '/stats', undefined, {})).json()).toEqual([]);
    expect(await readContentVersion(t.database.db)).toBe(v0 + 3);
  });

  it('keeps one record: of 20 creates at once, one is stored and the others answer 409 with a clear message', async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/stats', valid)));
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = burst.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]?.json()).toEqual({ message: API_MESSAGES.statsExist, code: 'CONFLICT' });
    const stored = (await call('GET', '/stats', undefined, {})).json();
    expect(stored).toHaveLength(1);
    await call('DELETE', `/stats/${stored[0]._id}`);
  });

  it('requires headline and description, and numeric counts', async () => {
    const res = await call('POST', '/stats', { loyalClients: 'many', experts: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      headline: ADMIN_MESSAGES.headlineRequired,
      description: ADMIN_MESSAGES.descriptionRequired,
      loyalClients: ADMIN_MESSAGES.numberInvalid,
      experts: ADMIN_MESSAGES.numberInvalid,
    });
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('PUT', `/stats/${missing}`, valid)).statusCode).toBe(404);
    expect((await call('DELETE', `/stats/${missing}`)).statusCode).toBe(404);
  });
});

describe('about us', () => {
  const valid = {
    title: 'Reliable Tech Solutions',
    description: 'd',
    aboutTitle: 'Who we are',
    aboutDescription: 'ad',
  };

  it('creates, updates and deletes', async () => {
    const created = await call('POST', '/aboutus', valid);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(valid);
    const updated = await call('PUT', `/aboutus/${created.json()._id}`, { ...valid, title: 'Modern Tech Solutions' });
    expect(updated.json().title).toBe('Modern Tech Solutions');
    expect((await call('GET', '/aboutus', undefined, {})).json()[0].title).toBe('Modern Tech Solutions');
    expect((await call('DELETE', `/aboutus/${created.json()._id}`)).statusCode).toBe(204);
  });

  it('answers 409 to a second create and keeps the first text', async () => {
    const first = await call('POST', '/aboutus', valid);
    const second = await call('POST', '/aboutus', { ...valid, title: 'A second text no page would show' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: API_MESSAGES.aboutExists, code: 'CONFLICT' });
    expect((await call('GET', '/aboutus', undefined, {})).json()).toMatchObject([{ title: valid.title }]);
    await call('DELETE', `/aboutus/${first.json()._id}`);
  });

  it('requires all four fields', async () => {
    const res = await call('POST', '/aboutus', { title: ' ' });
    expect(res.json().fields).toEqual({
      title: ADMIN_MESSAGES.aboutHeadingRequired,
      description: ADMIN_MESSAGES.aboutIntroductionRequired,
      aboutTitle: ADMIN_MESSAGES.aboutTitleRequired,
      aboutDescription: ADMIN_MESSAGES.aboutDescriptionRequired,
    });
    expect((await call('PUT', `/aboutus/${missing}`, valid)).statusCode).toBe(404);
  });
});

describe('achievements', () => {
  const valid = {
    title: 'Series A',
    description: 'Funded.',
    statistics: { projectsCompleted: 320, yearOnYearGrowth: 38, funded: 2500000, downloads: 1200000 },
    date: '2026-03-31',
  };

  it('creates, updates with PATCH and deletes', async () => {
    const created = await call('POST', '/achievements', valid);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(valid);
    const patched = await call('PATCH', `/achievements/${created.json()._id}`, {
      ...valid,
      statistics: { ...valid.statistics, downloads: 1500000 },
    });
    expect(patched.json().statistics.downloads).toBe(1500000);
    expect((await call('DELETE', `/achievements/${created.json()._id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/achievements/${created.json()._id}`)).statusCode).toBe(404);
  });

  it('requires every field, numbers of 0 or more and a date', async () => {
    const res = await call('POST', '/achievements', {
      title: 'x',
      statistics: { projectsCompleted: -5, yearOnYearGrowth: 'lots', funded: 1, downloads: 2 },
      date: 'yesterday',
    });
    expect(res.json().fields).toEqual({
      description: ADMIN_MESSAGES.descriptionRequired,
      'statistics.projectsCompleted': ADMIN_MESSAGES.numberInvalid,
      'statistics.yearOnYearGrowth': ADMIN_MESSAGES.numberInvalid,
      date: ADMIN_MESSAGES.dateRequired,
    });
  });
});

describe('contact info', () => {
  const valid = { email: 'hello@kestrel.example', location: '1 Main St', phone: '+1 555 0100', hours: 'Mon-Fri 9-6' };

  it('is 404 until created (201), then updated with PUT (200); a second create is a conflict', async () => {
    expect((await call('GET', '/contact-info', undefined, {})).statusCode).toBe(404);
    const created = await call('POST', '/contact-info', valid);
    expect(created.statusCode).toBe(201);
    expect((await call('POST', '/contact-info', valid)).statusCode).toBe(409);
    const updated = await call('PUT', `/contact-info/${created.json()._id}`, { ...valid, hours: '24/7' });
    expect(updated.statusCode).toBe(200);
    expect((await call('GET', '/contact-info', undefined, {})).json()).toMatchObject({ ...valid, hours: '24/7' });
  });

  it('requires every field and a valid e-mail address', async () => {
    const res = await call('POST', '/contact-info', { email: 'nope' });
    expect(res.json().fields).toEqual({
      email: ADMIN_MESSAGES.emailInvalid,
      location: ADMIN_MESSAGES.locationRequired,
      phone: ADMIN_MESSAGES.phoneRequired,
      hours: ADMIN_MESSAGES.hoursRequired,
    });
  });
});

describe('without a token', () => {
  it('changes nothing', async () => {
    const before = await readContentVersion(t.database.db);
    const res = await call('POST', '/stats', { headline: 'h', description: 'd' }, {});
    expect(res.statusCode).toBe(401);
    expect((await call('GET', '/stats', undefined, {})).json()).toEqual([]);
    expect(await readContentVersion(t.database.db)).toBe(before);
  });
});
