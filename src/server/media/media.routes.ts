import type { FastifyPluginAsync } from 'fastify';
import { UPLOADS_PATH } from '../../shared/images';
import { notFound } from '../errors';

/** The spec's older image paths; they answer for the same files as /uploads. */
const LEGACY_PREFIXES = ['/TeamImages', '/growthImage', '/ServiceImage'];

/** Serves stored images. Names are random and never reused, so a copy may be cached for good. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  for (const prefix of [UPLOADS_PATH, ...LEGACY_PREFIXES]) {
    app.get<{ Params: { name: string } }>(`${prefix}/:name`, async (request, reply) => {
      const file = await app.storage.get(request.params.name);
      if (!file) throw notFound();
      // Public pictures, meant to be shown elsewhere too: in the mails to subscribers (read in a webmail's page)
      // and in social cards. The site's same-origin default (cross-origin-resource-policy) would blank them there.
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.data);
    });
  }
};
