/**
 * 'Stay Updated' for real (issue 14): the words of subscribing, confirming and unsubscribing, the API's input,
 * and its limits. The form's heading and button stay SPEC 2.5's.
 */
import { z } from 'zod';
import { FIELD_MAX } from './limits';
import { visitorEmail } from './schemas/email';

/** Subscriptions one client may ask for per window (a database-backed count, like the contact form's). */
export const SUBSCRIBE_RATE_MAX = 5;
export const SUBSCRIBE_RATE_WINDOW_MS = 10 * 60 * 1000;
/** Hours before an address that has not confirmed may be sent another confirmation. */
export const CONFIRM_RESEND_HOURS = 24;
/** Days a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;
/**
 * Confirmation mails the whole site sends in any 60 minutes (CONFIRM_MAILS_PER_HOUR): sign-ups past it are kept,
 * and their mails wait for room, so that the form cannot be used to mail-bomb strangers or spend the site's
 * sending reputation.
 */
export const CONFIRM_MAILS_PER_HOUR_DEFAULT = 100;
/** How often mails that waited for room are looked for (minutes). */
export const CONFIRM_WAITING_CHECK_MINUTES = 5;

export const SUBSCRIPTION_WORDS = {
  checkInbox: 'Check your inbox to confirm your subscription.',
  failed: 'Your subscription could not be sent. Please try again.',
  /** The title of the page when a subscription was refused or failed; its line says what to do (issue 27). */
  notSentTitle: 'Your subscription was not sent',
  subscribingTitle: 'Almost there',
  confirmTitle: 'Confirm your subscription',
  confirmText: 'Press the button to start receiving new articles by e-mail at this address.',
  confirmButton: 'Confirm subscription',
  confirmedTitle: 'Subscription confirmed',
  confirmedText: 'Thank you! New articles will now find their way to your inbox. Every mail has a link to unsubscribe.',
  invalidTitle: 'This link no longer works',
  invalidText: 'It was used already or it has expired. Subscribe again from any article to get a new one.',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeText: 'Stop receiving new articles from us by e-mail?',
  unsubscribeButton: 'Unsubscribe',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedText: 'You will receive no more articles from us. Changed your mind? Subscribe again from any article.',
  backToBlog: 'Back to the blog',
  confirmSubject: 'Kestrel Digital: please confirm your subscription',
} as const;

export const subscribeInput = z.object({
  email: visitorEmail(),
  /** Honeypot: hidden from people, filled by bots. A subscription with it set is dropped silently. */
  website: z.string().max(FIELD_MAX.url).optional(),
});

export const subscriptionToken = z.object({
  token: z.string({ error: 'The link is not valid.' }).min(10).max(200, { error: 'The link is not valid.' }),
});

/** Subscribers per page of the back office's list. */
export const SUBSCRIBERS_PER_PAGE = 25;
export const SUBSCRIBER_STATUSES = ['confirmed', 'pending', 'unsubscribed'] as const;

export const subscriberQuery = z.object({
  status: z.enum(SUBSCRIBER_STATUSES, { error: 'Status is pending, confirmed or unsubscribed.' }).optional(),
  q: z.string().trim().max(254, { error: 'Search for at most 254 characters.' }).optional(),
  page: z.coerce
    .number({ error: 'The page must be a whole number from 1.' })
    .int({ error: 'The page must be a whole number from 1.' })
    .min(1, { error: 'The page must be a whole number from 1.' })
    .max(100_000, { error: 'The page must be a whole number from 1.' })
    .default(1),
});

export const subscriberCounts = z.object({
  confirmed: z.number().int(),
  pending: z.number().int(),
  unsubscribed: z.number().int(),
});
export type SubscriberCounts = z.infer<typeof subscriberCounts>;

export const subscriberList = z.object({
  items: z.array(
    z.object({
      _id: z.string(),
      email: z.string(),
      status: z.enum(SUBSCRIBER_STATUSES),
      createdAt: z.string(),
      confirmedAt: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
  counts: subscriberCounts,
});
export type SubscriberList = z.infer<typeof subscriberList>;

/** Newsletter mails sent per minute when MAIL_RATE_PER_MINUTE is unset: within what most mail services allow. */
export const MAIL_RATE_PER_MINUTE_DEFAULT = 300;

/**
 * A post e-mailed to subscribers (issue 14): `off` (not chosen), `waiting` (chosen, goes when the post is
 * published), `sending`, `sent` (every delivery has ended, sent or failed).
 */
export const NEWSLETTER_STATUSES = ['off', 'waiting', 'sending', 'sent'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export const newsletterProgress = z.object({
  status: z.enum(NEWSLETTER_STATUSES),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Deliveries still to go (waiting for their turn or for another try). */
  pending: z.number().int(),
  /** Confirmed subscribers now: who a send starting now would reach. */
  subscribers: z.number().int(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type NewsletterProgress = z.infer<typeof newsletterProgress>;

export const NEWSLETTER_WORDS = {
  emailSubscribers: 'E-mail to subscribers',
  emailSubscribersInvalid: 'E-mail to subscribers must be true or false.',
  newPostHint: 'Sends this post to every confirmed subscriber when it is published; a post is e-mailed once.',
  readArticle: 'Read the article',
  unsubscribe: 'Unsubscribe',
  footer: 'You receive this because you subscribed to new articles from Kestrel Digital.',
} as const;

/** What the post's page says of its mail to subscribers. */
export function newsletterSummary(progress: NewsletterProgress): string {
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  switch (progress.status) {
    case 'off':
      return `Not e-mailed yet. Tick it and save to send this post to the ${count(progress.subscribers, 'confirmed subscriber')} once it is published; a post is e-mailed once.`;
    case 'waiting':
      return `Will be e-mailed to the confirmed subscribers (${progress.subscribers} now) when it is published.`;
    case 'sending':
      return `Sending: ${progress.sent} sent, ${progress.failed} failed, ${progress.pending} pending.`;
    case 'sent':
      return `E-mailed: ${progress.sent} sent, ${progress.failed} failed.`;
  }
}
