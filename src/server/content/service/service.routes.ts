import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_MESSAGES } from '../../../shared/admin-messages';
import { IMAGE_MAX_BYTES } from '../../../shared/limits';
import { serviceInput } from '../../../shared/schemas/admin-inputs';
import { errorBody, idParams } from '../../../shared/schemas/common';
import { service } from '../../../shared/schemas/content';
import { EDITOR, PUBLIC } from '../../auth/guard';
import { services } from '../../db/schema';
import { notFound } from '../../errors';
import { readAdminForm } from '../../media/upload';
import { releaseImage, writeWithImage } from '../images';
import { validateForm } from '../validate';
import { write } from '../write';
import { listServices, toService } from './service.service';

const UPLOAD = { fileField: 'image', maxBytes: IMAGE_MAX_BYTES, tooLargeMessage: ADMIN_MESSAGES.imageTooLarge };
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 413: errorBody, 415: errorBody };

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const find = async (id: string) => {
    const [row] = await app.db.select().from(services).where(eq(services.id, id));
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/service',
    { config: PUBLIC, schema: { tags: ['services'], summary: 'Every service', response: { 200: z.array(service) } } },
    () => listServices(app.db),
  );

  app.post(
    '/service',
    {
      config: EDITOR,
      schema: {
        tags: ['services'],
        summary: 'Add a service (multipart: name, description, image)',
        consumes: ['multipart/form-data'],
        response: { 201: service, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readAdminForm(request, UPLOAD);
      const input = validateForm(
        serviceInput,
        form.fields,
        form.file ? {} : { image: ADMIN_MESSAGES.serviceImageRequired },
      );
      const row = await writeWithImage(
        app,
        { file: form.file, invalidMessage: ADMIN_MESSAGES.serviceImageInvalid },
        (image) =>
          write(request, async (db) => {
            const [created] = await db
              .insert(services)
              .values({ ...input, ...image })
              .returning();
            return created;
          }),
      );
      return reply.code(201).send(toService(row as NonNullable<typeof row>));
    },
  );

  app.put(
    '/service/:id',
    {
      config: EDITOR,
      schema: {
        tags: ['services'],
        summary: 'Change a service; a new image replaces the old one',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: service, ...errors },
      },
    },
    async (request) => {
      const current = await find(request.params.id);
      const form = await readAdminForm(request, UPLOAD);
      const input = validateForm(serviceInput, form.fields);
      const row = await writeWithImage(
        app,
        { file: form.file, invalidMessage: ADMIN_MESSAGES.serviceImageInvalid, current },
        (image) =>
          write(request, async (db) => {
            const [updated] = await db
              .update(services)
              .set({ ...input, ...image, updatedAt: new Date() })
              .where(eq(services.id, current.id))
              .returning();
            return updated;
          }),
      );
      if (!row) throw notFound();
      return toService(row);
    },
  );

  app.delete(
    '/service/:id',
    {
      config: EDITOR,
      schema: {
        tags: ['services'],
        summary: 'Delete a service (restorable for 30 days)',
        params: idParams,
        response: { 204: z.null(), 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const [row] = await write(request, (db) =>
        db.delete(services).where(eq(services.id, request.params.id)).returning(),
      );
      if (!row) throw notFound();
      await releaseImage(app, row);
      return reply.code(204).send(null);
    },
  );
};
