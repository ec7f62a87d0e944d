/**
 * A post submitted for review is e-mailed to every Editor, Administrator and the Owner (issue 25), as contact
 * messages are: one job per person, added before the request answers, sent from the queue after it, once.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { admins, blogs } from '../db/schema';
import { reviewRequestMail } from '../mail/templates';

export const REVIEW_MAIL_QUEUE = 'mail-review-request';

interface ReviewMailJob {
  postId: string;
  adminId: string;
  /** The post's version when it was submitted: one mail per submission, however often it is retried. */
  version: number;
}

const REVIEWERS = ['owner', 'administrator', 'editor'] as const;

export async function queueReviewMails(app: FastifyInstance, post: { id: string; version: number }) {
  const reviewers = await app.db
    .select({ id: admins.id })
    .from(admins)
    .where(inArray(admins.role, [...REVIEWERS]));
  await app.jobs.sendMany<ReviewMailJob>(
    REVIEW_MAIL_QUEUE,
    reviewers.map((admin) => ({
      data: { postId: post.id, adminId: admin.id, version: post.version },
      key: `review:${post.id}:${post.version}:${admin.id}`,
    })),
  );
}

/** Sends one request; a post no longer in review, or a reviewer no longer one, sends nothing. */
async function sendReviewMail(app: FastifyInstance, job: ReviewMailJob) {
  const [reviewer] = await app.db.select().from(admins).where(eq(admins.id, job.adminId));
  const [post] = await app.db.select().from(blogs).where(eq(blogs.id, job.postId));
  if (!reviewer || !REVIEWERS.includes(reviewer.role as (typeof REVIEWERS)[number])) return;
  if (post?.status !== 'review') return;
  const [writer] = post.writerId ? await app.db.select().from(admins).where(eq(admins.id, post.writerId)) : [];
  const link = `${app.config.publicUrl}/admin?section=blogs&edit=${post.id}`;
  await app.mailer.send(reviewRequestMail(reviewer.email, post.title, writer?.name ?? null, link));
}

export async function startReviewMails(app: FastifyInstance) {
  await app.jobs.work<ReviewMailJob>(REVIEW_MAIL_QUEUE, (job) => sendReviewMail(app, job));
}
