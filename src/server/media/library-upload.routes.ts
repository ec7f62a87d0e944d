/**
 * Upload into the media library itself (issue 27, item 13): one image per request, so that the back office can
 * send several side by side, each with its own progress and its own answer. The image takes the one path every
 * upload takes (decoded by sharp, metadata dropped, WebP width variants) and is answered as the library lists it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES } from '../../shared/admin-messages';
import { MEDIA_UPLOAD_FIELD, MEDIA_UPLOAD_MAX_BYTES, MEDIA_WORDS } from '../../shared/admin-words/media';
import { ERROR_CODES, errorBody } from '../../shared/schemas/common';
import { mediaItem } from '../../shared/schemas/media';
import { BACK_OFFICE, CONTRIBUTOR, signedIn } from '../auth/guard';
import { storeUpload } from '../content/images';
import { HttpError } from '../errors';
import { toItem } from './library.routes';
import { readAdminForm } from './upload';

export const mediaUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/media',
    {
      // An image no record shows yet: no page changes until one does (and that save empties it).
      config: { ...CONTRIBUTOR, ...BACK_OFFICE },
      schema: {
        tags: ['media'],
        summary: `Add an image to the library (multipart: ${MEDIA_UPLOAD_FIELD}, one image, at most 10 MB); answers it as the library lists it`,
        consumes: ['multipart/form-data'],
        response: {
          201: mediaItem,
          400: errorBody,
          401: errorBody,
          413: errorBody,
          415: errorBody,
          507: errorBody,
        },
      },
    },
    async (request, reply) => {
      const form = await readAdminForm(request, {
        fileField: MEDIA_UPLOAD_FIELD,
        maxBytes: MEDIA_UPLOAD_MAX_BYTES,
        tooLargeMessage: ADMIN_MESSAGES.imageTooLarge,
      });
      if (!form.file?.data) {
        throw new HttpError(400, ERROR_CODES.validation, MEDIA_WORDS.uploadMissing, {
          [MEDIA_UPLOAD_FIELD]: MEDIA_WORDS.uploadMissing,
        });
      }
      const stored = await storeUpload(app, form.file, ADMIN_MESSAGES.blogImageInvalid, {
        uploadedBy: signedIn(request).admin.id,
      });
      return reply.code(201).send(toItem(stored.row, []));
    },
  );
};
