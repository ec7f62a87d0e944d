/** A post's mail to subscribers in the back office (issue 14): how far it has got. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '../../shared/admin-messages';
import { errorBody, idParams } from '../../shared/schemas/common';
import { newsletterProgress } from '../../shared/subscriptions';
import { findBlogById } from '../content/blog/blog.service';
import { notFound } from '../errors';
import { newsletterProgressOf } from './sends';

export const newsletterSendRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blog/:id/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary:
          "The post's e-mail to subscribers: off, waiting (for publication), sending or sent, with how many were " +
          'sent, failed and are pending',
        params: idParams,
        response: { 200: newsletterProgress, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const post = await findBlogById(app.db, request.params.id);
      if (!post) throw notFound(API_MESSAGES.blogNotFound);
      return newsletterProgressOf(app, post);
    },
  );
};
