/**
 * The signed-in administrator's own account: their name, and their password (proven by the current one;
 * every other session ends, this one goes on with a new token).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '../../shared/admin-messages';
import { LOGIN_MAX_PER_ADDRESS_AND_CLIENT, LOGIN_WINDOW_MS } from '../../shared/limits';
import { adminProfile, passwordChangeInput, passwordChangeResult, profileInput } from '../../shared/schemas/auth';
import { errorBody } from '../../shared/schemas/common';
import { HttpError, rateLimited } from '../errors';
import { setAdminName, setAdminPassword, toAdminProfile } from './admins.service';
import { ACCOUNT, signedIn } from './guard';
import { giveBack, take } from './limiter';
import { verifyPassword } from './passwords';
import { openSession } from './sessions';
import { signSession } from './tokens';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/admin/me',
    {
      config: ACCOUNT,
      schema: {
        tags: ['admin auth'],
        summary: 'Change your name',
        body: profileInput,
        response: { 200: adminProfile, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => toAdminProfile(await setAdminName(app.db, signedIn(request).admin.id, request.body.name)),
  );

  app.post(
    '/admin/me/password',
    {
      config: ACCOUNT,
      schema: {
        tags: ['admin auth'],
        summary: 'Change your password (the current one required); every other session ends',
        body: passwordChangeInput,
        response: { 200: passwordChangeResult, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const { admin } = signedIn(request);
      // A session left open on a shared computer must not become a way to guess the password.
      const attempt = await take(app.db, {
        key: `password-change:${admin.id}`,
        max: LOGIN_MAX_PER_ADDRESS_AND_CLIENT,
        windowMs: LOGIN_WINDOW_MS,
      });
      if (!attempt.allowed) throw rateLimited(AUTH_MESSAGES.tooManyAttempts, attempt.retryAfter);
      if (!(await verifyPassword(admin.passwordHash, request.body.currentPassword))) {
        throw new HttpError(400, 'VALIDATION_FAILED', AUTH_MESSAGES.currentPasswordWrong, {
          currentPassword: AUTH_MESSAGES.currentPasswordWrong,
        });
      }
      await giveBack(app.db, [attempt]);
      const tokenVersion = await setAdminPassword(app.db, admin.id, request.body.newPassword);
      const session = await openSession(app.db, admin.id, request.headers['user-agent'], app.config.sessionTtlHours);
      const token = await signSession(
        app.auth.jwtKey,
        { adminId: admin.id, tokenVersion, sessionId: session.id },
        app.config.sessionTtlHours,
      );
      return { message: AUTH_MESSAGES.passwordChanged, token };
    },
  );
};
