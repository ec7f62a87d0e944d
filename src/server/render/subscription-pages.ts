/**
 * The newsletter's pages (issue 14), answered by the server render: the 'Stay Updated' form posted without
 * JavaScript, the confirmation link (GET: a page with one button; POST: confirmed), and the unsubscribe link (GET:
 * the page with one button; POST: done, also as the RFC 8058 one-click target of mail clients). Each does its work here, with the visitor's own address for the
 * record of consent, then renders `/subscription/{state}` for that answer. Never kept, never indexed.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { subscribeInput } from '../../shared/subscriptions';
import type { SubscriptionState } from '../../web/public/newsletter/SubscriptionPage';
import { HttpError } from '../errors';
import { subscribeVisitor } from '../newsletter/subscribe.routes';
import { confirm, confirmationState, unsubscribe, unsubscribeLinkState } from '../newsletter/subscriptions';
import type { Produced } from './page-cache';

/**
 * The largest form the pages take: a contact message (contact-page.ts) of 5000 characters, each up to 9 bytes
 * once percent-encoded, and its other fields.
 */
const FORM_BODY_LIMIT = 64 * 1024;

type Render = (url: URL, options: { fresh?: boolean; requestId?: string }) => Promise<Produced>;

export function subscriptionPages(app: FastifyInstance, renderPage: Render) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const answer = async (reply: FastifyReply, state: SubscriptionState, token?: string) => {
    const path = `/subscription/${state}${token ? `/${encodeURIComponent(token)}` : ''}`;
    const { page } = await renderPage(new URL(path, app.config.publicUrl), {
      fresh: true,
      requestId: reply.request.id,
    });
    return reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(page.body);
  };

  // Pages, not calls of the API: left out of its reference.
  const page = { schema: { hide: true } } as const;

  app.post('/subscribe', page, async (request, reply) => {
    const input = subscribeInput.safeParse(request.body ?? {});
    if (!input.success) return answer(reply, 'invalid-email');
    try {
      await subscribeVisitor(app, request, reply, input.data);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) {
        reply.header('retry-after', String(error.retryAfter ?? 60));
        return answer(reply, 'limited');
      }
      request.log.error({ err: error }, 'a subscription failed');
      reply.code(500);
      return answer(reply, 'failed');
    }
    return answer(reply, 'check');
  });

  // Opening the link shows a button; only pressing it confirms. Mail scanners open every link in a mail, and a
  // GET that confirmed would give consent on behalf of whoever owns the address.
  app.get<{ Params: { token: string } }>('/subscribe/confirm/:token', page, async (request, reply) => {
    const { token } = request.params;
    const state = await confirmationState(app, token);
    return answer(reply, state === 'pending' ? 'confirm' : state === 'confirmed' ? 'confirmed' : 'invalid', token);
  });

  app.post<{ Params: { token: string } }>('/subscribe/confirm/:token', page, async (request, reply) =>
    answer(reply, (await confirm(app, request.params.token, request.ip)) ? 'confirmed' : 'invalid'),
  );

  app.get<{ Params: { token: string } }>('/unsubscribe/:token', page, async (request, reply) => {
    const { token } = request.params;
    const state = await unsubscribeLinkState(app, token);
    return answer(reply, state === 'subscribed' ? 'ask' : state, state === 'subscribed' ? token : undefined);
  });

  app.post<{ Params: { token: string } }>('/unsubscribe/:token', page, async (request, reply) =>
    answer(reply, (await unsubscribe(app, request.params.token)) ? 'unsubscribed' : 'invalid'),
  );
}
