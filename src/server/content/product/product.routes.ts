import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_MESSAGES } from '../../../shared/admin-messages';
import { IMAGE_MAX_BYTES } from '../../../shared/limits';
import { productInput } from '../../../shared/schemas/admin-inputs';
import { errorBody, idParams } from '../../../shared/schemas/common';
import { product } from '../../../shared/schemas/content';
import { EDITOR, PUBLIC } from '../../auth/guard';
import { products } from '../../db/schema';
import { notFound } from '../../errors';
import { readAdminForm } from '../../media/upload';
import { releaseImage, writeWithImage } from '../images';
import { validateForm } from '../validate';
import { write } from '../write';
import { listProducts, productColumns, toProduct } from './product.service';

const UPLOAD = { fileField: 'image', maxBytes: IMAGE_MAX_BYTES, tooLargeMessage: ADMIN_MESSAGES.imageTooLarge };
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 413: errorBody, 415: errorBody };

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const find = async (id: string) => {
    const [row] = await app.db.select().from(products).where(eq(products.id, id));
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/product',
    {
      config: PUBLIC,
      schema: {
        tags: ['products'],
        summary: 'Every product; they are also the projects shown in the portfolio',
        response: { 200: z.array(product) },
      },
    },
    () => listProducts(app.db),
  );

  app.post(
    '/product',
    {
      config: EDITOR,
      schema: {
        tags: ['products'],
        summary: 'Add a product (multipart: name, description, link?, style?, image)',
        consumes: ['multipart/form-data'],
        response: { 201: product, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readAdminForm(request, UPLOAD);
      const input = validateForm(
        productInput,
        form.fields,
        form.file ? {} : { image: ADMIN_MESSAGES.productImageRequired },
      );
      const row = await writeWithImage(
        app,
        { file: form.file, invalidMessage: ADMIN_MESSAGES.productImageInvalid },
        (image) =>
          write(request, async (db) => {
            const [created] = await db
              .insert(products)
              .values({ ...productColumns(input), ...image })
              .returning();
            return created;
          }),
      );
      return reply.code(201).send(toProduct(row as NonNullable<typeof row>));
    },
  );

  app.put(
    '/product/:id',
    {
      config: EDITOR,
      schema: {
        tags: ['products'],
        summary: 'Change a product; a new image replaces the old one, removeImage=true drops it',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: product, ...errors },
      },
    },
    async (request) => {
      const current = await find(request.params.id);
      const form = await readAdminForm(request, UPLOAD);
      const input = validateForm(productInput, form.fields);
      const row = await writeWithImage(
        app,
        {
          file: form.file,
          invalidMessage: ADMIN_MESSAGES.productImageInvalid,
          current,
          remove: input.removeImage,
        },
        (image) =>
          write(request, async (db) => {
            const [updated] = await db
              .update(products)
              .set({ ...productColumns(input), ...image, updatedAt: new Date() })
              .where(eq(products.id, current.id))
              .returning();
            return updated;
          }),
      );
      if (!row) throw notFound();
      return toProduct(row);
    },
  );

  app.delete(
    '/product/:id',
    {
      config: EDITOR,
      schema: {
        tags: ['products'],
        summary: 'Delete a product (restorable for 30 days)',
        params: idParams,
        response: { 204: z.null(), 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const [row] = await write(request, (db) =>
        db.delete(products).where(eq(products.id, request.params.id)).returning(),
      );
      if (!row) throw notFound();
      await releaseImage(app, row);
      return reply.code(204).send(null);
    },
  );
};
