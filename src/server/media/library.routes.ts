/**
 * The media library's API (issue 13): every stored image, 24 a page, newest first, searched by file name and
 * description, with the records that show it; its description is changed once for every page; an image no
 * record shows can be deleted, and one in use is refused (409) with the records that use it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_MESSAGES } from '../../shared/admin-messages';
import { MEDIA_PER_PAGE, MEDIA_WORDS } from '../../shared/admin-words/media';
import { imageUrls } from '../../shared/images';
import { ERROR_CODES, errorBody, idParams } from '../../shared/schemas/common';
import { type MediaItem, mediaChange, mediaInUse, mediaItem, mediaList, mediaQuery } from '../../shared/schemas/media';
import { CONTRIBUTOR, EDITOR } from '../auth/guard';
import { write } from '../content/write';
import { admins, media } from '../db/schema';
import { HttpError, StaleVersion } from '../errors';
import { discardImage, listMedia, type MediaRow, type MediaUse, measureMissing, usesOf } from './library';

export const toItem = (row: MediaRow, usedBy: MediaUse[]): MediaItem => {
  const { imageUrl, imageSrcset } = imageUrls(row.name, row.width);
  return {
    _id: row.id,
    url: imageUrl ?? '',
    srcset: imageSrcset,
    fileName: row.fileName ?? row.name,
    alt: row.alt,
    decorative: row.decorative,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
    usedBy,
    version: row.version,
  };
};

/** A description saved over a colleague's (issue 25): the image as it now is. */
const mediaConflict = z.object({
  message: z.string(),
  code: z.string(),
  current: mediaItem,
  by: z.object({ name: z.string(), email: z.string() }).nullable(),
  at: z.string(),
});

const notFound = () => new HttpError(404, ERROR_CODES.notFound, MEDIA_WORDS.notFound);

export const mediaLibraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/media',
    {
      config: CONTRIBUTOR,
      schema: {
        tags: ['media'],
        summary: 'The stored images, 24 a page, newest first; q matches the file name and the description',
        querystring: mediaQuery,
        response: { 200: mediaList, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const { page, q } = request.query;
      const found = await listMedia(app.db, { page, perPage: MEDIA_PER_PAGE, q });
      const rows = await measureMissing(app.db, app.storage, found.rows);
      const uses = await usesOf(
        app.db,
        rows.map((row) => row.name),
      );
      return { items: rows.map((row) => toItem(row, uses.get(row.name) ?? [])), total: found.total };
    },
  );

  app.get(
    '/admin/media/:id',
    {
      config: CONTRIBUTOR,
      schema: {
        tags: ['media'],
        summary: 'One image with the records that show it now (asked before a delete, to say where it is used)',
        params: idParams,
        response: { 200: mediaItem, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const [row] = await app.db.select().from(media).where(eq(media.id, request.params.id));
      if (!row) throw notFound();
      return toItem(row, (await usesOf(app.db, [row.name])).get(row.name) ?? []);
    },
  );

  app.patch(
    '/admin/media/:id',
    {
      config: EDITOR,
      schema: {
        tags: ['media'],
        summary: "Change an image's description (alt text) or mark it decorative, for every page that shows it",
        params: idParams,
        body: mediaChange,
        response: { 200: mediaItem, 400: errorBody, 401: errorBody, 404: errorBody, 409: mediaConflict },
      },
    },
    async (request, reply) => {
      const { alt, decorative } = request.body;
      const changes = {
        ...(alt !== undefined ? { alt: alt === '' ? null : alt } : {}),
        ...(decorative !== undefined ? { decorative } : {}),
      };
      const where = eq(media.id, request.params.id);
      const itemOf = async (row: MediaRow) => toItem(row, (await usesOf(app.db, [row.name])).get(row.name) ?? []);
      try {
        // Nothing to change is no error: the image is answered as it is. A change names the version it was read at.
        const [row] =
          Object.keys(changes).length === 0
            ? await app.db.select().from(media).where(where)
            : await write(request, (db) => db.update(media).set(changes).where(where).returning());
        if (!row) throw notFound();
        return await itemOf(row);
      } catch (error) {
        if (!(error instanceof StaleVersion)) throw error;
        // A colleague described it since it was opened (issue 25): 409 with the image as it is now, by whom, when.
        const [current] = await app.db
          .select({ row: media, name: admins.name, email: admins.email })
          .from(media)
          .leftJoin(admins, eq(admins.id, media.updatedBy))
          .where(where);
        if (!current) throw notFound();
        return reply.code(409).send({
          message: API_MESSAGES.staleVersion,
          code: ERROR_CODES.conflict,
          current: await itemOf(current.row),
          by: current.email ? { name: current.name ?? '', email: current.email } : null,
          at: current.row.updatedAt.toISOString(),
        });
      }
    },
  );

  app.delete(
    '/admin/media/:id',
    {
      config: EDITOR,
      schema: {
        tags: ['media'],
        summary: 'Delete an image no record shows (409 with the records while one does)',
        params: idParams,
        response: { 204: z.null(), 401: errorBody, 404: errorBody, 409: mediaInUse },
      },
    },
    async (request, reply) => {
      const [row] = await app.db.select().from(media).where(eq(media.id, request.params.id));
      if (!row) throw notFound();
      if (await discardImage(app, row.name)) return reply.code(204).send(null);
      // Refused: a record shows it (the foreign keys and the post texts say so), and the answer says which.
      const usedBy = (await usesOf(app.db, [row.name])).get(row.name) ?? [];
      return reply.code(409).send({ message: MEDIA_WORDS.inUse, code: ERROR_CODES.conflict, usedBy });
    },
  );
};
