/**
 * Issue 27, item 5: the contact form and 'Stay Updated' take the addresses mail servers deliver to (one shared
 * schema, validator's isEmail), internationalised ones included, and refuse the rest with the field's message.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions, subscribers } from '../../src/server/db/schema';
import { CONTACT_MESSAGES } from '../../src/shared/messages';
import { clientAddress, createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  number: '+1 555 0100',
  message: 'We would like a quote for a new customer portal.',
};

const REFUSED = [
  '<script>alert(1)</script>@example.com',
  '"<script>alert(1)</script>"@example.com',
  'Ada <ada@example.com>',
  'ada@example',
  'ada@localhost',
  'ada@[127.0.0.1]',
  'a..b@example.com',
  '.ada@example.com',
  'ada@exa_mple.com',
  `${'a'.repeat(65)}@example.com`,
];
const ACCEPTED = ['ada.lovelace+quotes@example.co.uk', 'josé@example.com', 'ada@bücher.de', '用户@例子.广告'];

const send = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, remoteAddress: clientAddress(), payload });

describe('e-mail addresses of visitors', () => {
  it('refuses what a mail server would not deliver to, on both forms, storing nothing', async () => {
    for (const email of REFUSED) {
      const contact = await send('/api/contact', { ...message, email });
      expect(contact.statusCode, email).toBe(400);
      expect(contact.json().fields, email).toEqual({ email: CONTACT_MESSAGES.emailInvalid });
      const subscribe = await send('/api/subscribe', { email });
      expect(subscribe.statusCode, email).toBe(400);
      expect(subscribe.json().fields, email).toEqual({ email: CONTACT_MESSAGES.emailInvalid });
    }
    const [stored] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(contactSubmissions);
    expect(stored?.n).toBe(0);
    const [pending] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(subscribers);
    expect(pending?.n).toBe(0);
  });

  it('takes ordinary and internationalised addresses on both forms', async () => {
    for (const email of ACCEPTED) {
      expect((await send('/api/contact', { ...message, email })).statusCode, email).toBe(201);
      expect((await send('/api/subscribe', { email })).statusCode, email).toBe(202);
    }
    const rows = await t.database.db.select({ email: contactSubmissions.email }).from(contactSubmissions);
    expect(rows.map((row) => row.email).sort()).toEqual([...ACCEPTED].sort());
  });
});
