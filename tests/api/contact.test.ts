import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { contactSubmissions } from '../../src/server/db/schema';
import { API_MESSAGES } from '../../src/shared/admin-messages';
import { CONTACT_RATE_MAX } from '../../src/shared/limits';
import { CONTACT_MESSAGES } from '../../src/shared/messages';
import { clientAddress, createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(contactSubmissions);
});

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  number: '+1 555 0100',
  message: 'We would like a quote for a new customer portal.',
};

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: clientAddress(),
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json', ...headers } }
      : { payload: payload as object, headers }),
  });

const stored = async () => (await t.database.db.select({ n: count() }).from(contactSubmissions))[0]?.n;

describe('POST /api/contact', () => {
  it('stores a valid message and answers 201 with the spec message', async () => {
    const res = await post({ ...valid, firstName: '  Ada  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CONTACT_MESSAGES.sent });
    const rows = await t.database.db.select().from(contactSubmissions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...valid, firstName: 'Ada' });
  });

  it('drops unknown fields instead of storing them', async () => {
    const res = await post({ ...valid, isAdmin: true, id: 'x' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(contactSubmissions);
    expect(row).not.toHaveProperty('isAdmin');
  });

  it('names every missing field with its message and stores nothing', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields).toEqual({
      firstName: CONTACT_MESSAGES.firstNameRequired,
      lastName: CONTACT_MESSAGES.lastNameRequired,
      email: CONTACT_MESSAGES.emailRequired,
      number: CONTACT_MESSAGES.numberRequired,
      message: CONTACT_MESSAGES.messageRequired,
    });
    expect(await stored()).toBe(0);
  });

  it('treats whitespace-only fields as missing', async () => {
    const res = await post({ ...valid, lastName: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ lastName: CONTACT_MESSAGES.lastNameRequired });
    expect(await stored()).toBe(0);
  });

  it('refuses a malformed e-mail address', async () => {
    for (const email of ['not-an-email', 'a@b', 'two@@example.com', 'sp ace@example.com']) {
      const res = await post({ ...valid, email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().fields).toEqual({ email: CONTACT_MESSAGES.emailInvalid });
    }
    expect(await stored()).toBe(0);
  });

  it('refuses wrong types with a clear message', async () => {
    const res = await post({ ...valid, firstName: 42, message: ['a'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      firstName: 'First name must be text.',
      message: 'Message must be text.',
    });
    expect(await stored()).toBe(0);
  });

  it('refuses a message past the length limit', async () => {
    const res = await post({ ...valid, message: 'x'.repeat(5001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.message).toBe('Message must be at most 5000 characters.');
    expect(await stored()).toBe(0);
  });

  it('answers 413 to a 1 MB message and stores nothing', async () => {
    const res = await post({ ...valid, message: 'x'.repeat(1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'TOO_LARGE', message: API_MESSAGES.tooLarge });
    expect(await stored()).toBe(0);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await post('{"firstName": "Ada",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: API_MESSAGES.invalidJson });
    expect(await stored()).toBe(0);
  });

  it('answers 415 to a body sent as form data or text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: clientAddress(),
      headers: { 'content-type': 'text/plain' },
      payload: 'firstName=Ada',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA', message: API_MESSAGES.unsupportedBody });
    expect(await stored()).toBe(0);
  });

  it('answers a JSON array or null with field errors', async () => {
    for (const payload of ['[]', 'null', '"text"']) {
      const res = await post(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await stored()).toBe(0);
  });

  it('silently drops a message whose hidden honeypot field is filled', async () => {
    const res = await post({ ...valid, website: 'https://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CONTACT_MESSAGES.sent });
    expect(await stored()).toBe(0);
  });

  it('limits each client and says when to retry', async () => {
    const remoteAddress = clientAddress();
    const send = () => t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress, payload: valid });
    for (let i = 0; i < CONTACT_RATE_MAX; i++) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: API_MESSAGES.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toBe(CONTACT_RATE_MAX);
    // Another client is not affected.
    expect((await post(valid)).statusCode).toBe(201);
  });

  it('holds under a burst of 50 at once, across two instances and a restart, because it is counted in the database', async () => {
    const remoteAddress = clientAddress();
    const other = await buildApp(t.config, { database: t.database });
    try {
      const burst = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          (i % 2 ? t.app : other).inject({ method: 'POST', url: '/api/contact', remoteAddress, payload: valid }),
        ),
      );
      expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(CONTACT_RATE_MAX);
      expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(50 - CONTACT_RATE_MAX);
      expect(await stored()).toBe(CONTACT_RATE_MAX);
    } finally {
      await other.close();
    }
    const restarted = await buildApp(t.config, { database: t.database });
    const afterRestart = await restarted.inject({ method: 'POST', url: '/api/contact', remoteAddress, payload: valid });
    await restarted.close();
    expect(afterRestart.statusCode).toBe(429);
  });
});
