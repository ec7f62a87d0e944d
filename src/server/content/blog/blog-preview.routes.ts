/**
 * Previews of blog posts (issue 12): what the public article will look like before it is public.
 *
 * - `POST /api/blog/preview` (the blog form's fields, unsaved): a link to the public server render of the
 *   post as the form has it, valid for an hour, for the administrator's own look.
 * - `POST /api/blog/{id}/preview-link`: a link to the saved post that a reviewer without an account can open,
 *   valid 7 days; a new one ends the one before. `DELETE` ends it.
 * - `GET /api/blog/preview/{token}` (public): the post a live link shows; 404 once it expired or was ended.
 *
 * A token is 32 random bytes; only its HMAC is stored. Links change no public page, so they bump nothing.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_MESSAGES, API_MESSAGES } from '../../../shared/admin-messages';
import { BLOG_IMAGE_MAX_BYTES } from '../../../shared/limits';
import { blogInput } from '../../../shared/schemas/admin-inputs';
import { type Blog, blog } from '../../../shared/schemas/blog';
import { errorBody, idParams } from '../../../shared/schemas/common';
import { slugify } from '../../../shared/text';
import { digest } from '../../auth/codes';
import { ACCOUNT, PUBLIC, signedIn } from '../../auth/guard';
import { blogPreviews } from '../../db/schema';
import { notFound } from '../../errors';
import { readAdminForm } from '../../media/upload';
import { validateForm } from '../validate';
import { type BlogRow, findBlogById, toBlog } from './blog.service';
import { blogColumns } from './blog.write';
import { maySee } from './blog-access';

export const SHARE_PREVIEW_DAYS = 7;
export const DRAFT_PREVIEW_MINUTES = 60;
export const PREVIEW_PATH = '/blog/preview';

const previewLink = z.object({ url: z.string(), expiresAt: z.string() });
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const previewFields = z.object({ id: z.uuid().optional() });

export const blogPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const hashOf = (token: string) => digest(app.auth.codeKey, `blog-preview:${token}`);

  async function issue(values: Partial<typeof blogPreviews.$inferInsert> & { expiresAt: Date }) {
    const token = randomBytes(32).toString('base64url');
    await app.db.insert(blogPreviews).values({ ...values, tokenHash: hashOf(token) });
    return { url: `${app.config.publicUrl}${PREVIEW_PATH}/${token}`, expiresAt: values.expiresAt.toISOString() };
  }

  app.post(
    '/blog/preview',
    {
      config: ACCOUNT,
      schema: {
        tags: ['blog'],
        summary: "A link to the public render of the blog form's fields, unsaved (1 hour)",
        consumes: ['multipart/form-data'],
        response: { 201: previewLink, 400: errorBody, 401: errorBody, 404: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => {
      const { admin } = signedIn(request);
      const form = await readAdminForm(request, {
        fileField: ['featuredImage', 'socialImage'],
        maxBytes: BLOG_IMAGE_MAX_BYTES,
        tooLargeMessage: ADMIN_MESSAGES.blogImageTooLarge,
      });
      const { id } = validateForm(previewFields, { id: form.fields.id });
      const current = id ? await findBlogById(app.db, id) : null;
      if (id && (!current || !maySee(admin, current))) throw notFound(API_MESSAGES.blogNotFound);
      const input = validateForm(blogInput, form.fields);
      const now = new Date();
      // The post as the form would save it; a new picture shows once it is saved, the current one until then.
      const keepImage = current && !input.removeFeaturedImage;
      const row = {
        id: current?.id ?? randomUUID(),
        slug: current?.slug ?? slugify(input.title),
        createdAt: current?.createdAt ?? now,
        updatedAt: now,
        version: current?.version ?? 1,
        writerId: current?.writerId ?? admin.id,
        reviewNote: current?.reviewNote ?? null,
        featuredImage: keepImage ? current.featuredImage : null,
        imageWidth: keepImage ? current.imageWidth : null,
        imageHeight: keepImage ? current.imageHeight : null,
        socialImage: current?.socialImage ?? null,
        socialImageWidth: current?.socialImageWidth ?? null,
        socialImageHeight: current?.socialImageHeight ?? null,
        ...blogColumns(input, current),
      } as BlogRow;
      const link = await issue({
        data: toBlog(row),
        createdBy: admin.id,
        expiresAt: new Date(now.getTime() + DRAFT_PREVIEW_MINUTES * 60_000),
      });
      return reply.code(201).send(link);
    },
  );

  app.post(
    '/blog/:id/preview-link',
    {
      config: ACCOUNT,
      schema: {
        tags: ['blog'],
        summary: 'A link to the saved post for a reviewer without an account (7 days); ends the one before',
        params: idParams,
        response: { 201: previewLink, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { admin } = signedIn(request);
      const post = await findBlogById(app.db, request.params.id);
      if (!post || !maySee(admin, post)) throw notFound(API_MESSAGES.blogNotFound);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SHARE_PREVIEW_DAYS * 24 * 3600_000);
      // One live link per post: the new one and the end of the old one are one write.
      await app.db.transaction(async (tx) => {
        await tx
          .update(blogPreviews)
          .set({ revokedAt: new Date() })
          .where(and(eq(blogPreviews.blogId, post.id), isNull(blogPreviews.revokedAt)));
        await tx
          .insert(blogPreviews)
          .values({ tokenHash: hashOf(token), blogId: post.id, createdBy: admin.id, expiresAt });
      });
      return reply
        .code(201)
        .send({ url: `${app.config.publicUrl}${PREVIEW_PATH}/${token}`, expiresAt: expiresAt.toISOString() });
    },
  );

  app.delete(
    '/blog/:id/preview-link',
    {
      config: ACCOUNT,
      schema: {
        tags: ['blog'],
        summary: "End the post's preview link (it then answers 404)",
        params: idParams,
        response: { 204: z.null(), 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const post = await findBlogById(app.db, request.params.id);
      // Another writer's draft is not there for an Author or Contributor (issue 25).
      if (!post || !maySee(signedIn(request).admin, post)) throw notFound(API_MESSAGES.blogNotFound);
      await app.db
        .update(blogPreviews)
        .set({ revokedAt: new Date() })
        .where(and(eq(blogPreviews.blogId, post.id), isNull(blogPreviews.revokedAt)));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/blog/preview/:token',
    {
      config: PUBLIC,
      schema: {
        tags: ['blog'],
        summary: 'The post a live preview link shows, draft or not (404 once expired or ended)',
        params: tokenParams,
        response: { 200: blog, 404: errorBody },
      },
    },
    async (request, reply) => {
      const [link] = await app.db
        .select()
        .from(blogPreviews)
        .where(
          and(
            eq(blogPreviews.tokenHash, hashOf(request.params.token)),
            isNull(blogPreviews.revokedAt),
            gt(blogPreviews.expiresAt, new Date()),
          ),
        );
      if (!link) throw notFound(API_MESSAGES.blogNotFound);
      const post = link.blogId ? await findBlogById(app.db, link.blogId) : null;
      const shown = post ? toBlog(post) : (link.data as Blog | null);
      if (!shown) throw notFound(API_MESSAGES.blogNotFound);
      // A preview is never kept by a browser or a proxy, and never indexed.
      return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').send(shown);
    },
  );
};
