/**
 * The signed-in administrator's own account: their name, and their password (proven by the current one;
 * every other session ends, this one goes on with a new token).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '../../shared/admin-messages';
import { LOGIN_MAX_PER_ADDRESS_AND_CLIENT, LOGIN_WINDOW_MS } from '../../shared/limits';
import {
  adminProfile,
  emailChangeInput,
  emailConfirmInput,
  emailConfirmResult,
  passwordChangeInput,
  passwordChangeResult,
  profileChangeInput,
} from '../../shared/schemas/auth';
import { ERROR_CODES, errorBody } from '../../shared/schemas/common';
import { messageBody } from '../../shared/schemas/contact';
import { conflict, HttpError, rateLimited } from '../errors';
import { confirmEmailMail, emailChangedMail, passwordChangedMail } from '../mail/templates';
import {
  type AdminRow,
  findAdminByEmail,
  findAdminById,
  setAdminEmail,
  setAdminPassword,
  setAdminProfile,
  toAdminProfile,
} from './admins.service';
import { afterResponse } from './after-response';
import { consumeEmailChange, issueEmailChange } from './codes';
import { ACCOUNT, PUBLIC, signedIn } from './guard';
import { giveBack, take } from './limiter';
import { verifyPassword } from './passwords';
import { openSession } from './sessions';
import { signSession } from './tokens';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The current password, checked under a limit: a session left open on a shared computer must not
   * become a way to guess it. A right password gives its attempt back.
   */
  async function proveCurrentPassword(admin: AdminRow, password: string): Promise<void> {
    const attempt = await take(app.db, {
      key: `password-check:${admin.id}`,
      max: LOGIN_MAX_PER_ADDRESS_AND_CLIENT,
      windowMs: LOGIN_WINDOW_MS,
    });
    if (!attempt.allowed) throw rateLimited(AUTH_MESSAGES.tooManyAttempts, attempt.retryAfter);
    if (!(await verifyPassword(admin.passwordHash, password))) {
      throw new HttpError(400, ERROR_CODES.validation, AUTH_MESSAGES.currentPasswordWrong, {
        currentPassword: AUTH_MESSAGES.currentPasswordWrong,
      });
    }
    await giveBack(app.db, [attempt]);
  }

  app.patch(
    '/admin/me',
    {
      config: ACCOUNT,
      schema: {
        tags: ['admin auth'],
        summary: 'Change your name, or whether contact messages are e-mailed to you (notifyContact)',
        body: profileChangeInput,
        response: { 200: adminProfile, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => toAdminProfile(await setAdminProfile(app.db, signedIn(request).admin.id, request.body)),
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
    async (request, reply) => {
      const { admin } = signedIn(request);
      await proveCurrentPassword(admin, request.body.currentPassword);
      const tokenVersion = await setAdminPassword(app.db, admin.id, request.body.newPassword);
      const session = await openSession(app.db, admin.id, request.headers['user-agent'], app.config.sessionTtlHours);
      const token = await signSession(
        app.auth.jwtKey,
        { adminId: admin.id, tokenVersion, sessionId: session.id },
        app.config.sessionTtlHours,
      );
      afterResponse(reply, app.log, () => app.mailer.send(passwordChangedMail(admin.email)));
      return { message: AUTH_MESSAGES.passwordChanged, token };
    },
  );

  app.post(
    '/admin/me/email',
    {
      config: ACCOUNT,
      schema: {
        tags: ['admin auth'],
        summary: 'Change your e-mail address: the password proves it is you, a link to the new address confirms it',
        body: emailChangeInput,
        response: { 202: messageBody, 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { admin } = signedIn(request);
      await proveCurrentPassword(admin, request.body.currentPassword);
      const email = request.body.email.trim();
      const owner = await findAdminByEmail(app.db, email);
      if (owner && owner.id !== admin.id) throw conflict(AUTH_MESSAGES.emailInUse);
      const token = await issueEmailChange(app.db, app.auth.codeKey, admin.id, email);
      const link = new URL(`/confirm-email/${token}`, app.config.publicUrl).href;
      afterResponse(reply, app.log, () => app.mailer.send(confirmEmailMail(email, link)));
      return reply.code(202).send({ message: AUTH_MESSAGES.emailChangeSent(email) });
    },
  );

  app.post(
    '/admin/email/confirm',
    {
      config: PUBLIC,
      schema: {
        tags: ['admin auth'],
        summary: 'Confirm a new e-mail address with the link mailed to it',
        body: emailConfirmInput,
        response: { 200: emailConfirmResult, 400: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const change = await consumeEmailChange(app.db, app.auth.codeKey, request.body.token);
      const admin = change ? await findAdminById(app.db, change.adminId) : null;
      if (!change || !admin) throw new HttpError(400, 'INVALID_LINK', AUTH_MESSAGES.emailLinkInvalid);
      // The unique index on the address decides a race with another account taking it meanwhile.
      const moved = await setAdminEmail(app.db, admin.id, change.newEmail);
      if (!moved) throw conflict(AUTH_MESSAGES.emailInUse);
      afterResponse(reply, app.log, () => app.mailer.send(emailChangedMail(admin.email, change.newEmail)));
      return { message: AUTH_MESSAGES.emailChanged, email: change.newEmail };
    },
  );
};
