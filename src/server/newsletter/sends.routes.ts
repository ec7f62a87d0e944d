/** A post's mail to subscribers in the back office (issue 14): how far it has got. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '../../shared/admin-messages';
import { errorBody, idParams } from '../../shared/schemas/common';
import { type NewsletterProgress, newsletterProgress } from '../../shared/subscriptions';
import { CONTRIBUTOR } from '../auth/guard';
import { findBlogById } from '../content/blog/blog.service';
import { rows } from '../db/rows';
import { notFound } from '../errors';

export const newsletterSendRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blog/:id/newsletter',
    {
      config: CONTRIBUTOR,
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

/** A post's mail to subscribers: not chosen, waiting for publication, under way, or done, with its counts. */
async function newsletterProgressOf(
  app: FastifyInstance,
  post: { id: string; emailSubscribers: boolean },
): Promise<NewsletterProgress> {
  const [row] = await rows<{
    status: 'sending' | 'sent' | null;
    created_at: Date | null;
    finished_at: Date | null;
    sent: number;
    failed: number;
    pending: number;
    subscribers: number;
  }>(
    app.db,
    sql`
      select s.status, s.created_at, s.finished_at,
        (select count(*)::int from newsletter_deliveries where blog_id = ${post.id} and status = 'sent') as sent,
        (select count(*)::int from newsletter_deliveries where blog_id = ${post.id} and status = 'failed') as failed,
        (select count(*)::int from newsletter_deliveries
          where blog_id = ${post.id} and status in ('pending', 'sending')) as pending,
        (select count(*)::int from subscribers where status = 'confirmed') as subscribers
      from (select 1) one left join newsletter_sends s on s.blog_id = ${post.id}`,
  );
  const status = row?.status ?? (post.emailSubscribers ? 'waiting' : 'off');
  return {
    status,
    sent: row?.sent ?? 0,
    failed: row?.failed ?? 0,
    pending: row?.pending ?? 0,
    subscribers: row?.subscribers ?? 0,
    startedAt: row?.created_at ? new Date(row.created_at).toISOString() : null,
    finishedAt: row?.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}
