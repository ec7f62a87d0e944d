/**
 * What the sign-in steps share: the limits an attempt is taken under (docs/decisions/016 and 037), the second
 * factor's check, and opening a session once everything is proven.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../shared/admin-messages';
import {
  DAY_MS,
  HOUR_MS,
  LOGIN_MAX_PER_ADDRESS_AND_CLIENT,
  LOGIN_MAX_PER_ADDRESS_DAY,
  LOGIN_MAX_PER_ADDRESS_HOUR,
  LOGIN_MAX_PER_CLIENT,
  LOGIN_MAX_PER_DEVICE,
  LOGIN_MAX_PER_DEVICE_DAY,
  LOGIN_WINDOW_MS,
  REMEMBERED_TOKEN_DAYS,
  SECOND_FACTOR_MAX,
  SECOND_FACTOR_MAX_PER_DAY,
} from '../../shared/limits';
import { admins } from '../db/schema';
import { HttpError, rateLimited } from '../errors';
import { recordActivity } from '../history/activity';
import { type AdminRow, toAdminProfile } from './admins.service';
import { knownDevice } from './client-tokens';
import { giveBack, type Limit, type Taken, takeEach } from './limiter';
import { openSession } from './sessions';
import { signSession } from './tokens';
import { proveSecondFactor } from './two-factor';

export const tooMany = (seconds: number) => rateLimited(AUTH_MESSAGES.tooManyAttempts, seconds);

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The limits of the address, wider than a client's: they bound a guess spread over many clients. */
export const addressLimits = (email: string): Limit[] => [
  { key: `login:address-hour:${email}`, max: LOGIN_MAX_PER_ADDRESS_HOUR, windowMs: HOUR_MS },
  { key: `login:address-day:${email}`, max: LOGIN_MAX_PER_ADDRESS_DAY, windowMs: DAY_MS },
];

/**
 * Every limit a sign-in attempt is taken under, narrowest first: a client that is already refused does
 * not use up the address's wider allowance, so one guesser cannot lock the owner out from elsewhere.
 */
export const loginLimits = (email: string, client: string): Limit[] => [
  { key: `login:pair:${email}|${client}`, max: LOGIN_MAX_PER_ADDRESS_AND_CLIENT, windowMs: LOGIN_WINDOW_MS },
  { key: `login:client:${client}`, max: LOGIN_MAX_PER_CLIENT, windowMs: LOGIN_WINDOW_MS },
  ...addressLimits(email),
];

/** The tries of a known device (docs/decisions/037): its own, whatever strangers did to the address. */
export const deviceLimits = (deviceId: string): Limit[] => [
  { key: `login:device:${deviceId}`, max: LOGIN_MAX_PER_DEVICE, windowMs: LOGIN_WINDOW_MS },
  { key: `login:device-day:${deviceId}`, max: LOGIN_MAX_PER_DEVICE_DAY, windowMs: DAY_MS },
];

/**
 * The limits a sign-in step for `email` is taken under: a known device of its administrator has its own; any
 * other client shares the address's (the lockout strangers can cause applies to untrusted clients only).
 */
export async function signInLimits(
  app: FastifyInstance,
  request: FastifyRequest,
  admin: AdminRow | null,
  email: string,
): Promise<Limit[]> {
  const device = await knownDevice(app.auth.deviceKey, request, admin);
  return device ? deviceLimits(device) : loginLimits(email, request.ip);
}

/**
 * The limits of a second factor checked outside the sign-in, per administrator and purpose: only their session
 * (`account`) or their reset token (`reset`) gets there, so no stranger uses them up, and neither uses up the other.
 */
export const secondFactorLimits = (purpose: 'account' | 'reset', adminId: string): Limit[] => [
  { key: `second-factor:${purpose}:${adminId}`, max: SECOND_FACTOR_MAX, windowMs: LOGIN_WINDOW_MS },
  { key: `second-factor-day:${purpose}:${adminId}`, max: SECOND_FACTOR_MAX_PER_DAY, windowMs: DAY_MS },
];

/** Opens a session for a fully proven sign-in and answers the token and the administrator. */
export async function startSession(
  app: FastifyInstance,
  admin: AdminRow,
  userAgent: string | undefined,
  remember = false,
) {
  const session = await openSession(app.db, admin.id, userAgent, app.config.sessionTtlHours, remember);
  await app.db.update(admins).set({ lastSignInAt: sql`now()` }).where(eq(admins.id, admin.id));
  await recordActivity(app.db, admin, 'sign-in');
  const token = await signSession(
    app.auth.jwtKey,
    { adminId: admin.id, tokenVersion: admin.tokenVersion, sessionId: session.id },
    // The session on the server says how long it lasts; the token only bounds it.
    remember ? REMEMBERED_TOKEN_DAYS * 24 : app.config.sessionTtlHours,
  );
  return { token, admin: toAdminProfile(admin) };
}

/**
 * Checks a second factor (a TOTP code or a recovery code) under `limits`: a wrong code counts like a wrong
 * password; a right one gives its attempt back. Throws 429 or 400 `errorCode`.
 */
export async function requireSecondFactor(
  app: FastifyInstance,
  admin: AdminRow,
  code: string,
  errorCode: string,
  limits: Limit[],
): Promise<void> {
  const taken: Taken[] = [];
  const refused = await takeEach(app.db, limits, taken);
  if (refused) throw tooMany(refused.retryAfter);
  if (!(await proveSecondFactor(app.db, app.auth, admin, code))) {
    const message = code ? AUTH_MESSAGES.twoFactorCodeInvalid : AUTH_MESSAGES.twoFactorForReset;
    throw new HttpError(400, errorCode, message, { code: message });
  }
  await giveBack(app.db, taken);
}
