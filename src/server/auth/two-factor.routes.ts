/**
 * Two-factor sign-in: setting it up (a secret as QR code and text, confirmed with a first code, then
 * ten recovery codes shown once), turning it off (with a code), and the second step of signing in.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../shared/admin-messages';
import { TWO_FACTOR_CHALLENGE_TTL_SECONDS } from '../../shared/limits';
import {
  loginResult,
  recoveryCodesResult,
  twoFactorCodeInput,
  twoFactorLoginInput,
  twoFactorSetup,
  twoFactorStatus,
} from '../../shared/schemas/auth';
import { errorBody } from '../../shared/schemas/common';
import { HttpError } from '../errors';
import { findAdminById } from './admins.service';
import { rememberDevice } from './client-tokens';
import { ACCOUNT, PUBLIC, signedIn } from './guard';
import { claim, release } from './limiter';
import { normalizeEmail, requireSecondFactor, secondFactorLimits, signInLimits, startSession } from './sign-in';
import { verifyChallenge } from './tokens';
import { disable, enable, recoveryCodesLeft, startSetup } from './two-factor';

const errors = { 400: errorBody, 401: errorBody, 429: errorBody };

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/2fa',
    {
      config: ACCOUNT,
      schema: {
        tags: ['two-factor'],
        summary: 'Whether two-factor sign-in is on',
        response: { 200: twoFactorStatus, 401: errorBody },
      },
    },
    async (request) => {
      const { admin } = signedIn(request);
      return { enabled: admin.totpSecret !== null, recoveryCodesLeft: await recoveryCodesLeft(app.db, admin.id) };
    },
  );

  app.post(
    '/admin/2fa/setup',
    {
      config: ACCOUNT,
      schema: {
        tags: ['two-factor'],
        summary: 'Start setting up: a new secret, as text, otpauth URL and QR code',
        response: { 200: twoFactorSetup, 401: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const { admin } = signedIn(request);
      if (admin.totpSecret) throw new HttpError(409, 'CONFLICT', AUTH_MESSAGES.twoFactorAlreadyOn);
      return startSetup(app.db, app.auth.totpKey, admin);
    },
  );

  app.post(
    '/admin/2fa/enable',
    {
      config: ACCOUNT,
      schema: {
        tags: ['two-factor'],
        summary: 'Turn it on with a first code; answers ten single-use recovery codes, shown once',
        body: twoFactorCodeInput,
        response: { 200: recoveryCodesResult, ...errors },
      },
    },
    async (request) => {
      const { admin } = signedIn(request);
      const recoveryCodes = await enable(app.db, app.auth, admin, request.body.code);
      if (!recoveryCodes) {
        throw new HttpError(400, 'VALIDATION_FAILED', AUTH_MESSAGES.twoFactorCodeInvalid, {
          code: AUTH_MESSAGES.twoFactorCodeInvalid,
        });
      }
      return { recoveryCodes };
    },
  );

  app.post(
    '/admin/2fa/disable',
    {
      config: ACCOUNT,
      schema: {
        tags: ['two-factor'],
        summary: 'Turn it off with a code from the app or a recovery code',
        body: twoFactorCodeInput,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { admin } = signedIn(request);
      const limits = secondFactorLimits('account', admin.id);
      await requireSecondFactor(app, admin, request.body.code, 'VALIDATION_FAILED', limits);
      await disable(app.db, admin.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/login/2fa',
    {
      config: PUBLIC,
      schema: {
        tags: ['two-factor'],
        summary: 'The second step of signing in: the challenge and a code from the app (or a recovery code)',
        description:
          'A challenge opens one session: after its first success it answers 401. Sets the `kestrel_device` cookie.',
        body: twoFactorLoginInput,
        response: { 200: loginResult, ...errors },
      },
    },
    async (request, reply) => {
      const claims = await verifyChallenge(app.auth.jwtKey, request.body.challenge);
      const admin = claims ? await findAdminById(app.db, claims.adminId) : null;
      if (!claims || !admin || admin.tokenVersion !== claims.tokenVersion || !admin.totpSecret) {
        throw new HttpError(401, 'CHALLENGE_EXPIRED', AUTH_MESSAGES.twoFactorExpired);
      }
      // One session per challenge: its first success spends it. Claimed before the code is checked, so that of a
      // burst (on any number of instances) one request checks a code at a time; a wrong code gives it back.
      const key = `two-factor:challenge:${claims.id}`;
      if (!(await claim(app.db, key, TWO_FACTOR_CHALLENGE_TTL_SECONDS * 1000))) {
        throw new HttpError(401, 'CHALLENGE_EXPIRED', AUTH_MESSAGES.twoFactorUsed);
      }
      try {
        const limits = await signInLimits(app, request, admin, normalizeEmail(admin.email));
        await requireSecondFactor(app, admin, request.body.code, 'INVALID_CODE', limits);
      } catch (error) {
        await release(app.db, key);
        throw error;
      }
      const session = await startSession(app, admin, request.headers['user-agent'], claims.remember === true);
      await rememberDevice(app.auth.deviceKey, request, reply, admin);
      return reply.send(session);
    },
  );
};
