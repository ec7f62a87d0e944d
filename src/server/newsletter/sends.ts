/**
 * New posts e-mailed to subscribers (issue 14, decision 030). A published post that asks for it gets one send,
 * ever: the send's row is keyed by the post, and creating it also writes one delivery per confirmed subscriber,
 * in the same statement. Deliveries are then mailed by the job queue, by one instance at a time: the one that
 * holds the sender's lease (renewed as it works, taken over when it lapses), at MAIL_RATE_PER_MINUTE. A delivery
 * is claimed (`sending`) before its mail goes and marked `sent` the moment the mail server accepts it, so a
 * restart, a crash or a second instance sends nobody the post twice; only a crash between the server's "accepted"
 * and that mark can repeat one mail, and it goes with the same Message-ID, which mail services drop as a copy.
 * A mail server that refuses for now or cannot be reached stops the run, and the delivery is tried again after
 * growing delays (5 s, 10 s, 20 s… up to 30 minutes, 12 tries); a recipient refused for good fails alone.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { variantName } from '../../shared/images';
import { altOf, altsOf } from '../content/records';
import { rows } from '../db/rows';
import { blogs } from '../db/schema';
import { BULK_CONNECTIONS, isPermanentRefusal } from '../mail/mailer';
import { type NewsletterPost, newsletterMail } from '../mail/templates';
import { MAIL_IMAGES_PATH, mailImageName } from '../media/mail-images';
import { unsubscribeLink } from './subscriptions';

export const NEWSLETTER_QUEUE = 'newsletter-send';
/** Every minute: sends that should have started, and a sender lost with its instance. */
export const NEWSLETTER_CHECK_QUEUE = 'newsletter-check';
const CHECK_CRON = '* * * * *';

/** How long the sender's lease lasts unless renewed; a crashed instance's work is taken over after it. */
const LEASE_MS = 30_000;
/** The lease is renewed once this much of it has passed. */
const RENEW_AFTER_MS = 10_000;
/** One job's work at most; then it hands over to a new job, so that a long send is many short jobs. */
const RUN_MS = 50_000;
/** Deliveries claimed at once. */
const BATCH = 20;
/** Tries of one delivery while the mail server refuses for now or cannot be reached. */
export const MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 30 * 60_000;
/** A post read for its mail is read again after this long (it may have gone offline meanwhile). */
const POST_FRESH_MS = 5_000;
/** The widest copy of the featured image a mail shows (twice the mail's width, for sharp screens). */
const MAIL_IMAGE_WIDTH = 960;

interface Delivery {
  blog_id: string;
  subscriber_id: string;
  attempts: number;
  email: string;
  subscriber_status: string;
}

/** The delay before try `attempt + 1` of a delivery (attempt counted from 1). */
export const retryDelayMs = (attempt: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), LAST_RETRY_MS);

/**
 * Starts the send of every published post that asks for one and has none yet, in one statement: the send's row
 * (the claim, once per post across a fleet) and a delivery for each confirmed subscriber. Answers how many began.
 */
export async function startDueNewsletters(app: FastifyInstance): Promise<number> {
  const [row] = await rows<{ started: number }>(
    app.db,
    sql`
      with due as (
        insert into newsletter_sends (blog_id, recipients)
        select b.id, (select count(*) from subscribers where status = 'confirmed')
        from blogs b
        where b.status = 'published' and b.email_subscribers
          and not exists (select 1 from newsletter_sends s where s.blog_id = b.id)
        on conflict (blog_id) do nothing
        returning blog_id
      ), deliveries as (
        insert into newsletter_deliveries (blog_id, subscriber_id)
        select due.blog_id, s.id from due cross join subscribers s where s.status = 'confirmed'
        returning 1
      )
      select count(*)::int as started from due`,
  );
  const started = row?.started ?? 0;
  if (started > 0) {
    app.log.info({ posts: started }, 'new posts are being e-mailed to subscribers');
    await queueSender(app, new Date());
  }
  return started;
}

/** Starts the sends a write asks for; a failure is left to the minute check, the write itself stands. */
export async function startDueNewslettersSafely(app: FastifyInstance) {
  try {
    await startDueNewsletters(app);
  } catch (error) {
    app.log.error({ err: error }, 'could not start e-mailing a post; the minute check tries again');
  }
}

async function queueSender(app: FastifyInstance, at: Date, afterLease = false) {
  await app.jobs.sendMany(NEWSLETTER_QUEUE, [{ data: { afterLease }, key: 'newsletter', startAfter: at }]);
}

/**
 * Takes the sender's lease when it is free (or has lapsed) and no back-off is running; otherwise answers when
 * to look again.
 */
async function takeLease(app: FastifyInstance, holder: string): Promise<{ taken: boolean; until: Date | null }> {
  const [taken] = await rows<{ lease_until: Date }>(
    app.db,
    sql`
      update newsletter_sender set holder = ${holder}, lease_until = now() + make_interval(secs => ${LEASE_MS / 1000})
      where id = 1 and (lease_until is null or lease_until < now()) and (resume_at is null or resume_at <= now())
      returning lease_until`,
  );
  if (taken) return { taken: true, until: new Date(taken.lease_until) };
  const [held] = await rows<{ until: Date | null }>(
    app.db,
    sql`select greatest(lease_until, resume_at) as until from newsletter_sender where id = 1`,
  );
  return { taken: false, until: held?.until ? new Date(held.until) : null };
}

/** Renews the lease: false when another instance has taken it over meanwhile (this one must stop at once). */
async function renewLease(app: FastifyInstance, holder: string): Promise<boolean> {
  const renewed = await rows(
    app.db,
    sql`
      update newsletter_sender set lease_until = now() + make_interval(secs => ${LEASE_MS / 1000})
      where id = 1 and holder = ${holder}
      returning 1`,
  );
  return renewed.length > 0;
}

/**
 * Gives back the deliveries still claimed and the lease, if this instance still holds it, saying when the next
 * mail may go.
 */
async function releaseLease(app: FastifyInstance, holder: string, resumeAt: Date | null) {
  await app.db.execute(sql`
    with mine as (select 1 from newsletter_sender where id = 1 and holder = ${holder})
    update newsletter_deliveries set status = 'pending' where status = 'sending' and exists (select 1 from mine)`);
  await app.db.execute(sql`
    update newsletter_sender set holder = null, lease_until = null, resume_at = ${resumeAt?.toISOString() ?? null}
    where id = 1 and holder = ${holder}`);
}

/** The mail server refused for now, once more: answers how long everyone waits before the next try. */
async function backOff(app: FastifyInstance): Promise<number> {
  const [row] = await rows<{ failures: number }>(
    app.db,
    sql`update newsletter_sender set failures = failures + 1 where id = 1 returning failures`,
  );
  return retryDelayMs(row?.failures ?? 1);
}

async function claim(app: FastifyInstance): Promise<Delivery[]> {
  return rows<Delivery>(
    app.db,
    sql`
      update newsletter_deliveries d set status = 'sending'
      from subscribers s
      where s.id = d.subscriber_id and (d.blog_id, d.subscriber_id) in (
        select blog_id, subscriber_id from newsletter_deliveries
        where status = 'pending' and next_try_at <= now()
        order by next_try_at, blog_id, subscriber_id
        limit ${BATCH}
        for update skip locked)
      returning d.blog_id, d.subscriber_id, d.attempts, s.email, s.status as subscriber_status`,
  );
}

type Outcome = 'sent' | 'failed' | 'skipped' | 'later';

async function record(app: FastifyInstance, delivery: Delivery, outcome: Outcome, error?: string) {
  const key = sql`blog_id = ${delivery.blog_id} and subscriber_id = ${delivery.subscriber_id}`;
  if (outcome === 'sent') {
    await app.db.execute(sql`
      update newsletter_deliveries set status = 'sent', sent_at = now(), attempts = attempts + 1, error = null
      where ${key}`);
  } else if (outcome === 'later') {
    const delay = retryDelayMs(delivery.attempts + 1);
    await app.db.execute(sql`
      update newsletter_deliveries set attempts = attempts + 1, error = ${error ?? null},
        status = case when attempts + 1 >= ${MAX_ATTEMPTS} then 'failed'::delivery_status else 'pending'::delivery_status end,
        next_try_at = now() + make_interval(secs => ${delay / 1000})
      where ${key}`);
  } else {
    await app.db.execute(sql`
      update newsletter_deliveries set status = ${outcome}::delivery_status, error = ${error ?? null},
        attempts = attempts + ${outcome === 'failed' ? 1 : 0}
      where ${key}`);
  }
}

/** A post as its mail shows it, or null when it is no longer published (deleted, or back to a draft). */
async function loadPost(app: FastifyInstance, id: string): Promise<NewsletterPost | null> {
  const [post] = await app.db.select().from(blogs).where(eq(blogs.id, id));
  if (post?.status !== 'published') return null;
  const base = app.config.publicUrl;
  let image: NewsletterPost['image'] = null;
  if (post.featuredImage && post.imageWidth && post.imageHeight) {
    const width = Math.min(post.imageWidth, MAIL_IMAGE_WIDTH);
    const name = width < post.imageWidth ? variantName(post.featuredImage, width) : post.featuredImage;
    const alts = await altsOf(app.db, [post.featuredImage]);
    image = {
      // As JPEG: Outlook for Windows shows no WebP (issue 27).
      src: `${base}${MAIL_IMAGES_PATH}/${mailImageName(name)}`,
      alt: altOf(post.featuredImage, post.title, alts),
      width,
      height: Math.round((post.imageHeight * width) / post.imageWidth),
    };
  }
  return { title: post.title, excerpt: post.excerpt, link: `${base}/blog/${encodeURIComponent(post.slug)}`, image };
}

/** What the mail server's refusal means: for this recipient for good (`failed`), or for now (`later`). */
const outcomeOf = (error: unknown): 'failed' | 'later' => (isPermanentRefusal(error) ? 'failed' : 'later');

/**
 * Mails due deliveries for up to RUN_MS at the configured rate, while holding the lease. Answers the earliest
 * time the next mail may go, or `lost` when another instance took the lease over.
 */
async function sendDue(app: FastifyInstance, holder: string): Promise<Date | 'lost'> {
  const interval = 60_000 / app.config.mailRatePerMinute;
  const deadline = Date.now() + RUN_MS;
  const posts = new Map<string, { post: NewsletterPost | null; at: number }>();
  let renewedAt = Date.now();
  let nextSlot = Date.now();
  let failuresCleared = false;
  // Waits (renewing the lease meanwhile) until `until`; false when the lease was lost.
  const keepLease = async (until: number) => {
    for (;;) {
      if (Date.now() - renewedAt >= RENEW_AFTER_MS) {
        if (!(await renewLease(app, holder))) return false;
        renewedAt = Date.now();
      }
      const wait = until - Date.now();
      if (wait <= 0) return true;
      await sleep(Math.min(wait, RENEW_AFTER_MS));
    }
  };
  const postOf = async (id: string) => {
    const cached = posts.get(id);
    if (cached && Date.now() - cached.at < POST_FRESH_MS) return cached.post;
    const post = await loadPost(app, id);
    posts.set(id, { post, at: Date.now() });
    return post;
  };
  // Mails go side by side (a mail server answers each in tens of milliseconds or more), each at its turn of the
  // rate. The first refusal for now stops the run: nothing more starts, and the run ends once those under way do.
  const underWay = new Set<Promise<void>>();
  let stop: Date | 'lost' | null = null;
  const deliver = async (delivery: Delivery, post: NewsletterPost) => {
    const mail = newsletterMail(
      delivery.email,
      post,
      unsubscribeLink(app, delivery.subscriber_id),
      `<${delivery.blog_id}.${delivery.subscriber_id}@${new URL(app.config.publicUrl).hostname}>`,
    );
    try {
      await app.mailer.send(mail, { bulk: true });
    } catch (error) {
      const outcome = outcomeOf(error);
      await record(app, delivery, outcome, error instanceof Error ? error.message.slice(0, 500) : String(error));
      if (outcome === 'later' && !(stop instanceof Date)) {
        // The server is down or busy for everyone: wait longer after each run that met a refusal.
        stop = new Date(0);
        const delay = await backOff(app);
        stop = new Date(Date.now() + delay);
        app.log.warn({ err: error, retryInMs: delay }, 'the mail server refused a newsletter mail for now');
      }
      return;
    }
    await record(app, delivery, 'sent');
    if (!failuresCleared) {
      failuresCleared = true;
      await app.db.execute(sql`update newsletter_sender set failures = 0 where id = 1 and failures > 0`);
    }
  };
  const settle = async () => {
    await Promise.all(underWay);
    return stop ?? new Date(nextSlot);
  };
  for (;;) {
    if (stop !== null || nextSlot >= deadline) return settle();
    const batch = await claim(app);
    if (batch.length === 0) return settle();
    for (const delivery of batch) {
      if (stop !== null || nextSlot >= deadline) return settle();
      if (!(await keepLease(nextSlot))) {
        stop = 'lost';
        return settle();
      }
      const post = await postOf(delivery.blog_id);
      if (!post || delivery.subscriber_status !== 'confirmed') {
        await record(app, delivery, 'skipped');
        continue;
      }
      nextSlot = Math.max(nextSlot, Date.now()) + interval;
      while (underWay.size >= BULK_CONNECTIONS) await Promise.race(underWay);
      const sending: Promise<void> = deliver(delivery, post).finally(() => underWay.delete(sending));
      underWay.add(sending);
    }
  }
}

/** Sends that have no delivery left to go are finished. */
async function finishSends(app: FastifyInstance) {
  const finished = await rows<{ blog_id: string }>(
    app.db,
    sql`
      update newsletter_sends set status = 'sent', finished_at = now()
      where status = 'sending' and not exists (
        select 1 from newsletter_deliveries d
        where d.blog_id = newsletter_sends.blog_id and d.status in ('pending', 'sending'))
      returning blog_id`,
  );
  if (finished.length > 0) app.log.info({ posts: finished.map((row) => row.blog_id) }, 'posts e-mailed');
}

/** When the next delivery is due (after its back-off), or null when none is waiting. */
async function nextDue(app: FastifyInstance): Promise<Date | null> {
  const [row] = await rows<{ at: Date | null }>(
    app.db,
    sql`select min(next_try_at) as at from newsletter_deliveries where status in ('pending', 'sending')`,
  );
  return row?.at ? new Date(row.at) : null;
}

/** A job of the newsletter queue: take the lease, mail for a while, hand over to the next job. */
async function runSender(app: FastifyInstance, afterLease: boolean) {
  const holder = randomUUID();
  const lease = await takeLease(app, holder);
  if (!lease.taken) {
    // Another instance sends, or a back-off runs. Look again once either ends, in case that instance died; once
    // only, since a live sender queues its own next job.
    if (!afterLease && lease.until) await queueSender(app, new Date(lease.until.getTime() + 1000), true);
    return;
  }
  let resumeAt: Date | 'lost' = 'lost';
  let next: Date | null = null;
  try {
    // The lease was free or had lapsed: a delivery still claimed was cut short with its instance; it goes again.
    await app.db.execute(sql`update newsletter_deliveries set status = 'pending' where status = 'sending'`);
    resumeAt = await sendDue(app, holder);
    if (resumeAt !== 'lost') {
      await finishSends(app);
      const due = await nextDue(app);
      next = due ? new Date(Math.max(due.getTime(), resumeAt.getTime())) : null;
    }
  } finally {
    await releaseLease(app, holder, next);
  }
  if (next) await queueSender(app, next);
}

/**
 * The minute check: sends that should have begun, sends that have ended, and deliveries waiting for a sender. A
 * sender is asked for whenever one waits: if another instance holds the lease, the job looks again once it
 * lapses (a crashed instance's work is taken over within LEASE_MS of its last renewal).
 */
async function checkNewsletters(app: FastifyInstance) {
  await startDueNewsletters(app);
  await finishSends(app);
  if (await nextDue(app)) await queueSender(app, new Date());
}

export async function startNewsletterSends(app: FastifyInstance) {
  await app.jobs.work<{ afterLease?: boolean }>(NEWSLETTER_QUEUE, ({ afterLease }) =>
    runSender(app, afterLease === true),
  );
  await app.jobs.work(NEWSLETTER_CHECK_QUEUE, () => checkNewsletters(app), { cron: CHECK_CRON });
  await checkNewsletters(app);
}
