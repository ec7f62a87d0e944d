import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_MESSAGES, API_MESSAGES } from '../../../shared/admin-messages';
import { ADMIN_LIST_MAX_LIMIT, ADMIN_PAGE_SIZE, BLOG_IMAGE_MAX_BYTES } from '../../../shared/limits';
import { ROLE_MESSAGES } from '../../../shared/roles';
import { blogInput, reviewReturnInput } from '../../../shared/schemas/admin-inputs';
import { adminBlogListQuery, blog, blogSummary } from '../../../shared/schemas/blog';
import { ERROR_CODES, errorBody, idParams } from '../../../shared/schemas/common';
import { withViews30d } from '../../analytics/report';
import { CONTRIBUTOR, EDITOR, signedIn } from '../../auth/guard';
import { blogs } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { describeImage } from '../../media/library';
import { readAdminForm } from '../../media/upload';
import { queueReviewMails } from '../../notifications/review-mail';
import { forgetDescriptions } from '../image-descriptions';
import { releaseImage, writeWithImage } from '../images';
import { MEDIA, reportChanged } from '../kinds';
import { validateForm } from '../validate';
import { write } from '../write';
import { describedPost, findBlogById, listAdminBlogs } from './blog.service';
import {
  blogColumns,
  blogImageColumns,
  blogSocialImageColumns,
  formFieldsOf,
  imageColumnsOf,
  slugPlanForCreate,
  slugPlanForUpdate,
  socialImageColumnsOf,
  withSlug,
} from './blog.write';
import { maySee, mustChange, visiblePosts } from './blog-access';
import { dropUnusedContentImages } from './content-images';
import { publishLater } from './scheduled';

/** The featured image, and the picture of the post's card when shared (issue 12). */
const UPLOAD = {
  fileField: ['featuredImage', 'socialImage'],
  maxBytes: BLOG_IMAGE_MAX_BYTES,
  tooLargeMessage: ADMIN_MESSAGES.blogImageTooLarge,
};
const INVALID_IMAGE = ADMIN_MESSAGES.blogImageInvalid;
const FORM_FIELDS =
  'multipart: title, duration, category, content, status, author, tags (JSON string), featuredImage?, socialImage?, removeFeaturedImage?, removeSocialImage?, slug?, excerpt?, ' +
  'metaTitle?, metaDescription?, featuredImageAlt?, publishAt?, publishedAt?';
const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  415: errorBody,
};

/** The administrator's side of the blog: every post, drafts included, and every write. */
/** What a change of status is called in the history and the activity log. */
const STATUS_ACTIONS = { published: 'publish', draft: 'unpublish', scheduled: 'schedule', review: 'submit' } as const;

export const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The post, if the signed-in person may read it: someone else's draft is not found, as if it did not exist. */
  const find = async (request: Parameters<typeof signedIn>[0], id: string) => {
    const row = await findBlogById(app.db, id);
    if (!row || !maySee(signedIn(request).admin, row)) throw notFound(API_MESSAGES.blogNotFound);
    return row;
  };

  app.get(
    '/blog/admin/all',
    {
      config: CONTRIBUTOR,
      schema: {
        tags: ['blog'],
        summary:
          `One page of the posts, drafts included, without their content: ${ADMIN_PAGE_SIZE} when limit is left out, ` +
          `at most ${ADMIN_LIST_MAX_LIMIT}; filtered by status and category, searched by words (q), newest or oldest ` +
          'first. X-Total-Count says how many match in all; a search counts to 1,000 and adds X-More-Than-Total: true ' +
          'when more match.',
        querystring: adminBlogListQuery,
        response: { 200: z.array(blogSummary.extend({ views30d: z.number().int() })), 400: errorBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      const visible = visiblePosts(signedIn(request).admin, request.query.status);
      const { blogs: page, total, more } = await listAdminBlogs(app.db, request.query, visible);
      if (more) reply.header('x-more-than-total', 'true');
      return reply.header('x-total-count', String(total)).send(await withViews30d(app.db, page));
    },
  );

  app.get(
    '/blog/:id',
    {
      config: CONTRIBUTOR,
      schema: {
        tags: ['blog'],
        summary: 'One post, draft or not, with its content',
        params: idParams,
        response: { 200: blog, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => describedPost(app.db, await find(request, request.params.id)),
  );

  app.post(
    '/blog',
    {
      config: CONTRIBUTOR,
      schema: {
        tags: ['blog'],
        summary: `Write a post (${FORM_FIELDS})`,
        consumes: ['multipart/form-data'],
        response: { 201: blog, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readAdminForm(request, UPLOAD);
      const input = validateForm(blogInput, form.fields);
      const { admin } = signedIn(request);
      const columns = { ...blogColumns(input, null), writerId: admin.id };
      mustChange(admin, null, columns.status);
      const social = form.files.socialImage ?? null;
      const row = await writeWithImage(app, { file: form.file, invalidMessage: INVALID_IMAGE }, (image) =>
        writeWithImage(app, { file: social, invalidMessage: INVALID_IMAGE }, (socialImage) =>
          withSlug(app.db, slugPlanForCreate(input), null, (slug) =>
            write(
              request,
              async (db) => {
                const [created] = await db
                  .insert(blogs)
                  .values({ ...columns, slug, ...blogImageColumns(image), ...blogSocialImageColumns(socialImage) })
                  .returning();
                // The featured image's description is the image's own, in the library (decision 051).
                if (await describeImage(db, image.image, input.featuredImageAlt)) reportChanged(request, MEDIA);
                return created;
              },
              columns.status === 'scheduled' ? 'schedule' : columns.status === 'review' ? 'submit' : undefined,
            ),
          ),
        ),
      );
      // Saved: the image's description it changed (it reported so) is read anew, for this answer too (decision 057).
      if (request.changedToo?.includes(MEDIA)) forgetDescriptions(app.db);
      if (row?.status === 'scheduled' && row.publishAt) await publishLater(app, row.publishAt);
      if (row?.status === 'review') await queueReviewMails(app, row);
      return reply.code(201).send(await describedPost(app.db, row as NonNullable<typeof row>));
    },
  );

  app.patch(
    '/blog/:id',
    {
      config: CONTRIBUTOR,
      schema: {
        tags: ['blog'],
        summary: `Change a post; fields not sent keep their values (${FORM_FIELDS})`,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: blog, ...errors },
      },
    },
    async (request) => {
      const current = await find(request, request.params.id);
      const form = await readAdminForm(request, UPLOAD);
      // Merge first, then validate the whole: a partial form is checked as the post it makes.
      const input = validateForm(blogInput, { ...formFieldsOf(current), ...form.fields });
      const columns = {
        ...blogColumns(input, current),
        // Submitted (again) for review: an editor's note from the last return is answered.
        ...(input.status === 'review' ? { reviewNote: null } : {}),
      };
      mustChange(signedIn(request).admin, current, columns.status);
      // Going live, or back to a draft, is what the activity log says of the save.
      const rescheduled =
        columns.status === 'scheduled' && columns.publishAt?.getTime() !== current.publishAt?.getTime();
      const action = current.status !== columns.status || rescheduled ? STATUS_ACTIONS[columns.status] : undefined;
      const update = (changes: Partial<typeof blogs.$inferInsert>) =>
        write(
          request,
          async (db) => {
            const [updated] = await db
              .update(blogs)
              .set({ ...columns, ...changes, updatedAt: new Date() })
              .where(eq(blogs.id, current.id))
              .returning();
            if (await describeImage(db, updated?.featuredImage ?? null, input.featuredImageAlt)) {
              reportChanged(request, MEDIA);
            }
            return updated;
          },
          action,
        );
      const plan = slugPlanForUpdate(input, current);
      const row = await writeWithImage(
        app,
        {
          file: form.file,
          invalidMessage: INVALID_IMAGE,
          current: imageColumnsOf(current),
          remove: input.removeFeaturedImage,
        },
        (image) =>
          writeWithImage(
            app,
            {
              file: form.files.socialImage ?? null,
              invalidMessage: INVALID_IMAGE,
              current: socialImageColumnsOf(current),
              remove: input.removeSocialImage,
            },
            (socialImage) => {
              const imageChanges = { ...blogImageColumns(image), ...blogSocialImageColumns(socialImage) };
              return plan
                ? withSlug(app.db, plan, current.id, (slug) => update({ ...imageChanges, slug }))
                : update(imageChanges);
            },
          ),
      );
      if (!row) throw notFound(API_MESSAGES.blogNotFound);
      if (request.changedToo?.includes(MEDIA)) forgetDescriptions(app.db);
      if (row.status === 'scheduled' && row.publishAt) await publishLater(app, row.publishAt);
      if (action === 'submit') await queueReviewMails(app, row);
      await dropUnusedContentImages(app, current.content, row.content);
      return describedPost(app.db, row);
    },
  );

  app.delete(
    '/blog/:id',
    {
      config: CONTRIBUTOR,
      schema: {
        tags: ['blog'],
        summary: 'Delete a post; it stays in Recently deleted for 30 days, with its images',
        params: idParams,
        response: { 204: z.null(), 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const current = await find(request, request.params.id);
      mustChange(signedIn(request).admin, current, current.status);
      const [row] = await write(request, (db) => db.delete(blogs).where(eq(blogs.id, current.id)).returning());
      if (!row) throw notFound(API_MESSAGES.blogNotFound);
      await releaseImage(app, imageColumnsOf(row));
      await releaseImage(app, socialImageColumnsOf(row));
      await dropUnusedContentImages(app, row.content);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/blog/:id/review',
    {
      config: CONTRIBUTOR,
      schema: {
        tags: ['blog'],
        summary: "Submit a post for review: its status becomes 'review' and the editors are told (the bell)",
        params: idParams,
        response: { 200: blog, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const current = await find(request, request.params.id);
      mustChange(signedIn(request).admin, current, 'review');
      if (current.status !== 'draft' && current.status !== 'review') {
        throw new HttpError(409, ERROR_CODES.conflict, ROLE_MESSAGES.reviewOnlyDrafts);
      }
      const [row] = await write(
        request,
        (db) =>
          db
            .update(blogs)
            .set({ status: 'review', isDraft: true, reviewNote: null, updatedAt: new Date() })
            .where(eq(blogs.id, current.id))
            .returning(),
        'submit',
      );
      if (!row) throw notFound(API_MESSAGES.blogNotFound);
      await queueReviewMails(app, row);
      return describedPost(app.db, row);
    },
  );

  app.post(
    '/blog/:id/review/return',
    {
      config: EDITOR,
      schema: {
        tags: ['blog'],
        summary: 'Send a post in review back to its writer, as a draft, with a note they see on it',
        params: idParams,
        body: reviewReturnInput,
        response: { 200: blog, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const current = await find(request, request.params.id);
      if (current.status !== 'review') throw new HttpError(409, ERROR_CODES.conflict, ROLE_MESSAGES.notInReview);
      const [row] = await write(
        request,
        (db) =>
          db
            .update(blogs)
            .set({ status: 'draft', isDraft: true, reviewNote: request.body.note, updatedAt: new Date() })
            .where(eq(blogs.id, current.id))
            .returning(),
        'return',
      );
      if (!row) throw notFound(API_MESSAGES.blogNotFound);
      return describedPost(app.db, row);
    },
  );
};
