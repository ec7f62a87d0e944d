import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_MESSAGES } from '../../../shared/admin-messages';
import { IMAGE_MAX_BYTES } from '../../../shared/limits';
import { teamMemberInput } from '../../../shared/schemas/admin-inputs';
import { errorBody, idParams } from '../../../shared/schemas/common';
import { teamMember } from '../../../shared/schemas/content';
import { EDITOR, PUBLIC } from '../../auth/guard';
import { teamMembers } from '../../db/schema';
import { notFound } from '../../errors';
import { readAdminForm } from '../../media/upload';
import { releaseImage, writeWithImage } from '../images';
import { validateForm } from '../validate';
import { write } from '../write';
import { listTeam, teamMemberColumns, toTeamMember } from './team.service';

const UPLOAD = { fileField: 'image', maxBytes: IMAGE_MAX_BYTES, tooLargeMessage: ADMIN_MESSAGES.imageTooLarge };
/** The spec gives the team form no words for a file that is not an image; the service form's fit. */
const IMAGE_INVALID = ADMIN_MESSAGES.serviceImageInvalid;
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 413: errorBody, 415: errorBody };

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const find = async (id: string) => {
    const [row] = await app.db.select().from(teamMembers).where(eq(teamMembers.id, id));
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/team',
    {
      config: PUBLIC,
      schema: { tags: ['team'], summary: 'Every team member', response: { 200: z.array(teamMember) } },
    },
    () => listTeam(app.db),
  );

  app.post(
    '/team',
    {
      config: EDITOR,
      schema: {
        tags: ['team'],
        summary:
          'Add a team member (multipart: firstName, lastName, gender, role, description, email, image, linkedin?, dribbble?)',
        consumes: ['multipart/form-data'],
        response: { 201: teamMember, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readAdminForm(request, UPLOAD);
      const input = validateForm(
        teamMemberInput,
        form.fields,
        form.file ? {} : { image: ADMIN_MESSAGES.teamImageRequired },
      );
      const row = await writeWithImage(app, { file: form.file, invalidMessage: IMAGE_INVALID }, (image) =>
        write(request, async (db) => {
          const [created] = await db
            .insert(teamMembers)
            .values({ ...teamMemberColumns(input), ...image })
            .returning();
          return created;
        }),
      );
      return reply.code(201).send(toTeamMember(row as NonNullable<typeof row>));
    },
  );

  app.put(
    '/team/:id',
    {
      config: EDITOR,
      schema: {
        tags: ['team'],
        summary: 'Change a team member; a new image replaces the old one, removeImage=true drops it',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: teamMember, ...errors },
      },
    },
    async (request) => {
      const current = await find(request.params.id);
      const form = await readAdminForm(request, UPLOAD);
      const input = validateForm(teamMemberInput, form.fields);
      const row = await writeWithImage(
        app,
        {
          file: form.file,
          invalidMessage: IMAGE_INVALID,
          current,
          remove: input.removeImage,
        },
        (image) =>
          write(request, async (db) => {
            const [updated] = await db
              .update(teamMembers)
              .set({ ...teamMemberColumns(input), ...image, updatedAt: new Date() })
              .where(eq(teamMembers.id, current.id))
              .returning();
            return updated;
          }),
      );
      if (!row) throw notFound();
      return toTeamMember(row);
    },
  );

  app.delete(
    '/team/:id',
    {
      config: EDITOR,
      schema: {
        tags: ['team'],
        summary: 'Delete a team member (restorable for 30 days)',
        params: idParams,
        response: { 204: z.null(), 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const [row] = await write(request, (db) =>
        db.delete(teamMembers).where(eq(teamMembers.id, request.params.id)).returning(),
      );
      if (!row) throw notFound();
      await releaseImage(app, row);
      return reply.code(204).send(null);
    },
  );
};
