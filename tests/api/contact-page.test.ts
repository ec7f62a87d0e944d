/**
 * Issue 27, items 1, 2 and 9: the contact form posted without JavaScript (`POST /contact`, form-encoded, the
 * API's field names) goes through the API's own checks, limits, honeypot, storing and mail, and is answered with
 * the contact page: sent, or the form again with each field's message and every typed value kept. The limit
 * counts a sender, and an office behind one address (decision 042).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactSubmissions } from '../../src/server/db/schema';
import { API_MESSAGES } from '../../src/shared/admin-messages';
import { CONTACT_FORM_WORDS } from '../../src/shared/contact-words';
import { CONTACT_CLIENT_RATE_MAX, CONTACT_RATE_MAX, FIELD_MAX } from '../../src/shared/limits';
import { CONTACT_MESSAGES, PUBLIC_MESSAGES } from '../../src/shared/messages';
import { escapeHtml } from '../../src/shared/text';
import { clientAddress, createTestApp, type TestApp } from '../helpers/app';
import { makeAdmin } from '../helpers/factories';
import { startSmtp, type TestSmtp, textOf } from '../helpers/smtp';

let smtp: TestSmtp;
let t: TestApp;
let adminEmail: string;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://www.kestrel.test' });
  adminEmail = (await makeAdmin(t.database.db)).email;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.database.db.delete(contactSubmissions);
});

const typed = {
  firstName: '  Grace ',
  lastName: 'Hopper',
  email: 'grace@example.org',
  number: '+1 (503) 555-0100',
  message: 'A quote, please: "fast" & <cheap>.\nSecond line.',
};

const postForm = (fields: Record<string, string>, from = clientAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/contact',
    remoteAddress: from,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const postApi = (payload: object, from: string) =>
  t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: from, payload });
const rows = () => t.database.db.select().from(contactSubmissions);
/** The opening tag of the page's field `name` (attributes in any order). */
const tagOf = (body: string, name: string) =>
  body.match(new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`))?.[0] ?? '';

describe('the contact form without JavaScript', () => {
  it('is a form that posts to /contact, ready to send, with the limits on its fields', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/contact' });
    const form = page.body.match(/<form[^>]*data-island="contact-form"[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contact"');
    expect(page.body).not.toMatch(/<button type="submit"[^>]*disabled=""/);
    for (const [name, max] of [
      ['firstName', FIELD_MAX.name],
      ['lastName', FIELD_MAX.name],
      ['email', FIELD_MAX.email],
      ['number', FIELD_MAX.phone],
    ] as const) {
      expect(tagOf(page.body, name).toLowerCase()).toContain(`maxlength="${max}"`);
    }
    expect(tagOf(page.body, 'message').toLowerCase()).toContain(`maxlength="${FIELD_MAX.message}"`);
  });

  it('sends a message like the API does (stored trimmed, mailed to the staff) and answers the page saying so', async () => {
    const answer = await postForm({ ...typed, website: '', acceptTerms: 'on' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain(PUBLIC_MESSAGES.contactSent);
    expect(answer.body).toContain(CONTACT_FORM_WORDS.sentText);
    // The form is empty again.
    expect(answer.body).not.toContain('value="Hopper"');
    const [row] = await rows();
    expect(row).toMatchObject({ ...typed, firstName: 'Grace' });
    const mail = await smtp.waitFor(adminEmail, 0, /Grace Hopper/);
    expect(textOf(mail)).toContain('A quote, please');
  });

  it('answers the form again with each field’s message and everything typed, storing nothing', async () => {
    const answer = await postForm({ ...typed, firstName: '   ', email: 'grace@localhost', acceptTerms: 'on' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(PUBLIC_MESSAGES.contactFailed);
    expect(answer.body).toContain(CONTACT_MESSAGES.firstNameRequired);
    expect(answer.body).toContain(CONTACT_MESSAGES.emailInvalid);
    const firstName = tagOf(answer.body, 'firstName');
    expect(firstName).toContain('aria-invalid="true"');
    expect(firstName).toContain('value="   "');
    // The browser takes the visitor to the first field to correct, JavaScript or not.
    expect(firstName).toContain('autofocus');
    expect(tagOf(answer.body, 'email')).not.toContain('autofocus');
    expect(answer.body).toContain('value="grace@localhost"');
    expect(answer.body).toContain(`value="${escapeHtml(typed.lastName)}"`);
    expect(answer.body).toContain(`value="${escapeHtml(typed.number)}"`);
    expect(answer.body).toContain(`${escapeHtml(typed.message)}</textarea>`);
    expect(tagOf(answer.body, 'acceptTerms')).toContain('checked');
    expect(await rows()).toHaveLength(0);
  });

  it('drops a bot’s message (the honeypot) and tells it the same as a person', async () => {
    const answer = await postForm({ ...typed, website: 'https://spam.example' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(PUBLIC_MESSAGES.contactSent);
    expect(await rows()).toHaveLength(0);
  });

  it('takes a message of 5000 characters of any script', async () => {
    const answer = await postForm({ ...typed, message: '文'.repeat(FIELD_MAX.message) });
    expect(answer.statusCode).toBe(200);
    expect(await rows()).toHaveLength(1);
  });
});

describe('the contact limits', () => {
  it('count the API and the page together, and the page says the server’s words and when to send again', async () => {
    const from = clientAddress();
    for (let i = 0; i < CONTACT_RATE_MAX; i++) expect((await postApi(typed, from)).statusCode).toBe(201);
    const limited = await postForm({ ...typed, acceptTerms: 'on' }, from);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect(limited.body).toContain(API_MESSAGES.rateLimited);
    expect(limited.body).toMatch(/You can send again in (9|10) minutes\./);
    expect(limited.body).toContain(`value="${escapeHtml(typed.lastName)}"`);
    expect(await rows()).toHaveLength(CONTACT_RATE_MAX);
  });

  it('let a whole office behind one address write, each person up to their own limit', async () => {
    const office = clientAddress();
    const answers = [];
    for (let i = 0; i < CONTACT_CLIENT_RATE_MAX; i++)
      answers.push((await postApi({ ...typed, email: `person${i}@office.example` }, office)).statusCode);
    expect(answers.every((status) => status === 201)).toBe(true);
    const over = await postApi({ ...typed, email: 'one-more@office.example' }, office);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', message: API_MESSAGES.rateLimited });
    const [stored] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(contactSubmissions);
    expect(stored?.n).toBe(CONTACT_CLIENT_RATE_MAX);
  });
});
