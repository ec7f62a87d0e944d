/**
 * The newsletter's tables (issue 14): subscribers with their consent, and the sends of new posts to them, one
 * delivery row per recipient so that a crash, a restart or a second instance never mails anyone a post twice.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const subscriberStatus = pgEnum('subscriber_status', ['pending', 'confirmed', 'unsubscribed']);

/**
 * Newsletter subscribers (issue 14): double opt-in. `pending` until the mailed link is opened; when and from which
 * address consent was given is kept; an unsubscribed address needs a new confirmation. A delete erases the row.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    status: subscriberStatus('status').notNull().default('pending'),
    /** HMAC of the confirmation link's token, made when its mail is sent; null once used. */
    confirmTokenHash: text('confirm_token_hash'),
    /** When the last confirmation was claimed for sending: none again for 24 hours. */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The client address the confirmation link was opened from (the record of consent). */
    consentIp: text('consent_ip'),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Where the visit that signed up came from (issue 28): the referrer's site or utm_source, and utm_campaign. */
    source: text('source'),
    campaign: text('campaign'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('subscribers_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('subscribers_confirm_token_key').on(t.confirmTokenHash),
    index('subscribers_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The confirmations claimed in the last hour (CONFIRM_MAILS_PER_HOUR), counted on every sign-up.
    index('subscribers_confirm_sent_idx').on(t.confirmSentAt).where(sql`${t.confirmSentAt} is not null`),
  ],
);

export const newsletterSendStatus = pgEnum('newsletter_send_status', ['sending', 'sent']);
/**
 * A delivery is `pending` (waiting for its turn or its next try), `sending` (claimed by the instance holding the
 * sender's lease), `sent`, `failed` (refused for good, or out of tries) or `skipped` (the subscriber left, or the
 * post went offline, before its turn).
 */
export const deliveryStatus = pgEnum('delivery_status', ['pending', 'sending', 'sent', 'failed', 'skipped']);

/**
 * A post e-mailed to subscribers: at most one row per post, ever (its key is the claim), kept when the post is
 * deleted so that a post brought back from Recently deleted is not sent again.
 */
export const newsletterSends = pgTable('newsletter_sends', {
  blogId: uuid('blog_id').primaryKey(),
  status: newsletterSendStatus('status').notNull().default('sending'),
  /** How many confirmed subscribers there were when the send began (each has a delivery). */
  recipients: integer('recipients').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** One post to one subscriber. An erased subscriber's deliveries go with the address. */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    blogId: uuid('blog_id')
      .notNull()
      .references(() => newsletterSends.blogId, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    status: deliveryStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** A delivery waits until then after a failed try (growing delays). */
    nextTryAt: timestamp('next_try_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The mail server's last answer when a try failed. */
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.blogId, t.subscriberId] }),
    index('newsletter_deliveries_due_idx').on(t.status, t.nextTryAt),
  ],
);

/**
 * Who sends newsletters now: one row, leased by one instance at a time for a short while and renewed as it works,
 * so that one instance of a fleet mails and the rate holds; an expired lease (a crashed instance) is taken over.
 */
export const newsletterSender = pgTable('newsletter_sender', {
  id: integer('id').primaryKey().default(1),
  holder: text('holder'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  /** Tries in a row the mail server refused for now or could not be reached: the back-off grows with them. */
  failures: integer('failures').notNull().default(0),
  /** No mail goes before then (the back-off after a refusal, or the rate's next turn). */
  resumeAt: timestamp('resume_at', { withTimezone: true }),
});
