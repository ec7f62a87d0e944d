/**
 * 'Stay Updated' for real (issue 14, parts 1 and 2): double opt-in with a mailed single-use link, the same answer
 * for any address, one confirmation a day at most, and unsubscribing by link or one-click POST (RFC 8058).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscribers } from '../../src/server/db/schema';
import { API_MESSAGES } from '../../src/shared/admin-messages';
import { CONTACT_MESSAGES } from '../../src/shared/messages';
import { SUBSCRIBE_RATE_MAX, SUBSCRIPTION_WORDS as W } from '../../src/shared/subscriptions';
import { signIn } from '../helpers/admin';
import { clientAddress, createTestApp, type TestApp } from '../helpers/app';
import { type ReceivedMail, startSmtp, type TestSmtp, textOf } from '../helpers/smtp';

let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://www.kestrel.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Subscribes, and waits for the work done after the answer (issue 26: storing it) when there is some. */
const subscribe = async (payload: unknown, from = clientAddress()) => {
  const since = Date.now();
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/subscribe',
    remoteAddress: from,
    payload: payload as object,
  });
  const { email, website } = (payload ?? {}) as { email?: string; website?: string };
  if (answer.statusCode === 202 && email && !website) await storedSince(email, since);
  return answer;
};
const page = (method: 'GET' | 'POST', url: string, form?: string, from = clientAddress()) =>
  t.app.inject({
    method,
    url,
    remoteAddress: from,
    ...(form !== undefined ? { payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
  });
const rowOf = async (email: string) =>
  (await t.database.db.select().from(subscribers).where(sql`lower(${subscribers.email}) = lower(${email})`))[0];
/** Waits until the row of `email` was written at `since` or later: a subscription is stored after its answer. */
const storedSince = (email: string, since: number) =>
  vi.waitFor(async () => expect((await rowOf(email))?.updatedAt.getTime() ?? 0).toBeGreaterThanOrEqual(since), {
    // Generous: fifty of these wait at once in the burst test, on a machine running the whole suite (CI once took
    // more than 10 s there).
    timeout: 30_000,
    interval: 100,
  });
const countWhere = async (where: ReturnType<typeof sql>) => {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(subscribers).where(where);
  return row?.n ?? 0;
};
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));

const confirmPath = (mail: ReceivedMail) => {
  const path = textOf(mail).match(/https:\/\/www\.kestrel\.test(\/subscribe\/confirm\/[\w-]+)/)?.[1];
  if (!path) throw new Error(`no link in:\n${mail.raw}`);
  return path;
};
const unsubscribePath = (mail: ReceivedMail) => {
  const path = textOf(mail).match(/^List-Unsubscribe:\s+<https:\/\/www\.kestrel\.test(\/unsubscribe\/[\w.-]+)>/m)?.[1];
  if (!path) throw new Error(`no List-Unsubscribe in:\n${mail.raw}`);
  return path;
};
/** Mails are sent by the job queue: give it time to send one that should not come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));

describe('subscribing and confirming', () => {
  it('mails a link that confirms once, recording when and from where, and lands on a page saying so', async () => {
    const answer = await subscribe({ email: 'Reader@example.org' });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: W.checkInbox });
    expect(await rowOf('reader@example.org')).toMatchObject({ status: 'pending', confirmedAt: null });

    const mail = await smtp.waitFor('Reader@example.org', 0, /confirm/);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const link = confirmPath(mail);
    // Both parts carry the button and the unsubscribe link (issue 27): the HTML part as links.
    const html = textOf(mail).slice(textOf(mail).indexOf('Content-Type: text/html'));
    expect(html).toContain(`<a href="https://www.kestrel.test${link}"`);
    expect(html).toContain(`>${W.confirmButton}</a>`);
    expect(html).toContain(`<a href="https://www.kestrel.test${unsubscribePath(mail)}"`);
    expect(textOf(mail)).toContain(`Unsubscribe: https://www.kestrel.test${unsubscribePath(mail)}`);
    // Opening the link (as a mail scanner does) only shows the button: nothing is confirmed yet.
    const landing = await page('GET', link, undefined, '192.0.2.50');
    expect(landing.statusCode).toBe(200);
    expect(landing.headers['cache-control']).toBe('no-store');
    expect(landing.headers['x-robots-tag']).toContain('noindex');
    expect(landing.body).toContain(W.confirmTitle);
    expect(landing.body).toContain(`action="${link}"`);
    expect((await rowOf('reader@example.org'))?.status).toBe('pending');
    const confirmed = await page('POST', link, '', '203.0.113.7');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain(W.confirmedTitle);
    const row = await rowOf('reader@example.org');
    expect(row).toMatchObject({ status: 'confirmed', consentIp: '203.0.113.7' });
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    // Opened and pressed again: it says so again and records nothing new.
    expect((await page('GET', link, undefined, '198.51.100.1')).body).toContain(W.confirmedTitle);
    const again = await page('POST', link, '', '198.51.100.1');
    expect(again.body).toContain(W.confirmedTitle);
    expect((await rowOf('reader@example.org'))?.consentIp).toBe('203.0.113.7');
  });

  it('answers the same for an address already subscribed, and mails it nothing', async () => {
    const before = mailsTo('Reader@example.org').length;
    const answer = await subscribe({ email: 'reader@example.org' });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: W.checkInbox });
    await settle();
    expect(mailsTo('Reader@example.org')).toHaveLength(before);
    expect((await rowOf('reader@example.org'))?.status).toBe('confirmed');
  });

  it('sends an unconfirmed address nothing more for 24 hours, then a new link that replaces the old', async () => {
    await subscribe({ email: 'slow@example.org' });
    const first = await smtp.waitFor('slow@example.org', 0, /confirm/);
    await subscribe({ email: 'slow@example.org' });
    await settle();
    expect(mailsTo('slow@example.org')).toHaveLength(1);

    await t.database.db
      .update(subscribers)
      .set({ confirmSentAt: sql`now() - interval '25 hours'` })
      .where(eq(subscribers.email, 'slow@example.org'));
    await subscribe({ email: 'slow@example.org' });
    const second = await smtp.waitFor('slow@example.org', smtp.mails.indexOf(first) + 1, /confirm/);
    expect((await page('GET', confirmPath(first))).statusCode).toBe(404);
    expect((await page('POST', confirmPath(first), '')).statusCode).toBe(404);
    expect((await page('POST', confirmPath(second), '')).body).toContain(W.confirmedTitle);
  });

  it('sends one mail and keeps one row when the same address arrives 50 times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => subscribe({ email: 'burst@example.org' })));
    expect(answers.every((a) => a.statusCode === 202)).toBe(true);
    await smtp.waitFor('burst@example.org', 0, /confirm/);
    await settle();
    expect(mailsTo('burst@example.org')).toHaveLength(1);
    expect(await countWhere(sql`email = 'burst@example.org'`)).toBe(1);
  });

  it('refuses a bad address, a 10 KB one and a flood from one client clearly, storing nothing; a bot is ignored', async () => {
    const invalid = await subscribe({ email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.email).toBe(CONTACT_MESSAGES.emailInvalid);
    expect((await subscribe({ email: `${'a'.repeat(10_000)}@example.org` })).statusCode).toBe(400);
    expect((await subscribe({})).statusCode).toBe(400);
    expect((await subscribe('email=x')).statusCode).toBeGreaterThanOrEqual(400);

    const bot = await subscribe({ email: 'bot@example.org', website: 'https://spam.example' });
    expect(bot.statusCode).toBe(202);
    expect(await rowOf('bot@example.org')).toBeUndefined();

    const from = clientAddress();
    const flood = await Promise.all(
      Array.from({ length: 30 }, (_, i) => subscribe({ email: `flood${i}@example.org` }, from)),
    );
    expect(flood.filter((a) => a.statusCode === 202)).toHaveLength(SUBSCRIBE_RATE_MAX);
    expect(flood.filter((a) => a.statusCode === 429)).toHaveLength(30 - SUBSCRIBE_RATE_MAX);
    expect(await countWhere(sql`email like 'flood%'`)).toBe(SUBSCRIBE_RATE_MAX);
    // Without JavaScript, the page says to wait, and nothing that contradicts it (issue 27).
    const limited = await page('POST', '/subscribe', 'email=flood99%40example.org', from);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain(W.notSentTitle);
    expect(limited.body).toContain(API_MESSAGES.rateLimited);
    expect(limited.body).not.toContain(W.failed);
    expect(await rowOf('not-an-address')).toBeUndefined();
  });
});

describe('unsubscribing', () => {
  it('shows a page with one button, unsubscribes by one-click POST, and needs a new confirmation to come back', async () => {
    await subscribe({ email: 'leaver@example.org' });
    const mail = await smtp.waitFor('leaver@example.org', 0, /confirm/);
    await page('POST', confirmPath(mail), '');
    const link = unsubscribePath(mail);

    const ask = await page('GET', link);
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain(W.unsubscribeText);
    expect(ask.body).toContain(`action="${link}"`);
    expect((await rowOf('leaver@example.org'))?.status).toBe('confirmed');

    const done = await page('POST', link, 'List-Unsubscribe=One-Click');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(W.unsubscribedTitle);
    const row = await rowOf('leaver@example.org');
    expect(row?.status).toBe('unsubscribed');
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    // The link opened again says it is done, and offers no button to do it again (issue 27).
    const again = await page('GET', link);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(W.unsubscribedTitle);
    expect(again.body).not.toContain(`action="${link}"`);
    expect(again.body).not.toContain(`>${W.unsubscribeButton}</button>`);
    // The confirmation link does not bring it back; a new subscription asks for a new confirmation.
    expect((await page('POST', confirmPath(mail), '')).statusCode).toBe(404);
    await subscribe({ email: 'leaver@example.org' });
    // The consent it withdrew is not kept as if it stood: none until the new confirmation (issue 27).
    expect(await rowOf('leaver@example.org')).toMatchObject({ status: 'pending', confirmedAt: null, consentIp: null });
    await smtp.waitFor('leaver@example.org', smtp.mails.indexOf(mail) + 1, /confirm/);
  });

  it('refuses a link that is not one, by page and by API', async () => {
    expect((await page('GET', '/unsubscribe/not-a-token')).statusCode).toBe(404);
    expect((await page('POST', '/unsubscribe/00000000-0000-4000-8000-000000000000abc', '')).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token: 'x'.repeat(20) } });
    expect(api.statusCode).toBe(404);
    expect((await page('GET', '/subscribe/confirm/nothing-like-a-token')).statusCode).toBe(404);
  });
});

describe('the form without JavaScript', () => {
  it('posts to /subscribe and gets a page asking to confirm, or saying what is wrong', async () => {
    const since = Date.now();
    const done = await page('POST', '/subscribe', 'email=plain%40example.org&website=');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(W.checkInbox);
    await storedSince('plain@example.org', since);
    expect((await rowOf('plain@example.org'))?.status).toBe('pending');
    const wrong = await page('POST', '/subscribe', 'email=nope');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(CONTACT_MESSAGES.emailInvalid);
  });
});

describe('subscribers in the back office', () => {
  it('counts each status, lists 25 a page newest first with search and status, erases for good, and exports CSV', async () => {
    const auth = await signIn(t);
    const get = (query = '', signedIn = true) =>
      t.app.inject({ method: 'GET', url: `/api/admin/subscribers${query}`, headers: signedIn ? auth : {} });
    const all = (await get()).json();
    const counts = all.counts;
    expect(counts.confirmed).toBeGreaterThanOrEqual(2);
    expect(counts.pending).toBeGreaterThanOrEqual(5);
    expect(counts.unsubscribed).toBe(0);
    expect(all.total).toBe(counts.confirmed + counts.pending + counts.unsubscribed);
    expect(all.items).toHaveLength(Math.min(25, all.total));
    expect(all.items[0].email).toBe('plain@example.org');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: auth })).json().subscribers,
    ).toEqual(counts);

    const found = (await get('?q=READER')).json();
    expect(found.items.map((i: { email: string }) => i.email)).toEqual(['Reader@example.org']);
    expect(found.items[0]).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) });
    expect(
      (await get('?status=confirmed')).json().items.every((i: { status: string }) => i.status === 'confirmed'),
    ).toBe(true);
    expect((await get(`?q=${encodeURIComponent('%')}`)).json().total).toBe(0);
    expect((await get('?status=maybe')).statusCode).toBe(400);
    expect((await get('', false)).statusCode).toBe(401);

    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/subscribers/export', headers: auth });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('"Reader@example.org","confirmed"');
    expect(csv.body).toContain('"203.0.113.7"');

    const id = found.items[0]._id;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/subscribers/${id}`, headers: auth })).statusCode,
    ).toBe(204);
    expect(await rowOf('reader@example.org')).toBeUndefined();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/subscribers/${id}`, headers: auth })).statusCode,
    ).toBe(404);
    expect((await get('?q=reader')).json().total).toBe(0);
  });
});
