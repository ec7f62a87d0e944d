/**
 * New posts e-mailed to subscribers (issue 14, part 4): chosen per post, off by default, sent once ever, to every
 * confirmed subscriber and nobody else, through the job queue with retries while the mail server refuses, and
 * exactly once with two instances on one PostgreSQL server. (A crash mid-send: shutdown.test.ts.)
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDuePosts } from '../../src/server/content/blog/scheduled';
import type { Db } from '../../src/server/db/client';
import { blogs, newsletterDeliveries, newsletterSends, subscribers } from '../../src/server/db/schema';
import { startDueNewsletters } from '../../src/server/newsletter/sends';
import { NEWSLETTER_WORDS, type NewsletterProgress } from '../../src/shared/subscriptions';
import { formClient, imagePart, multipart, signIn } from '../helpers/admin';
import { createTestApp, type TestApp } from '../helpers/app';
import { ADMIN_PASSWORD, makeAdmin } from '../helpers/factories';
import { startOwnCluster } from '../helpers/own-cluster';
import { type ReceivedMail, startSmtp, type TestSmtp, textOf } from '../helpers/smtp';

let smtp: TestSmtp;
let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://www.kestrel.test',
    MAIL_RATE_PER_MINUTE: '60000',
  });
  auth = await signIn(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const { send } = formClient(
  () => t,
  () => auth,
);

let nextAddress = 0;
/** Subscribers straight into the table, `n` of each status asked for; answers their addresses by status. */
async function addSubscribers(db: Db, counts: { confirmed?: number; pending?: number; unsubscribed?: number }) {
  const made: Record<string, string[]> = { confirmed: [], pending: [], unsubscribed: [] };
  for (const [status, n] of Object.entries(counts)) {
    for (let i = 0; i < (n ?? 0); i++) {
      const email = `reader${++nextAddress}-${status}@example.org`;
      made[status]?.push(email);
    }
    if (!made[status]?.length) continue;
    await db.insert(subscribers).values(
      (made[status] ?? []).map((email) => ({
        email,
        status: status as 'confirmed' | 'pending' | 'unsubscribed',
        confirmedAt: status === 'confirmed' ? new Date() : null,
        // A pending subscriber has had its confirmation (one without is waiting for room, and would be sent it).
        confirmSentAt: status === 'pending' ? new Date() : null,
      })),
    );
  }
  return made as { confirmed: string[]; pending: string[]; unsubscribed: string[] };
}

const mailsOf = (mails: ReceivedMail[], title: string) => mails.filter((m) => m.raw.includes(`Subject: ${title}`));
const recipientsOf = (mails: ReceivedMail[]) => mails.flatMap((m) => m.to).sort();
const progressOf = async (id: string, app = t.app): Promise<NewsletterProgress> => {
  const res = await app.inject({ method: 'GET', url: `/api/blog/${id}/newsletter`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
async function eventually(check: () => Promise<boolean> | boolean, seconds = 30) {
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return check();
}
/** The job queue polls every 2 s: give it time to send what should not come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3500));

describe('publishing with E-mail to subscribers', () => {
  it('mails every confirmed subscriber once, and nobody pending or unsubscribed; never again for that post', async () => {
    const people = await addSubscribers(t.database.db, { confirmed: 6, pending: 2, unsubscribed: 2 });
    const created = await send(
      'POST',
      '/blog',
      {
        title: 'Shipping On Fridays',
        category: 'Technology',
        status: 'published',
        excerpt: 'Why we deploy at the end of the week <and sleep well>.',
        content: '<p>Body.</p>',
        emailSubscribers: 'true',
      },
      await imagePart('featuredImage'),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.emailSubscribers).toBe(true);
    const id = created.body._id as string;

    expect(await eventually(async () => (await progressOf(id)).status === 'sent')).toBe(true);
    const mails = mailsOf(smtp.mails, 'Shipping On Fridays');
    expect(recipientsOf(mails)).toEqual([...people.confirmed].sort());
    expect(await progressOf(id)).toMatchObject({ status: 'sent', sent: 6, failed: 0, pending: 0 });

    // What a subscriber reads: title, excerpt, picture and link, HTML without script and plain text, and a way out.
    const mail = textOf(mails[0] as ReceivedMail);
    expect(mail).toMatch(/^List-Unsubscribe:\s+<https:\/\/www\.kestrel\.test\/unsubscribe\/[\w-]+>/m);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(mail).toMatch(/^Message-ID:\s+<[\w-]+\.[\w-]+@www\.kestrel\.test>/im);
    expect(mail).toContain(`https://www.kestrel.test/blog/${created.body.slug}`);
    expect(mail).toContain('Why we deploy at the end of the week &lt;and sleep well&gt;.');
    expect(mail).toContain('Why we deploy at the end of the week <and sleep well>.');
    // The picture is a JPEG (issue 27: Outlook for Windows shows no WebP), made from the stored 960 px copy.
    expect(mail).toMatch(
      /<img src="https:\/\/www\.kestrel\.test\/mail-images\/[\w-]+-960\.jpg" alt="Shipping On Fridays"/,
    );
    expect(mail).toContain(NEWSLETTER_WORDS.readArticle);
    // Both parts have the button and the unsubscribe link.
    const html = mail.slice(mail.indexOf('Content-Type: text/html'));
    expect(html).toContain(`<a href="https://www.kestrel.test/blog/${created.body.slug}" style="display:inline-block`);
    expect(html).toMatch(/<a href="https:\/\/www\.kestrel\.test\/unsubscribe\/[\w-]+" [^>]*>Unsubscribe<\/a>/);
    // The picture loads in a webmail's page, another origin than the site's.
    const picture = mail.match(/<img src="https:\/\/www\.kestrel\.test(\/mail-images\/[\w.-]+)"/)?.[1] as string;
    const served = await t.app.inject({ method: 'GET', url: picture });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await t.app.inject({ method: 'GET', url: picture })).rawPayload).toEqual(served.rawPayload);
    for (const wrong of ['/mail-images/nothing-here.jpg', '/mail-images/..%2Fsecret.jpg', '/mail-images/x.webp'])
      expect((await t.app.inject({ method: 'GET', url: wrong })).statusCode, wrong).toBe(404);
    expect(mail).toMatch(/Content-Type: text\/plain/);
    expect(mail).not.toMatch(/<script|<style|<link /i);
    const unsubscribe = mail.match(/^List-Unsubscribe:\s+<https:\/\/www\.kestrel\.test(\/unsubscribe\/[\w-]+)>/m)?.[1];
    const oneClick = await t.app.inject({
      method: 'POST',
      url: unsubscribe as string,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);

    // Saved again, ticked again, unpublished and published again: nobody gets it twice.
    const before = smtp.mails.length;
    for (const status of ['published', 'draft', 'published']) {
      const res = await send('PATCH', `/blog/${id}`, {
        title: 'Shipping On Fridays',
        status,
        emailSubscribers: 'true',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(await startDueNewsletters(t.app)).toBe(0);
    await settle();
    expect(smtp.mails.length).toBe(before);
    expect((await progressOf(id)).sent).toBe(6);
  });

  it('is off by default, and remembered per post while the post waits to be published', async () => {
    const plain = await send('POST', '/blog', {
      title: 'Not For The Inbox',
      category: 'Business',
      status: 'published',
    });
    expect(plain.body.emailSubscribers).toBe(false);
    expect((await progressOf(plain.body._id)).status).toBe('off');

    const draft = await send('POST', '/blog', {
      title: 'Inbox When Ready',
      category: 'Business',
      status: 'draft',
      emailSubscribers: 'true',
    });
    expect(draft.status).toBe(201);
    const waiting = await progressOf(draft.body._id);
    expect(waiting).toMatchObject({ status: 'waiting', sent: 0, pending: 0 });
    expect(waiting.subscribers).toBeGreaterThan(0);
    // A save that does not mention it keeps it.
    await send('PATCH', `/blog/${draft.body._id}`, { title: 'Inbox When Ready, Edited' });
    const [row] = await t.database.db.select().from(blogs).where(eq(blogs.id, draft.body._id));
    expect(row?.emailSubscribers).toBe(true);
    await settle();
    expect(mailsOf(smtp.mails, 'Inbox When Ready')).toHaveLength(0);
    expect(mailsOf(smtp.mails, 'Not For The Inbox')).toHaveLength(0);

    await send('PATCH', `/blog/${draft.body._id}`, { status: 'published' });
    expect(await eventually(async () => (await progressOf(draft.body._id)).status === 'sent')).toBe(true);
    expect(mailsOf(smtp.mails, 'Inbox When Ready, Edited').length).toBe((await progressOf(draft.body._id)).sent);
  });

  it('goes with a scheduled post when the post goes live', async () => {
    const scheduled = await send('POST', '/blog', {
      title: 'Timed Newsletter',
      category: 'Technology',
      status: 'scheduled',
      publishAt: new Date(Date.now() + 3600_000).toISOString(),
      emailSubscribers: 'true',
    });
    expect(scheduled.status).toBe(201);
    expect((await progressOf(scheduled.body._id)).status).toBe('waiting');
    await t.database.db
      .update(blogs)
      .set({ publishAt: sql`now() - interval '1 second'` })
      .where(eq(blogs.id, scheduled.body._id));
    expect(await publishDuePosts(t.app)).toBe(1);
    expect(await eventually(async () => (await progressOf(scheduled.body._id)).status === 'sent')).toBe(true);
    const { sent } = await progressOf(scheduled.body._id);
    expect(sent).toBeGreaterThan(0);
    expect(mailsOf(smtp.mails, 'Timed Newsletter')).toHaveLength(sent);
  });

  it('refuses a value that is not true or false, and answers 404 for an unknown post', async () => {
    const res = await send('POST', '/blog', {
      title: 'Bad Flag',
      category: 'Technology',
      status: 'published',
      emailSubscribers: 'yes please',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(NEWSLETTER_WORDS.emailSubscribersInvalid);
    const [found] = await t.database.db.select().from(blogs).where(eq(blogs.title, 'Bad Flag'));
    expect(found).toBeUndefined();
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/blog/00000000-0000-4000-8000-000000000000/newsletter',
      headers: auth,
    });
    expect(unknown.statusCode).toBe(404);
    const signedOut = await t.app.inject({
      method: 'GET',
      url: '/api/blog/00000000-0000-4000-8000-000000000000/newsletter',
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('when the mail server refuses', () => {
  it('tries again later until every mail arrives once; an address refused for good fails alone', async () => {
    await t.database.db.update(subscribers).set({ status: 'unsubscribed' });
    const people = await addSubscribers(t.database.db, { confirmed: 5 });
    const unknown = people.confirmed[0] as string;
    let busy = true;
    smtp.refuse = (to) => (to === unknown ? 550 : busy ? 451 : null);
    try {
      const post = await send('POST', '/blog', {
        title: 'Through A Busy Server',
        category: 'Technology',
        status: 'published',
        emailSubscribers: 'true',
      });
      expect(post.status).toBe(201);
      const id = post.body._id as string;
      // Busy: nothing goes, nothing is lost.
      expect(await eventually(async () => (await progressOf(id)).status === 'sending', 5)).toBe(true);
      await settle();
      const waiting = await progressOf(id);
      expect(waiting.sent).toBe(0);
      expect(waiting.pending + waiting.failed).toBe(5);
      const [tried] = await t.database.db
        .select({ n: sql<number>`max(${newsletterDeliveries.attempts})::int` })
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.blogId, id));
      expect(tried?.n).toBeGreaterThan(0);

      busy = false;
      expect(await eventually(async () => (await progressOf(id)).status === 'sent', 60)).toBe(true);
      expect(await progressOf(id)).toMatchObject({ sent: 4, failed: 1, pending: 0 });
      expect(recipientsOf(mailsOf(smtp.mails, 'Through A Busy Server'))).toEqual(people.confirmed.slice(1).sort());
    } finally {
      smtp.refuse = null;
    }
  }, 90_000);
});

describe('two instances on one PostgreSQL server', () => {
  it('send the post to each subscriber exactly once, however often both are asked to start it', async () => {
    const own = await startOwnCluster({
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://fleet.kestrel.test',
      MAIL_RATE_PER_MINUTE: '6000',
    });
    try {
      const a = await own.instance();
      const b = await own.instance();
      const people = await addSubscribers(own.database.db, { confirmed: 40, pending: 3 });
      const admin = await makeAdmin(own.database.db);
      const login = await a.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: admin.email, password: ADMIN_PASSWORD },
      });
      const headers = { authorization: `Bearer ${login.json().token}` };
      const form = multipart({
        title: 'One Fleet, One Mail',
        category: 'Technology',
        status: 'draft',
        emailSubscribers: 'true',
      });
      const created = await a.inject({
        method: 'POST',
        url: '/api/blog',
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json()._id as string;
      await own.database.db.update(blogs).set({ status: 'published', isDraft: false }).where(eq(blogs.id, id));
      // Both instances, many times at once: one send.
      const started = await Promise.all(Array.from({ length: 20 }, (_, i) => startDueNewsletters(i % 2 ? a : b)));
      // (The minute check of either may have begun it first: then none of these does.)
      expect(started.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(1);
      const [sends] = await own.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(newsletterSends)
        .where(eq(newsletterSends.blogId, id));
      expect(sends?.n).toBe(1);

      const progress = async () =>
        (await b.inject({ method: 'GET', url: `/api/blog/${id}/newsletter`, headers })).json() as NewsletterProgress;
      expect(await eventually(async () => (await progress()).status === 'sent', 60)).toBe(true);
      await settle();
      const mails = mailsOf(smtp.mails, 'One Fleet, One Mail');
      expect(recipientsOf(mails)).toEqual([...people.confirmed].sort());
      expect(await progress()).toMatchObject({ sent: 40, failed: 0, pending: 0 });
    } finally {
      await own.close();
    }
  }, 120_000);
});
