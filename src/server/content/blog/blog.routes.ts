import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES } from '../../../shared/admin-messages';
import { blog, blogList, blogListQuery, slugParams } from '../../../shared/schemas/blog';
import { errorBody } from '../../../shared/schemas/common';
import { authenticate, PUBLIC } from '../../auth/guard';
import { blogSlugRedirects, blogs } from '../../db/schema';
import { notFound } from '../../errors';
import { blogAdminRoutes } from './blog.admin.routes';
import { findBlogBySlug, listPublishedBlogs } from './blog.service';
import { blogImageRoutes } from './blog-images.routes';
import { blogPreviewRoutes } from './blog-preview.routes';
import { searchPublishedBlogs } from './blog-search';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blog',
    {
      config: PUBLIC,
      schema: {
        tags: ['blog'],
        summary: 'Published posts, newest first, without their content; with `q`, those matching it, best first',
        querystring: blogListQuery,
        response: { 200: blogList, 400: errorBody },
      },
    },
    ({ query }) =>
      query.q ? searchPublishedBlogs(app.db, { ...query, q: query.q }) : listPublishedBlogs(app.db, query),
  );
  app.get(
    '/blog/slug/:slug',
    {
      config: PUBLIC,
      schema: {
        tags: ['blog'],
        summary: 'One published post with its content (a draft too, with an admin token)',
        params: slugParams,
        response: { 200: blog, 404: errorBody },
      },
    },
    async (request) => {
      // Visitors see published posts only; a signed-in administrator may preview a draft.
      const preview = request.headers.authorization ? (await authenticate(app, request)) !== null : false;
      const post = await findBlogBySlug(app.db, request.params.slug, preview);
      if (!post) throw notFound(API_MESSAGES.blogNotFound);
      return post;
    },
  );
  app.get(
    '/blog/moved/:slug',
    {
      config: PUBLIC,
      schema: {
        tags: ['blog'],
        summary: "Where a post's old address leads now: the slug of the published post that had it, or 404",
        params: slugParams,
        response: { 200: z.object({ slug: z.string() }), 404: errorBody },
      },
    },
    async (request) => {
      const [moved] = await app.db
        .select({ slug: blogs.slug })
        .from(blogSlugRedirects)
        .innerJoin(blogs, eq(blogs.id, blogSlugRedirects.blogId))
        .where(and(eq(blogSlugRedirects.slug, request.params.slug), eq(blogs.status, 'published')));
      if (!moved) throw notFound(API_MESSAGES.blogNotFound);
      return moved;
    },
  );
  // The administrator's calls live apart; registered here so the API's route list need not know.
  await app.register(blogAdminRoutes);
  await app.register(blogImageRoutes);
  await app.register(blogPreviewRoutes);
};
