/**
 * A new post e-mailed to 10,000 subscribers (issue 14) through a real SMTP server on loopback, with the rate
 * limit out of the way (MAIL_RATE_PER_MINUTE=1000000): mails per second and memory. Baseline, in the same run:
 * nodemailer sending the same mail straight to the same server through the same pool of connections, as many
 * side by side, with no queue and no database. Budget: 0.8x that rate or better (each mail also claims its
 * delivery and records it, so that a crash sends nobody the post twice), and the process keeps less than 64 MB
 * more while it sends: its resident memory right after a full garbage collection, once a second. The peak
 * without collecting is reported beside it: it also counts garbage not yet collected, and moved between +22 and
 * +71 MB from one run of the same build to the next.
 */
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BULK_CONNECTIONS } from '../src/server/mail/mailer';
import { newsletterMail } from '../src/server/mail/templates';
import { formClient, signIn } from '../tests/helpers/admin';
import { createTestApp, type TestApp } from '../tests/helpers/app';
import { startSmtp, type TestSmtp } from '../tests/helpers/smtp';
import { type Rate, reportRates } from './measure';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const BASELINE_MAILS = 1_000;
const MIN_RATIO = 0.8;
const MAX_GROWTH_MB = 64;

let smtp: TestSmtp;
let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  smtp = await startSmtp(0, { keepText: false });
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RATE_PER_MINUTE: '1000000', PAGE_CACHE: 'false' });
  auth = await signIn(t);
  await t.database.db.execute(sql`
    insert into subscribers (email, status, confirmed_at)
    select 'reader-' || i || '@example.org', 'confirmed', now() from generate_series(1, ${SUBSCRIBERS}) as i`);
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

// A full garbage collection on demand, without starting the test runner with --expose-gc.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
/** The process's resident memory once everything no longer used is collected: what it keeps. */
const kept = () => {
  collectGarbage();
  return process.memoryUsage().rss;
};

it(`mails a post to ${SUBSCRIBERS.toLocaleString('en-US')} subscribers at 0.8x the mail server's own rate or better`, async () => {
  // Baseline: the same mail straight to the server, through the same pool of BULK_CONNECTIONS connections, as
  // many side by side: what the mail server and the network allow here, with no queue and no database.
  const transport = nodemailer.createTransport({
    url: smtp.url,
    pool: true,
    maxConnections: BULK_CONNECTIONS,
  } as never);
  const mail = newsletterMail(
    'someone@example.org',
    { title: 'Baseline', excerpt: 'The same size of mail.', link: 'http://localhost/blog/baseline', image: null },
    'http://localhost/unsubscribe/x',
    '<baseline@localhost>',
  );
  let start = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: BULK_CONNECTIONS }, async () => {
      while (next++ < BASELINE_MAILS) await transport.sendMail({ from: 'bench@localhost', ...mail });
    }),
  );
  const baseline: Rate = {
    name: `nodemailer straight to the server, ${BULK_CONNECTIONS} at a time (${BASELINE_MAILS} mails)`,
    perSecond: BASELINE_MAILS / ((performance.now() - start) / 1000),
  };
  transport.close();

  const before = kept();
  let peak = before;
  let keptPeak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  const keptSampler = setInterval(() => {
    keptPeak = Math.max(keptPeak, kept());
  }, 1000);
  const received = smtp.mails.length;
  start = performance.now();
  const { send } = formClient(
    () => t,
    () => auth,
  );
  const post = await send('POST', '/blog', {
    title: 'To Every Subscriber',
    category: 'Technology',
    status: 'published',
    excerpt: 'The same size of mail.',
    emailSubscribers: 'true',
  });
  expect(post.status).toBe(201);
  while (smtp.mails.length - received < SUBSCRIBERS) {
    if (performance.now() - start > 600_000) throw new Error(`only ${smtp.mails.length - received} mails in 10 min`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  clearInterval(keptSampler);
  keptPeak = Math.max(keptPeak, kept());
  const sent: Rate = {
    name: `the site, ${SUBSCRIBERS} subscribers (queue, claim, record)`,
    perSecond: SUBSCRIBERS / seconds,
  };
  reportRates(`A post e-mailed to ${SUBSCRIBERS} subscribers, mails/s`, baseline, [sent]);
  console.log(
    `memory kept (resident after a full collection): ${mb(before)} MB before, ${mb(keptPeak)} MB at the most ` +
      `(+${mb(keptPeak - before)} MB); resident at the peak, garbage included: ${mb(peak)} MB ` +
      `(+${mb(peak - before)} MB); ${seconds.toFixed(1)} s in all`,
  );
  const progress = (
    await t.app.inject({ method: 'GET', url: `/api/blog/${post.body._id}/newsletter`, headers: auth })
  ).json();
  expect(progress).toMatchObject({ sent: SUBSCRIBERS, failed: 0 });
  expect(new Set(smtp.mails.slice(received).flatMap((m) => m.to)).size).toBe(SUBSCRIBERS);
  expect(sent.perSecond / baseline.perSecond).toBeGreaterThanOrEqual(MIN_RATIO);
  expect(mb(keptPeak - before)).toBeLessThan(MAX_GROWTH_MB);
}, 900_000);
