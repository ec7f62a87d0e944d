/**
 * Scheduled publishing (issue 12). A `scheduled` post goes live at its `publishAt` minute, once, on whichever
 * instance's job queue takes the job first. The row decides, not the job: publishing is one conditional update
 * (`scheduled` and due), so a job that runs twice, early, or on two instances at once publishes nothing twice,
 * and a post rescheduled or unpublished before its minute is left alone. Three things run it: a job sent for the
 * post's minute, a check every minute (a job lost with a crashed instance), and each start (a minute that passed
 * while no instance ran).
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { blogs } from '../../db/schema';
import { startDueNewslettersSafely } from '../../newsletter/sends';
import { contentChanged } from '../version';
import { write } from '../write';

export const PUBLISH_QUEUE = 'publish-scheduled-posts';
export const PUBLISH_CHECK_CRON = '* * * * *';

/** Publishes every scheduled post whose minute has come; answers how many went live. */
export async function publishDuePosts(app: FastifyInstance): Promise<number> {
  const published = await write(
    { server: app, admin: null },
    (db) =>
      db
        .update(blogs)
        .set({
          status: 'published',
          isDraft: false,
          // The first publication stays the date of record; a first one is dated at its scheduled minute.
          publishedAt: sql`coalesce(${blogs.publishedAt}, ${blogs.publishAt})`,
          publishAt: null,
          updatedAt: new Date(),
        })
        .where(and(eq(blogs.status, 'scheduled'), lte(blogs.publishAt, sql`now()`)))
        .returning({ id: blogs.id }),
    'publish',
  );
  if (published.length > 0) {
    // Lists, the sitemap, RSS and every instance's page cache show it at once.
    await contentChanged(app, ['blog']);
    app.log.info({ posts: published.map((post) => post.id) }, 'scheduled posts published');
    await startDueNewslettersSafely(app);
  }
  return published.length;
}

/** Asks the queue to publish at `at` (the minute check would catch it anyway, up to a minute later). */
export async function publishLater(app: FastifyInstance, at: Date) {
  try {
    await app.jobs.sendAt(PUBLISH_QUEUE, at, `publish-${at.toISOString()}`);
  } catch (error) {
    app.log.error({ err: error }, 'could not queue a scheduled post; the minute check will publish it');
  }
}

/** Starts the workers of scheduled publishing, and publishes what came due while no instance ran. */
export async function startScheduledPublishing(app: FastifyInstance) {
  await app.jobs.work(
    PUBLISH_QUEUE,
    async () => {
      await publishDuePosts(app);
    },
    { cron: PUBLISH_CHECK_CRON },
  );
  await publishDuePosts(app);
}
