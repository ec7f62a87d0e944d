/** Staff accounts in the back office (issue 13): `/api/admin/staff`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_MESSAGES } from '../../shared/admin-words/staff';
import { loginResult } from '../../shared/schemas/auth';
import { ERROR_CODES, errorBody, idParams } from '../../shared/schemas/common';
import {
  acceptInvitationInput,
  handoverInput,
  invitationCheck,
  invitationCheckInput,
  invitationInput,
  roleChangeInput,
  staffList,
} from '../../shared/schemas/staff';
import { HttpError } from '../errors';
import { ACCOUNT, ADMINISTRATOR, EDITOR, OWNER, PUBLIC, signedIn } from './guard';
import { startSession } from './sign-in';
import {
  acceptInvitation,
  changeRole,
  describeInvitation,
  handOver,
  invite,
  isOpenInvitation,
  listStaff,
  removeAdmin,
  revokeInvitation,
  sendInvitation,
} from './staff';

const invitationGone = () => new HttpError(404, ERROR_CODES.notFound, STAFF_MESSAGES.invitationNotFound);
const accepted = z.object({ _id: z.string(), email: z.string() });
/** Staff calls change accounts, not content (ACCOUNT); who may make them is the role beside it. */
const EDITORS = { ...ACCOUNT, ...EDITOR } as const;
const errors = { 401: errorBody, 403: errorBody, 404: errorBody };

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/staff',
    {
      config: EDITORS,
      schema: {
        tags: ['staff'],
        summary: 'The staff (name, e-mail, role, last sign-in, two-factor) and the invitations waiting',
        response: { 200: staffList, 401: errorBody, 403: errorBody },
      },
    },
    () => listStaff(app.db),
  );

  app.post(
    '/admin/staff/invitations',
    {
      config: EDITORS,
      schema: {
        tags: ['staff'],
        summary:
          'Invite someone by e-mail as a role (an Editor: Author or Contributor): a link, valid 48 hours and once',
        body: invitationInput,
        response: { 202: accepted, 400: errorBody, 409: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const { admin } = signedIn(request);
      const id = await invite(app, request.body.email, request.body.role, admin);
      return reply.code(202).send({ _id: id, email: request.body.email });
    },
  );

  app.post(
    '/admin/staff/invitations/:id/resend',
    {
      config: EDITORS,
      schema: {
        tags: ['staff'],
        summary: 'Send an invitation again, with a new link (the one before stops working), valid 48 hours',
        params: idParams,
        response: { 202: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { admin } = signedIn(request);
      if (!(await isOpenInvitation(app.db, admin, request.params.id))) throw invitationGone();
      await sendInvitation(app, request.params.id);
      return reply.code(202).send(null);
    },
  );

  app.delete(
    '/admin/staff/invitations/:id',
    {
      config: EDITORS,
      schema: {
        tags: ['staff'],
        summary: 'Revoke an invitation: its link stops working',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { admin } = signedIn(request);
      if (!(await revokeInvitation(app.db, admin, request.params.id))) throw invitationGone();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/staff/invitations/check',
    {
      config: PUBLIC,
      schema: {
        tags: ['staff'],
        summary: 'Whether an invitation link still works, before its form is shown: the address and role it is for',
        body: invitationCheckInput,
        response: { 200: invitationCheck, 400: errorBody, 404: errorBody },
      },
    },
    (request) => describeInvitation(app, request.body.token),
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
      config: EDITORS,
      schema: {
        tags: ['staff'],
        summary:
          'Remove someone from the staff (an Editor: Authors and Contributors): their sessions end at once; not the owner (409)',
        params: idParams,
        response: { 204: z.null(), 409: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const { admin } = signedIn(request);
      await removeAdmin(app.db, admin, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/admin/staff/:id',
    {
      config: { ...ACCOUNT, ...ADMINISTRATOR },
      schema: {
        tags: ['staff'],
        summary: "Give someone another role; it holds from their next request (the owner's role is handed over)",
        params: idParams,
        body: roleChangeInput,
        response: { 204: z.null(), 400: errorBody, 409: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const { admin } = signedIn(request);
      await changeRole(app.db, admin, request.params.id, request.body.role);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/staff/:id/ownership',
    {
      config: { ...ACCOUNT, ...OWNER },
      schema: {
        tags: ['staff'],
        summary: 'Hand ownership over, with your password: they become the owner and you an Administrator',
        params: idParams,
        body: handoverInput,
        response: { 204: z.null(), 400: errorBody, 409: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const { admin } = signedIn(request);
      await handOver(app.db, admin, request.params.id, request.body.password);
      return reply.code(204).send(null);
    },
  );
};
