/**
 * The signed-in administrator's sessions: sign out (this session), the list of open sessions, sign
 * out one of them, and sign out everywhere. A closed session's token answers 401 on every call.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionInfo } from '../../shared/schemas/auth';
import { errorBody, idParams } from '../../shared/schemas/common';
import { notFound } from '../errors';
import { ACCOUNT, signedIn } from './guard';
import { listSessions, revokeAllSessions, revokeSession } from './sessions';

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/logout',
    {
      config: ACCOUNT,
      schema: {
        tags: ['admin auth'],
        summary: 'Sign out: closes this session',
        response: { 204: z.null(), 401: errorBody },
      },
    },
    async (request, reply) => {
      const { admin, sessionId } = signedIn(request);
      await revokeSession(app.db, admin.id, sessionId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/sessions',
    {
      config: ACCOUNT,
      schema: {
        tags: ['admin auth'],
        summary: "The signed-in administrator's open sessions, most recently seen first",
        response: { 200: z.array(sessionInfo), 401: errorBody },
      },
    },
    async (request) => {
      const { admin, sessionId } = signedIn(request);
      const rows = await listSessions(app.db, admin.id);
      return rows.map((row) => ({
        _id: row.id,
        device: row.device,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === sessionId,
      }));
    },
  );

  app.delete(
    '/admin/sessions/:id',
    {
      config: ACCOUNT,
      schema: {
        tags: ['admin auth'],
        summary: 'Sign out one of your sessions',
        params: idParams,
        response: { 204: z.null(), 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      if (!(await revokeSession(app.db, signedIn(request).admin.id, request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/admin/sessions',
    {
      config: ACCOUNT,
      schema: {
        tags: ['admin auth'],
        summary: 'Sign out everywhere: closes every session, this one too',
        response: { 204: z.null(), 401: errorBody },
      },
    },
    async (request, reply) => {
      await revokeAllSessions(app.db, signedIn(request).admin.id);
      return reply.code(204).send(null);
    },
  );
};
