/**
 * Newsletter subscriptions with double opt-in (issue 14). Subscribing stores the address as `pending` and claims
 * one confirmation mail (none again for 24 hours), sent by the job queue: its link's token is made when the
 * mail goes, so the database only holds its HMAC. The link confirms once, recording when and from where. Every
 * mail carries a permanent unsubscribe link (`{id}.{HMAC}`), which one POST uses, no sign-in needed.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CONFIRM_LINK_DAYS, CONFIRM_RESEND_HOURS, CONFIRM_WAITING_CHECK_MINUTES } from '../../shared/subscriptions';
import { digest } from '../auth/codes';
import { rows } from '../db/rows';
import { subscribers } from '../db/schema';
import { listUnsubscribe, subscriptionConfirmMail } from '../mail/templates';

export const CONFIRM_MAIL_QUEUE = 'mail-subscription-confirm';
/** Looks for confirmations that waited for room under CONFIRM_MAILS_PER_HOUR. */
export const CONFIRM_WAITING_QUEUE = 'mail-subscription-confirm-waiting';
/** Taken by every claim of a confirmation mail, so that the hour's count and the claim are one step fleet-wide. */
const CONFIRM_BUDGET_LOCK = 727_002;

const confirmHash = (app: FastifyInstance, token: string) => digest(app.auth.codeKey, `subscribe-confirm:${token}`);
const unsubscribeSignature = (app: FastifyInstance, id: string) => digest(app.auth.codeKey, `unsubscribe:${id}`);

/**
 * The unsubscribe link's token of a subscriber: its id (36 characters) then its HMAC, the same in every mail and
 * made from nothing stored. No separator: the router would read a `.` or `-` in a path segment as one.
 */
export const unsubscribeToken = (app: FastifyInstance, id: string) => `${id}${unsubscribeSignature(app, id)}`;

export const unsubscribeLink = (app: FastifyInstance, id: string) =>
  `${app.config.publicUrl}/unsubscribe/${unsubscribeToken(app, id)}`;

/** The headers of every mail to a subscriber (RFC 8058 one-click). */
export const unsubscribeHeaders = (app: FastifyInstance, id: string) => listUnsubscribe(unsubscribeLink(app, id));

/** The subscriber an unsubscribe token names, when its signature is right. */
function subscriberOfToken(app: FastifyInstance, token: string): string | null {
  const id = token.slice(0, 36);
  const signature = token.slice(36);
  if (!signature || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) return null;
  const expected = Buffer.from(unsubscribeSignature(app, id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/**
 * Subscribes `email`: new or unsubscribed addresses become `pending`; a confirmed one stays as it is. A
 * confirmation is mailed unless one went in the last 24 hours (the claim is one UPDATE, so a burst of the
 * same address sends one mail), now if the hour has room for it (CONFIRM_MAILS_PER_HOUR), else later.
 * Answers nothing: the visitor is told the same whatever the address was.
 */
export async function subscribe(
  app: FastifyInstance,
  email: string,
  lead: { source: string; campaign: string | null } = { source: 'direct', campaign: null },
): Promise<void> {
  const address = email.trim();
  // The source of a first sign-up is kept.
  const [row] = await rows<{ id: string }>(
    app.db,
    sql`
    insert into ${subscribers} (email, status, source, campaign)
    values (${address}, 'pending', ${lead.source}, ${lead.campaign})
    on conflict (lower(email)) do update set
      status = case when ${subscribers.status} = 'unsubscribed' then 'pending'::subscriber_status else ${subscribers.status} end,
      -- Consent withdrawn is not consent: an address coming back has none until it confirms again (issue 27).
      confirmed_at = case when ${subscribers.status} = 'unsubscribed' then null else ${subscribers.confirmedAt} end,
      consent_ip = case when ${subscribers.status} = 'unsubscribed' then null else ${subscribers.consentIp} end,
      updated_at = now()
    returning id`,
  );
  const id = row?.id;
  if (!id) return;
  const claimed = await claimConfirmations(
    app,
    and(
      eq(subscribers.id, id),
      eq(subscribers.status, 'pending'),
      or(
        isNull(subscribers.confirmSentAt),
        lt(subscribers.confirmSentAt, sql`now() - make_interval(hours => ${CONFIRM_RESEND_HOURS})`),
      ),
    ),
  );
  // None claimed: sent within 24 hours, or the hour's room is used up (the waiting check sends it later).
  if (claimed.length > 0) await queueConfirmations(app, claimed);
}

/**
 * Claims the confirmation mails of subscribers matching `which` (oldest first, `most` at most) that fit in the
 * hour's room: CONFIRM_MAILS_PER_HOUR less the claims of the last 60 minutes, counted and claimed under one lock,
 * so that a burst on several instances cannot pass it.
 */
async function claimConfirmations(app: FastifyInstance, which: SQL | undefined, most = 1): Promise<string[]> {
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONFIRM_BUDGET_LOCK})`);
    const [used] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(subscribers)
      .where(gt(subscribers.confirmSentAt, sql`now() - interval '1 hour'`));
    const room = Math.min(most, app.config.confirmMailsPerHour - (used?.n ?? 0));
    if (room <= 0) return [];
    const chosen = tx
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(which)
      .orderBy(subscribers.createdAt, subscribers.id)
      .limit(room);
    const rows = await tx
      .update(subscribers)
      .set({ confirmSentAt: sql`now()` })
      .where(inArray(subscribers.id, chosen))
      .returning({ id: subscribers.id });
    return rows.map((row) => row.id);
  });
}

/** Queues the claimed mails; when the queue cannot take them, the claims go back, so that a later try sends them. */
async function queueConfirmations(app: FastifyInstance, ids: string[]) {
  try {
    await app.jobs.sendMany(
      CONFIRM_MAIL_QUEUE,
      ids.map((id) => ({ data: { subscriberId: id }, key: `confirm:${id}:${Date.now()}` })),
    );
  } catch (error) {
    await app.db.update(subscribers).set({ confirmSentAt: null }).where(inArray(subscribers.id, ids));
    throw error;
  }
}

/**
 * Sends the confirmations that waited (a sign-up past the hour's room, or one whose queueing failed), as many as
 * the hour has room for, oldest first. Answers how many were queued.
 */
export async function sendWaitingConfirmations(app: FastifyInstance): Promise<number> {
  const claimed = await claimConfirmations(
    app,
    and(eq(subscribers.status, 'pending'), isNull(subscribers.confirmSentAt)),
    app.config.confirmMailsPerHour,
  );
  if (claimed.length > 0) await queueConfirmations(app, claimed);
  return claimed.length;
}

/** The queue's work: a fresh confirmation link for a subscriber still pending, mailed. */
async function mailConfirmation(app: FastifyInstance, subscriberId: string) {
  const token = randomBytes(32).toString('base64url');
  const [subscriber] = await app.db
    .update(subscribers)
    .set({ confirmTokenHash: confirmHash(app, token), updatedAt: sql`now()` })
    .where(and(eq(subscribers.id, subscriberId), eq(subscribers.status, 'pending')))
    .returning({ email: subscribers.email });
  if (!subscriber) return;
  const link = `${app.config.publicUrl}/subscribe/confirm/${token}`;
  await app.mailer.send(subscriptionConfirmMail(subscriber.email, link, unsubscribeLink(app, subscriberId)));
}

export async function startSubscriptionMails(app: FastifyInstance) {
  await app.jobs.work<{ subscriberId: string }>(CONFIRM_MAIL_QUEUE, ({ subscriberId }) =>
    mailConfirmation(app, subscriberId),
  );
  await app.jobs.work(
    CONFIRM_WAITING_QUEUE,
    async () => {
      await sendWaitingConfirmations(app);
    },
    { cron: `*/${CONFIRM_WAITING_CHECK_MINUTES} * * * *` },
  );
}

/** What a confirmation link would do: confirm (`pending`), nothing more (`confirmed`), or nothing (`invalid`). */
export async function confirmationState(
  app: FastifyInstance,
  token: string,
): Promise<'pending' | 'confirmed' | 'invalid'> {
  const [row] = await app.db
    .select({ status: subscribers.status })
    .from(subscribers)
    .where(
      and(
        eq(subscribers.confirmTokenHash, confirmHash(app, token)),
        gt(subscribers.confirmSentAt, sql`now() - make_interval(days => ${CONFIRM_LINK_DAYS})`),
      ),
    );
  if (row?.status === 'pending') return 'pending';
  if (row?.status === 'confirmed') return 'confirmed';
  return 'invalid';
}

/**
 * Uses a confirmation link: the first opening confirms (recording when and from which address); opening it again
 * while subscribed says so again and changes nothing. A link of an address that unsubscribed since, or replaced by
 * a newer one, or older than 7 days, confirms nothing.
 */
export async function confirm(app: FastifyInstance, token: string, fromIp: string): Promise<boolean> {
  const hash = confirmHash(app, token);
  const rows = await app.db
    .update(subscribers)
    .set({ status: 'confirmed', confirmedAt: sql`now()`, consentIp: fromIp, updatedAt: sql`now()` })
    .where(
      and(
        eq(subscribers.confirmTokenHash, hash),
        eq(subscribers.status, 'pending'),
        gt(subscribers.confirmSentAt, sql`now() - make_interval(days => ${CONFIRM_LINK_DAYS})`),
      ),
    )
    .returning({ id: subscribers.id });
  if (rows.length > 0) return true;
  const [already] = await app.db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(and(eq(subscribers.confirmTokenHash, hash), eq(subscribers.status, 'confirmed')));
  return Boolean(already);
}

/** Unsubscribes the address an unsubscribe link names: answers whether the link names one (it may be again). */
export async function unsubscribe(app: FastifyInstance, token: string): Promise<boolean> {
  const id = subscriberOfToken(app, token);
  if (!id) return false;
  const [row] = await app.db.select({ status: subscribers.status }).from(subscribers).where(eq(subscribers.id, id));
  if (!row) return false;
  await app.db
    .update(subscribers)
    // Coming back later is asked for by its owner: the next subscription sends a confirmation at once.
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`now()`,
      confirmTokenHash: null,
      confirmSentAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(subscribers.id, id), sql`${subscribers.status} <> 'unsubscribed'`));
  return true;
}

/**
 * What an unsubscribe link's page shows: its one button while the address is subscribed (or pending), that it is
 * done once it is (issue 27: not the button again), or that the link names no one.
 */
export async function unsubscribeLinkState(
  app: FastifyInstance,
  token: string,
): Promise<'subscribed' | 'unsubscribed' | 'invalid'> {
  const id = subscriberOfToken(app, token);
  if (!id) return 'invalid';
  const [row] = await app.db.select({ status: subscribers.status }).from(subscribers).where(eq(subscribers.id, id));
  if (!row) return 'invalid';
  return row.status === 'unsubscribed' ? 'unsubscribed' : 'subscribed';
}
