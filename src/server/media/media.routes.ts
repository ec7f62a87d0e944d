import type { FastifyPluginAsync } from 'fastify';
import { UPLOADS_PATH } from '../../shared/images';
import { notFound } from '../errors';

/** The spec's older image paths; they answer for the same files as /uploads. */
const LEGACY_PREFIXES = ['/TeamImages', '/growthImage', '/ServiceImage'];

/**
 * The headers of a stored image. Public pictures, meant to be shown elsewhere too: in the mails to subscribers (read
 * in a webmail's page) and in social cards. The site's same-origin default (cross-origin-resource-policy) would blank
 * them there. The front door sends the same (front-door.ts).
 */
export const imageHeaders = (contentType: string) => ({
  'content-type': contentType,
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'cross-origin',
});

/** Serves stored images. Names are random and never reused, so a copy may be cached for good. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  for (const prefix of [UPLOADS_PATH, ...LEGACY_PREFIXES]) {
    app.get<{ Params: { name: string } }>(`${prefix}/:name`, async (request, reply) => {
      const file = await app.storage.get(request.params.name);
      if (!file) throw notFound();
      return reply.headers(imageHeaders(file.contentType)).send(file.data);
    });
  }
};
