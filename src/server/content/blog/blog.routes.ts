import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '../../../shared/admin-messages';
import { blog, blogList, blogListQuery, slugParams } from '../../../shared/schemas/blog';
import { errorBody } from '../../../shared/schemas/common';
import { authenticate, PUBLIC } from '../../auth/guard';
import { notFound } from '../../errors';
import { blogAdminRoutes } from './blog.admin.routes';
import { findBlogBySlug, listPublishedBlogs } from './blog.service';
import { blogImageRoutes } from './blog-images.routes';
import { blogPreviewRoutes } from './blog-preview.routes';

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blog',
    {
      config: PUBLIC,
      schema: {
        tags: ['blog'],
        summary: 'Published posts, newest first, without their content',
        querystring: blogListQuery,
        response: { 200: blogList, 400: errorBody },
      },
    },
    (request) => listPublishedBlogs(app.db, request.query),
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
  // The administrator's calls live apart; registered here so the API's route list need not know.
  await app.register(blogAdminRoutes);
  await app.register(blogImageRoutes);
  await app.register(blogPreviewRoutes);
};
