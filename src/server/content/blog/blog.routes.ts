import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '../../../shared/messages';
import { blog, blogList, blogListQuery, slugParams } from '../../../shared/schemas/blog';
import { errorBody } from '../../../shared/schemas/common';
import { PUBLIC } from '../../auth/guard';
import { notFound } from '../../errors';
import { findBlogBySlug, listPublishedBlogs } from './blog.service';

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
        summary: 'One published post with its content',
        params: slugParams,
        response: { 200: blog, 404: errorBody },
      },
    },
    async (request) => {
      const post = await findBlogBySlug(app.db, request.params.slug);
      if (!post) throw notFound(API_MESSAGES.blogNotFound);
      return post;
    },
  );
};
