/**
 * The public calls of newsletter subscriptions (issue 14): subscribe (the same answer whatever the address was),
 * confirm by the mailed link's token, unsubscribe by the token every mail carries. The pages at the links and the
 * form's answer without JavaScript are in render.routes.ts and call the same functions.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '../../shared/admin-messages';
import { ERROR_CODES, errorBody } from '../../shared/schemas/common';
import { messageBody } from '../../shared/schemas/contact';
import {
  SUBSCRIBE_RATE_MAX,
  SUBSCRIBE_RATE_WINDOW_MS,
  subscribeInput,
  subscriptionToken,
  SUBSCRIPTION_WORDS as W,
} from '../../shared/subscriptions';
import { leadSource } from '../analytics/leads';
import { afterResponse } from '../auth/after-response';
import { PUBLIC } from '../auth/guard';
import { take } from '../auth/limiter';
import { HttpError, rateLimited } from '../errors';
import { confirm, subscribe, unsubscribe } from './subscriptions';

/**
 * A visitor's subscription, counted per client in the database (it holds across restarts and instances); a filled
 * honeypot is answered like anyone and stores nothing. The subscription itself is stored after the answer (a
 * failure then is logged): the answer is the same, and as fast, whatever the address.
 */
export async function subscribeVisitor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; website?: string | undefined },
) {
  const attempt = await take(app.db, {
    key: `subscribe:client:${request.ip}`,
    max: SUBSCRIBE_RATE_MAX,
    windowMs: SUBSCRIBE_RATE_WINDOW_MS,
  });
  if (!attempt.allowed) throw rateLimited(API_MESSAGES.rateLimited, attempt.retryAfter);
  if (input.website) {
    request.log.info('subscription dropped by the honeypot');
    return;
  }
  // Everything that depends on the address happens after the answer, as for a recovery code: an address already
  // subscribed (no mail) answers as fast as a new one (a row and a queued mail).
  const lead = leadSource(request);
  afterResponse(reply, app.log, () => subscribe(app, input.email, lead));
}

const invalidLink = () => new HttpError(404, ERROR_CODES.notFound, W.invalidText);

export const subscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscribe',
    {
      config: PUBLIC,
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe to new articles: a confirmation link is mailed (the answer is the same for any address)',
        body: subscribeInput,
        response: { 202: messageBody, 400: errorBody, 415: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await subscribeVisitor(app, request, reply, request.body);
      return reply.code(202).send({ message: W.checkInbox });
    },
  );

  app.post(
    '/subscribe/confirm',
    {
      config: PUBLIC,
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription with the token of the mailed link (once; 404 when used or expired)',
        body: subscriptionToken,
        response: { 200: messageBody, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      if (!(await confirm(app, request.body.token, request.ip))) throw invalidLink();
      return { message: W.confirmedTitle };
    },
  );

  app.post(
    '/unsubscribe',
    {
      config: PUBLIC,
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the token of the link every mail carries (no sign-in)',
        body: subscriptionToken,
        response: { 200: messageBody, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      if (!(await unsubscribe(app, request.body.token))) throw invalidLink();
      return { message: W.unsubscribedTitle };
    },
  );
};
