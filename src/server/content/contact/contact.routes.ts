import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_RATE_MAX, CONTACT_RATE_WINDOW_MS } from '../../../shared/limits';
import { CONTACT_MESSAGES } from '../../../shared/messages';
import { errorBody } from '../../../shared/schemas/common';
import { contactMessageInput, messageBody } from '../../../shared/schemas/contact';
import { PUBLIC } from '../../auth/guard';
import { contactSubmissions } from '../../db/schema';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { ...PUBLIC, rateLimit: { max: CONTACT_RATE_MAX, timeWindow: CONTACT_RATE_WINDOW_MS } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the company',
        body: contactMessageInput,
        response: { 201: messageBody, 400: errorBody, 413: errorBody, 415: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { website, ...message } = request.body;
      // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
      if (website) {
        request.log.info('contact message dropped by the honeypot');
      } else {
        await app.db.insert(contactSubmissions).values(message);
      }
      return reply.code(201).send({ message: CONTACT_MESSAGES.sent });
    },
  );
};
