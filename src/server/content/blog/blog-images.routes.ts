/**
 * Images put into a post's text by the editor's image button. They take the same path as every other
 * upload (decoded by sharp, metadata dropped, WebP width variants) under the blog's 5 MB limit, and the
 * answer's rooted /uploads/ URL is what the sanitizer keeps in the stored HTML. Their names start with
 * `text-`, so that they can be deleted once no post shows them (content-images.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_MESSAGES } from '../../../shared/admin-messages';
import { EDITOR_WORDS } from '../../../shared/admin-words/blogs';
import { imageUrls } from '../../../shared/images';
import { BLOG_IMAGE_MAX_BYTES } from '../../../shared/limits';
import { ERROR_CODES, errorBody } from '../../../shared/schemas/common';
import { BACK_OFFICE, CONTRIBUTOR } from '../../auth/guard';
import { HttpError } from '../../errors';
import { readAdminForm } from '../../media/upload';
import { storeUpload } from '../images';
import { CONTENT_IMAGE_PREFIX } from './content-images';

const FIELD = 'image';

const contentImage = z.object({
  url: z.string(),
  srcset: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
});

export const blogImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/blog/content-images',
    {
      // An image for a post's text, shown once the post is saved with it (that save empties the post's pages).
      config: { ...CONTRIBUTOR, ...BACK_OFFICE },
      schema: {
        tags: ['blog'],
        summary: `Upload an image for a post's text (multipart: ${FIELD}); answers its URL, srcset and size`,
        consumes: ['multipart/form-data'],
        response: { 201: contentImage, 400: errorBody, 401: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => {
      const form = await readAdminForm(request, {
        fileField: FIELD,
        maxBytes: BLOG_IMAGE_MAX_BYTES,
        tooLargeMessage: ADMIN_MESSAGES.blogImageTooLarge,
      });
      // A library image needs no upload: the editor puts its address into the text itself.
      if (!form.file?.data) {
        throw new HttpError(400, ERROR_CODES.validation, EDITOR_WORDS.imageMissing, {
          [FIELD]: EDITOR_WORDS.imageMissing,
        });
      }
      const stored = await storeUpload(app, form.file, ADMIN_MESSAGES.blogImageInvalid, {
        namePrefix: CONTENT_IMAGE_PREFIX,
      });
      const { imageUrl, imageSrcset } = imageUrls(stored.image, stored.imageWidth);
      return reply.code(201).send({
        url: imageUrl ?? '',
        srcset: imageSrcset,
        width: stored.imageWidth,
        height: stored.imageHeight,
      });
    },
  );
};
