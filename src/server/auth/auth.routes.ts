import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../shared/admin-messages';
import {
  OTP_MAX_REQUESTS_PER_CLIENT,
  OTP_MAX_REQUESTS_PER_EMAIL,
  OTP_MAX_TRIES,
  OTP_VERIFY_MAX_PER_ADDRESS,
  OTP_VERIFY_MAX_PER_CLIENT,
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
import { codeRequest, rememberCodeRequest, rememberDevice } from './client-tokens';
import { consumeResetToken, hasResetToken, issueCode, redeemCode } from './codes';
import { ACCOUNT, PUBLIC, signedIn } from './guard';
import { giveBack, type Limit, resetLimits, type Taken, takeEach } from './limiter';
import { verifyPassword } from './passwords';
import {
  addressLimits,
  loginLimits,
  normalizeEmail,
  requireSecondFactor,
  secondFactorLimits,
  signInLimits,
  startSession,
  tooMany,
} from './sign-in';
import { signChallenge } from './tokens';

/**
 * The tries at a recovery code for `email`: the client that asked for it has its own (a stranger's guesses cannot
 * use them up); any other is limited per address and client, per client, and all together per address. A wrong
 * try never spends the code itself.
 */
async function codeTryLimits(app: FastifyInstance, request: FastifyRequest, email: string): Promise<Limit[]> {
  const asker = await codeRequest(app.auth.deviceKey, request, email);
  if (asker) return [{ key: `otp-verify:asker:${asker}`, max: OTP_MAX_TRIES, windowMs: OTP_WINDOW_MS }];
  return [
    { key: `otp-verify:pair:${email}|${request.ip}`, max: OTP_MAX_TRIES, windowMs: OTP_WINDOW_MS },
    { key: `otp-verify:client:${request.ip}`, max: OTP_VERIFY_MAX_PER_CLIENT, windowMs: OTP_WINDOW_MS },
    { key: `otp-verify:address:${email}`, max: OTP_VERIFY_MAX_PER_ADDRESS, windowMs: OTP_WINDOW_MS },
  ];
}

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
        description:
          'A complete sign-in sets the `kestrel_device` cookie (HttpOnly, 180 days): sign-ins sent with it are ' +
          'limited per device, so that strangers who used up the address do not lock its owner out.',
        body: loginInput,
        response: { 200: z.union([loginResult, twoFactorChallenge]), ...errors },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const admin = await findAdminByEmail(app.db, email);
      // Taken before the password is checked, atomically: a burst cannot start more checks than allowed. A known
      // device of this administrator has tries of its own; any other client shares the address's.
      const taken: Taken[] = [];
      const refused = await takeEach(app.db, await signInLimits(app, request, admin, email), taken);
      if (refused) throw tooMany(refused.retryAfter);

      const valid = await verifyPassword(admin?.passwordHash ?? null, request.body.password);
      if (!admin || !valid) throw new HttpError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
      // The right password is not a failure: it gives its attempt back.
      await giveBack(app.db, taken);
      if (admin.totpSecret) {
        const challenge = await signChallenge(
          app.auth.jwtKey,
          { adminId: admin.id, tokenVersion: admin.tokenVersion, remember: request.body.remember === true },
          TWO_FACTOR_CHALLENGE_TTL_SECONDS,
        );
        return reply.send({ twoFactorRequired: true as const, challenge });
      }
      const session = await startSession(app, admin, request.headers['user-agent'], request.body.remember === true);
      await rememberDevice(app.auth.deviceKey, request, reply, admin);
      return reply.send(session);
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
        description:
          'Sets the `kestrel_code_request` cookie (HttpOnly, 10 minutes) for any address: POST /admin/verifyotp ' +
          'sent with it has tries of its own at the code.',
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
      // Whatever the address: the client that asked gets tries of its own at the code (so the cookie tells nothing).
      await rememberCodeRequest(app.auth.deviceKey, request, reply, email);
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
        description:
          'Tries are limited per client and address (429 past them), never counted on the code: the client that ' +
          'asked for it (its `kestrel_code_request` cookie) has 5 of its own.',
        body: verifyOtpInput,
        response: { 200: verifyOtpResult, ...errors },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      // Taken before the code is checked, whatever the address, like the sign-in's limits.
      const taken: Taken[] = [];
      const refused = await takeEach(app.db, await codeTryLimits(app, request, email), taken);
      if (refused) throw tooMany(refused.retryAfter);
      // The same work for any address (one query, one comparison): the time of the answer tells nothing.
      const resetToken = await redeemCode(app.db, app.auth.codeKey, email, request.body.otp);
      if (!resetToken) throw new HttpError(400, 'INVALID_CODE', AUTH_MESSAGES.otpInvalid);
      await giveBack(app.db, taken);
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
      // The e-mailed code proves the mailbox, not the person: with two-factor on, the second factor is asked too,
      // under limits of the reset's own (only a reset token gets here), never the address's sign-in limits that
      // strangers may have used up: the reset is what lets the owner back in.
      if (admin.totpSecret) {
        const limits = secondFactorLimits('reset', admin.id);
        await requireSecondFactor(app, admin, request.body.code ?? '', 'TWO_FACTOR_REQUIRED', limits);
      }
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
