/**
 * The contact form posted without JavaScript (issue 27): `POST /contact`, form-encoded with the API's field names,
 * checked by the API's schema and handled by the API's own function (receiveContactMessage: the same limits,
 * honeypot, storing and mails), answered with the contact page showing the outcome: sent, or the form again with
 * each field's message and everything typed. Never kept, never indexed.
 */
import type { FastifyInstance } from 'fastify';
import { contactMessageInput } from '../../shared/schemas/contact';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactFormState,
  type ContactFormValues,
} from '../../web/public/contact/form-state';
import { receiveContactMessage } from '../content/contact/receive';
import { HttpError } from '../errors';
import type { Produced } from './page-cache';

type Render = (
  url: URL,
  options: { contactForm: ContactFormState; once: boolean; requestId: string },
) => Promise<Produced>;

/** What the visitor typed, as it came (nothing trimmed: it goes back into the fields as it was). */
function typedValues(body: Record<string, unknown>): ContactFormValues {
  const values: ContactFormValues = { acceptTerms: body.acceptTerms !== undefined };
  for (const name of CONTACT_FIELDS) {
    const value = body[name];
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

export function contactPage(app: FastifyInstance, renderPage: Render) {
  // A page, not a call of the API: left out of its reference. The form-encoded parser is subscription-pages.ts's.
  app.post('/contact', { schema: { hide: true } }, async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const values = typedValues(body);
    const input = contactMessageInput.safeParse(body);
    let state: ContactFormState;
    if (!input.success) {
      const fields: Partial<Record<ContactField, string>> = {};
      for (const issue of input.error.issues) {
        const name = issue.path[0];
        if (typeof name === 'string' && (CONTACT_FIELDS as readonly string[]).includes(name))
          fields[name as ContactField] ??= issue.message;
      }
      state = { outcome: 'invalid', values, fields };
    } else {
      try {
        await receiveContactMessage(app, request, input.data);
        state = { outcome: 'sent' };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429) {
          const retryAfter = error.retryAfter ?? 60;
          reply.header('retry-after', String(retryAfter));
          state = { outcome: 'limited', values, retryAfter };
        } else {
          request.log.error({ err: error }, 'a contact message sent without JavaScript failed');
          state = { outcome: 'failed', values };
        }
      }
    }
    const { page } = await renderPage(new URL('/contact', app.config.publicUrl), {
      contactForm: state,
      once: true,
      requestId: request.id,
    });
    return reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(page.body);
  });
}
