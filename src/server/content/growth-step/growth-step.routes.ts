import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_MESSAGES } from '../../../shared/admin-messages';
import { IMAGE_MAX_BYTES } from '../../../shared/limits';
import { growthStepInput } from '../../../shared/schemas/admin-inputs';
import { ERROR_CODES, errorBody, idParams } from '../../../shared/schemas/common';
import { growthStep } from '../../../shared/schemas/content';
import { EDITOR, PUBLIC } from '../../auth/guard';
import type { Db } from '../../db/client';
import { growthSteps } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { readAdminForm } from '../../media/upload';
import { releaseImage, writeWithImage } from '../images';
import { validateForm } from '../validate';
import { write } from '../write';
import { growthStepColumns, listGrowthSteps, toGrowthStep } from './growth-step.service';

const UPLOAD = { fileField: 'image', maxBytes: IMAGE_MAX_BYTES, tooLargeMessage: ADMIN_MESSAGES.imageTooLarge };
/** The spec gives the step form no words for a file that is not an image; the service form's fit. */
const IMAGE_INVALID = ADMIN_MESSAGES.serviceImageInvalid;
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 413: errorBody, 415: errorBody };
/** Taken by each step write for its transaction: of two writes giving one number, the second sees the first. */
const STEP_NUMBER_LOCK = 7_312_001;

/** Refuses a number another step has (issue 13): two step 3s would show in an order nobody chose. */
async function claimNumber(db: Db, number: number, id: string | null) {
  await db.execute(sql`select pg_advisory_xact_lock(${STEP_NUMBER_LOCK})`);
  const [taken] = await db
    .select({ id: growthSteps.id })
    .from(growthSteps)
    .where(id ? and(eq(growthSteps.number, number), ne(growthSteps.id, id)) : eq(growthSteps.number, number))
    .limit(1);
  if (taken) {
    throw new HttpError(409, ERROR_CODES.conflict, ADMIN_MESSAGES.stepNumberTaken, {
      number: ADMIN_MESSAGES.stepNumberTaken,
    });
  }
}

export const growthStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const find = async (id: string) => {
    const [row] = await app.db.select().from(growthSteps).where(eq(growthSteps.id, id));
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/growthsteps',
    {
      config: PUBLIC,
      schema: { tags: ['growth steps'], summary: 'Growth steps by number', response: { 200: z.array(growthStep) } },
    },
    () => listGrowthSteps(app.db),
  );

  app.post(
    '/growthsteps',
    {
      config: EDITOR,
      schema: {
        tags: ['growth steps'],
        summary: 'Add a growth step (multipart: number, title, description, image)',
        consumes: ['multipart/form-data'],
        response: { 201: growthStep, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readAdminForm(request, UPLOAD);
      const input = validateForm(
        growthStepInput,
        form.fields,
        form.file ? {} : { image: ADMIN_MESSAGES.stepImageRequired },
      );
      const row = await writeWithImage(app, { file: form.file, invalidMessage: IMAGE_INVALID }, (image) =>
        write(request, async (db) => {
          await claimNumber(db, input.number, null);
          const [created] = await db
            .insert(growthSteps)
            .values({ ...growthStepColumns(input), ...image })
            .returning();
          return created;
        }),
      );
      return reply.code(201).send(toGrowthStep(row as NonNullable<typeof row>));
    },
  );

  app.put(
    '/growthsteps/:id',
    {
      config: EDITOR,
      schema: {
        tags: ['growth steps'],
        summary: 'Change a growth step; a new image replaces the old one, removeImage=true drops it',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: growthStep, ...errors },
      },
    },
    async (request) => {
      const current = await find(request.params.id);
      const form = await readAdminForm(request, UPLOAD);
      const input = validateForm(growthStepInput, form.fields);
      const row = await writeWithImage(
        app,
        { file: form.file, invalidMessage: IMAGE_INVALID, current, remove: input.removeImage },
        (image) =>
          write(request, async (db) => {
            await claimNumber(db, input.number, current.id);
            const [updated] = await db
              .update(growthSteps)
              .set({ ...growthStepColumns(input), ...image, updatedAt: new Date() })
              .where(eq(growthSteps.id, current.id))
              .returning();
            return updated;
          }),
      );
      if (!row) throw notFound();
      return toGrowthStep(row);
    },
  );

  app.delete(
    '/growthsteps/:id',
    {
      config: EDITOR,
      schema: {
        tags: ['growth steps'],
        summary: 'Delete a growth step (restorable for 30 days)',
        params: idParams,
        response: { 204: z.null(), 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const [row] = await write(request, (db) =>
        db.delete(growthSteps).where(eq(growthSteps.id, request.params.id)).returning(),
      );
      if (!row) throw notFound();
      await releaseImage(app, row);
      return reply.code(204).send(null);
    },
  );
};
