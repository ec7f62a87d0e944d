import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '../../shared/admin-messages';
import {
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MS,
  OTP_MAX_REQUESTS_PER_CLIENT,
  OTP_MAX_REQUESTS_PER_EMAIL,
  OTP_WINDOW_MS,
} from '../../shared/limits';
import {
  adminProfile,
  loginInput,
  loginResult,
  resetPasswordInput,
  sendOtpInput,
  verifyOtpInput,
  verifyOtpResult,
} from '../../shared/schemas/auth';
import { errorBody } from '../../shared/schemas/common';
import { messageBody } from '../../shared/schemas/contact';
import { HttpError, rateLimited } from '../errors';
import type { Mail } from '../mail/mailer';
import { codeMail, passwordChangedMail } from '../mail/templates';
import { findAdminByEmail, setAdminPassword, toAdminProfile } from './admins.service';
import { consumeResetToken, issueCode, redeemCode } from './codes';
import { PUBLIC } from './guard';
import { verifyPassword } from './passwords';
import { blockedFor, clearAttempts, recordAttempt } from './throttle';
import { signSession } from './tokens';

const tooMany = (seconds: number) => rateLimited(AUTH_MESSAGES.tooManyAttempts, seconds);

const normalizeEmail = (email: string) => email.trim().toLowerCase();

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
      schema: { tags: ['admin auth'], summary: 'Sign in', body: loginInput, response: { 200: loginResult, ...errors } },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const keys = [`login:email:${email}`, `login:client:${request.ip}`];
      const wait = await blockedFor(app.db, keys, { max: LOGIN_MAX_FAILURES, windowMs: LOGIN_WINDOW_MS });
      if (wait > 0) throw tooMany(wait);

      const admin = await findAdminByEmail(app.db, email);
      const valid = await verifyPassword(admin?.passwordHash ?? null, request.body.password);
      if (!admin || !valid) {
        await recordAttempt(app.db, keys);
        throw new HttpError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
      }
      await clearAttempts(app.db, [`login:email:${email}`]);
      const token = await signSession(
        app.auth.jwtKey,
        { adminId: admin.id, tokenVersion: admin.tokenVersion },
        app.config.sessionTtlHours,
      );
      return reply.send({ token, admin: toAdminProfile(admin) });
    },
  );

  app.get(
    '/admin/me',
    {
      schema: {
        tags: ['admin auth'],
        summary: 'The signed-in administrator',
        response: { 200: adminProfile, 401: errorBody },
      },
    },
    async (request) => toAdminProfile(request.admin as NonNullable<typeof request.admin>),
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
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const emailKey = `otp:email:${email}`;
      const clientKey = `otp:client:${request.ip}`;
      const wait = Math.max(
        await blockedFor(app.db, [emailKey], { max: OTP_MAX_REQUESTS_PER_EMAIL, windowMs: OTP_WINDOW_MS }),
        await blockedFor(app.db, [clientKey], { max: OTP_MAX_REQUESTS_PER_CLIENT, windowMs: OTP_WINDOW_MS }),
      );
      if (wait > 0) throw tooMany(wait);
      await recordAttempt(app.db, [emailKey, clientKey]);

      const admin = await findAdminByEmail(app.db, email);
      if (admin) {
        const code = await issueCode(app.db, app.auth.codeKey, admin.id);
        sendLater(codeMail(admin.email, code));
      }
      return { message: AUTH_MESSAGES.otpSent };
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
      const valid = admin ? await consumeResetToken(app.db, app.auth.codeKey, admin.id, resetToken) : false;
      if (!admin || !valid) throw new HttpError(400, 'INVALID_RESET_TOKEN', AUTH_MESSAGES.resetTokenInvalid);
      await setAdminPassword(app.db, admin.id, newPassword);
      await clearAttempts(app.db, [`login:email:${normalizeEmail(admin.email)}`]);
      sendLater(passwordChangedMail(admin.email));
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );
};
