import { z } from 'zod';
import { FIELD_MAX } from '../limits';
import { CONTACT_MESSAGES } from '../messages';
import { recordFields, requiredText } from './common';
import { visitorEmail } from './email';

/** Practical e-mail check: one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const contactMessageInput = z.object({
  firstName: requiredText('First name', FIELD_MAX.name, CONTACT_MESSAGES.firstNameRequired),
  lastName: requiredText('Last name', FIELD_MAX.name, CONTACT_MESSAGES.lastNameRequired),
  email: visitorEmail(),
  number: requiredText('Phone number', FIELD_MAX.phone, CONTACT_MESSAGES.numberRequired),
  message: requiredText('Message', FIELD_MAX.message, CONTACT_MESSAGES.messageRequired),
  /** Honeypot: hidden from people, filled by bots. A message with it set is dropped silently. */
  website: z.string().max(FIELD_MAX.url).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageInput>;

export const contactSubmission = z.object({
  ...recordFields,
  firstName: z.string(),
  lastName: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  email: z.string(),
  number: z.string(),
  message: z.string(),
  /** Opened by an administrator (issue 13): one inbox, so read for all of them. */
  read: z.boolean(),
});
export type ContactSubmission = z.infer<typeof contactSubmission>;

export const contactReadInput = z.object({ read: z.boolean({ error: 'Send read: true or false.' }) });

/** The bell (issue 13): the newest events, the spec's three texts for what they say, and how many are unread. */
export const notificationList = z.object({
  unread: z.number().int(),
  items: z.array(
    z.object({
      _id: z.string(),
      message: z.string(),
      /** Who did what to which record (issue 25): 'Ada saved Service "Data & AI"'; absent for a contact message. */
      detail: z.string().optional(),
      at: z.string(),
      read: z.boolean(),
      /** Where it opens in the back office: `/admin?section=…` (with `&message=…` for a contact message). */
      link: z.string(),
    }),
  ),
});
export type NotificationList = z.infer<typeof notificationList>;

export const messageBody = z.object({ message: z.string() });

export const health = z.object({ status: z.enum(['ok', 'unavailable']), db: z.enum(['ok', 'unreachable']) });
