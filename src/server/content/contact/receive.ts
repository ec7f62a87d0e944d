/**
 * A visitor's contact message, however it came (issue 27): the API's JSON call and the contact page posted
 * without JavaScript both go through `receiveContactMessage`, so the limits, the honeypot, the storing and the
 * mails are the same. Its input is whatever `contactMessageInput` parsed: a field added to that schema (and to the
 * table) is stored without a change here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_MESSAGES } from '../../../shared/admin-messages';
import { CONTACT_CLIENT_RATE_MAX, CONTACT_RATE_MAX, CONTACT_RATE_WINDOW_MS } from '../../../shared/limits';
import type { contactMessageInput } from '../../../shared/schemas/contact';
import { leadSource } from '../../analytics/leads';
import { takeEach } from '../../auth/limiter';
import { contactSubmissions } from '../../db/schema';
import { rateLimited } from '../../errors';
import { queueContactMails } from '../../notifications/contact-mail';

export type ContactMessage = z.output<typeof contactMessageInput>;

/**
 * Counts, stores and announces one message; throws the 429 (with its Retry-After) when a limit is reached.
 * Counted in the database, like the sign-in limits: it holds across restarts and instances. One sender gets
 * CONTACT_RATE_MAX messages a window; a client address, CONTACT_CLIENT_RATE_MAX whoever sends (decision 042).
 */
export async function receiveContactMessage(
  app: FastifyInstance,
  request: FastifyRequest,
  input: ContactMessage,
): Promise<void> {
  const client = `contact:client:${request.ip}`;
  const refused = await takeEach(app.db, [
    { key: `${client}:from:${input.email.toLowerCase()}`, max: CONTACT_RATE_MAX, windowMs: CONTACT_RATE_WINDOW_MS },
    { key: client, max: CONTACT_CLIENT_RATE_MAX, windowMs: CONTACT_RATE_WINDOW_MS },
  ]);
  if (refused) throw rateLimited(API_MESSAGES.rateLimited, refused.retryAfter);
  const { website, ...message } = input;
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (website) {
    request.log.info('contact message dropped by the honeypot');
    return;
  }
  // Kept with the source of the visit that sent it (issue 28): the site and campaign, nothing personal.
  const [stored] = await app.db
    .insert(contactSubmissions)
    .values({ ...message, ...leadSource(request) })
    .returning({ id: contactSubmissions.id });
  // Queued before the answer, sent after it: a stored message is never left unannounced.
  if (stored) {
    await queueContactMails(app, stored.id).catch((error) =>
      request.log.error({ err: error }, 'could not queue the mails of a contact message'),
    );
  }
}
