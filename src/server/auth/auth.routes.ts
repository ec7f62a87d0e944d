import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../shared/admin-messages';
import {
  OTP_MAX_REQUESTS_PER_CLIENT,
  OTP_MAX_REQUESTS_PER_EMAIL,
  OTP_WINDOW_MS,
  TWO_FACTOR_CHALLENGE_TTL_SECONDS,
} from '../../shared/limits';
import {
  adminProfile,
  loginInput,
  loginResult,
  resetPasswordInput,
  sendOtpInput,
  twoFactorChallenge,
  verifyOtpInput,
  verifyOtpResult,
} from '../../shared/schemas/auth';
import { errorBody } from '../../shared/schemas/common';
import { messageBody } from '../../shared/schemas/contact';
import { HttpError } from '../errors';
import type { Mail } from '../mail/mailer';
import { codeMail, passwordChangedMail } from '../mail/templates';
import { findAdminByEmail, setAdminPassword, toAdminProfile } from './admins.service';
import { afterResponse } from './after-response';
import { consumeResetToken, hasResetToken, issueCode, redeemCode } from './codes';
import { ACCOUNT, PUBLIC, signedIn } from './guard';
import { giveBack, resetLimits, type Taken, takeEach } from './limiter';
import { verifyPassword } from './passwords';
import { addressLimits, loginLimits, normalizeEmail, requireSecondFactor, startSession, tooMany } from './sign-in';
import { signChallenge } from './tokens';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Mail goes out after the answer, so an address with an account answers as fast as one without. */
  const sendLater = (mail: Mail) => {
    app.mailer.send(mail).catch((error) => app.log.error({ err: error }, 'mail could not be sent'));
  };
  const errors = { 400: errorBody, 401: errorBody, 429: errorBody };

  app.post(
    '/admin/login',
    {
      config: PUBLIC,
      schema: {
        tags: ['admin auth'],
        summary: 'Sign in; with two-factor on, answers a challenge for POST /admin/login/2fa instead of a token',
        body: loginInput,
        response: { 200: z.union([loginResult, twoFactorChallenge]), ...errors },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      // Taken before the password is checked, atomically: a burst cannot start more checks than allowed.
      const taken: Taken[] = [];
      const refused = await takeEach(app.db, loginLimits(email, request.ip), taken);
      if (refused) throw tooMany(refused.retryAfter);

      const admin = await findAdminByEmail(app.db, email);
      const valid = await verifyPassword(admin?.passwordHash ?? null, request.body.password);
      if (!admin || !valid) throw new HttpError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
      // The right password is not a failure: it gives its attempt back.
      await giveBack(app.db, taken);
      if (admin.totpSecret) {
        const challenge = await signChallenge(
          app.auth.jwtKey,
          { adminId: admin.id, tokenVersion: admin.tokenVersion },
          TWO_FACTOR_CHALLENGE_TTL_SECONDS,
        );
        return reply.send({ twoFactorRequired: true as const, challenge });
      }
      return reply.send(await startSession(app, admin, request.headers['user-agent']));
    },
  );

  app.get(
    '/admin/me',
    {
      config: ACCOUNT,
      schema: {
        tags: ['admin auth'],
        summary: 'The signed-in administrator',
        response: { 200: adminProfile, 401: errorBody },
      },
    },
    async (request) => toAdminProfile(signedIn(request).admin),
  );

  app.post(
    '/admin/sendotp',
    {
      config: PUBLIC,
      schema: {
        tags: ['admin auth'],
        summary: 'E-mail a recovery code; the same answer whether or not the address has an account',
        body: sendOtpInput,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const refused = await takeEach(app.db, [
        { key: `otp:client:${request.ip}`, max: OTP_MAX_REQUESTS_PER_CLIENT, windowMs: OTP_WINDOW_MS },
        { key: `otp:email:${email}`, max: OTP_MAX_REQUESTS_PER_EMAIL, windowMs: OTP_WINDOW_MS },
      ]);
      if (refused) throw tooMany(refused.retryAfter);
      // Everything that depends on whether the address has an account happens after the answer, so
      // that an administrator's address answers as fast as any other.
      afterResponse(reply, app.log, async () => {
        const admin = await findAdminByEmail(app.db, email);
        if (!admin) return;
        const code = await issueCode(app.db, app.auth.codeKey, admin.id);
        await app.mailer.send(codeMail(admin.email, code));
      });
      return reply.send({ message: AUTH_MESSAGES.otpSent });
    },
  );

  app.post(
    '/admin/verifyotp',
    {
      config: PUBLIC,
      schema: {
        tags: ['admin auth'],
        summary: 'Exchange a recovery code for a short-lived reset token',
        body: verifyOtpInput,
        response: { 200: verifyOtpResult, ...errors },
      },
    },
    async (request) => {
      const admin = await findAdminByEmail(app.db, request.body.email);
      const resetToken = admin ? await redeemCode(app.db, app.auth.codeKey, admin.id, request.body.otp) : null;
      if (!resetToken) throw new HttpError(400, 'INVALID_CODE', AUTH_MESSAGES.otpInvalid);
      return { message: AUTH_MESSAGES.otpVerified, resetToken };
    },
  );

  app.post(
    '/admin/resetpassword',
    {
      config: PUBLIC,
      schema: {
        tags: ['admin auth'],
        summary: 'Set a new password with a reset token; signs out every session',
        body: resetPasswordInput,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => {
      const { email, newPassword, resetToken } = request.body;
      const admin = await findAdminByEmail(app.db, email);
      const invalid = () => new HttpError(400, 'INVALID_RESET_TOKEN', AUTH_MESSAGES.resetTokenInvalid);
      if (!admin || !(await hasResetToken(app.db, app.auth.codeKey, admin.id, resetToken))) throw invalid();
      // The e-mailed code proves the mailbox, not the person: with two-factor on, the second factor is asked too.
      if (admin.totpSecret)
        await requireSecondFactor(app, request, admin, request.body.code ?? '', 'TWO_FACTOR_REQUIRED');
      if (!(await consumeResetToken(app.db, app.auth.codeKey, admin.id, resetToken))) throw invalid();
      await setAdminPassword(app.db, admin.id, newPassword);
      // Proving the e-mailed code is the way back in for an owner whose address a guesser locked.
      const address = normalizeEmail(admin.email);
      await resetLimits(
        app.db,
        [...addressLimits(address), ...loginLimits(address, request.ip)].map((l) => l.key),
      );
      sendLater(passwordChangedMail(admin.email));
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );
};
