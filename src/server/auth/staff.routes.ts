/** Staff accounts in the back office (issue 13): `/api/admin/staff`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_MESSAGES } from '../../shared/admin-words/staff';
import { loginResult } from '../../shared/schemas/auth';
import { ERROR_CODES, errorBody, idParams } from '../../shared/schemas/common';
import { acceptInvitationInput, invitationInput, staffList } from '../../shared/schemas/staff';
import { HttpError } from '../errors';
import { ACCOUNT, PUBLIC, signedIn } from './guard';
import { startSession } from './sign-in';
import {
  acceptInvitation,
  invite,
  isOpenInvitation,
  listStaff,
  removeAdmin,
  revokeInvitation,
  sendInvitation,
} from './staff';

const invitationGone = () => new HttpError(404, ERROR_CODES.notFound, STAFF_MESSAGES.invitationNotFound);
const accepted = z.object({ _id: z.string(), email: z.string() });

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/staff',
    {
      config: ACCOUNT,
      schema: {
        tags: ['staff'],
        summary: 'The administrators (name, e-mail, last sign-in, two-factor) and the invitations waiting',
        response: { 200: staffList, 401: errorBody },
      },
    },
    () => listStaff(app.db),
  );

  app.post(
    '/admin/staff/invitations',
    {
      config: ACCOUNT,
      schema: {
        tags: ['staff'],
        summary: 'Invite someone by e-mail: a link, valid 48 hours and once, to set their name and password',
        body: invitationInput,
        response: { 202: accepted, 400: errorBody, 401: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const { admin } = signedIn(request);
      const id = await invite(app, request.body.email, admin.id);
      return reply.code(202).send({ _id: id, email: request.body.email });
    },
  );

  app.post(
    '/admin/staff/invitations/:id/resend',
    {
      config: ACCOUNT,
      schema: {
        tags: ['staff'],
        summary: 'Send an invitation again, with a new link (the one before stops working), valid 48 hours',
        params: idParams,
        response: { 202: z.null(), 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      if (!(await isOpenInvitation(app.db, request.params.id))) throw invitationGone();
      await sendInvitation(app, request.params.id);
      return reply.code(202).send(null);
    },
  );

  app.delete(
    '/admin/staff/invitations/:id',
    {
      config: ACCOUNT,
      schema: {
        tags: ['staff'],
        summary: 'Revoke an invitation: its link stops working',
        params: idParams,
        response: { 204: z.null(), 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      if (!(await revokeInvitation(app.db, request.params.id))) throw invitationGone();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/staff/invitations/accept',
    {
      config: PUBLIC,
      schema: {
        tags: ['staff'],
        summary: "Accept an invitation with its link's token, a name and a password: the account, signed in",
        body: acceptInvitationInput,
        response: { 200: loginResult, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const admin = await acceptInvitation(app, request.body);
      const session = await startSession(app, admin, request.headers['user-agent']);
      return session;
    },
  );

  app.delete(
    '/admin/staff/:id',
    {
      config: ACCOUNT,
      schema: {
        tags: ['staff'],
        summary: 'Remove an administrator: their sessions end at once; the last one cannot be removed (409)',
        params: idParams,
        response: { 204: z.null(), 401: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const outcome = await removeAdmin(app.db, request.params.id);
      if (outcome === 'missing') throw new HttpError(404, ERROR_CODES.notFound, STAFF_MESSAGES.adminNotFound);
      if (outcome === 'last') throw new HttpError(409, ERROR_CODES.conflict, STAFF_MESSAGES.lastAdmin);
      return reply.code(204).send(null);
    },
  );
};
