/**
 * The API reference: the OpenAPI document generated from the routes' zod schemas, and a readable page
 * rendered from it on the server (no script, no outside assets).
 */
import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC } from '../auth/guard';
import { DOCS_CSS, renderReference } from './reference';

export const docsRoutes: FastifyPluginAsync = async (app) => {
  const hide = { hide: true } as const;
  app.get('/docs/openapi.json', { config: PUBLIC, schema: hide }, async () => app.swagger());
  app.get('/docs/docs.css', { config: PUBLIC, schema: hide }, async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(DOCS_CSS),
  );
  let page: string | undefined;
  app.get('/docs', { config: PUBLIC, schema: hide }, async (_request, reply) => {
    page ??= renderReference(app.swagger() as Parameters<typeof renderReference>[0]);
    return reply.header('content-type', 'text/html; charset=utf-8').send(page);
  });
};
