import { z } from 'zod';
import { AUTH_MESSAGES } from '../admin-messages';
import { CODE_LENGTH } from '../limits';
import { ROLES } from '../roles';
import { EMAIL_PATTERN } from './contact';

const email = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.emailRequired })
  .max(254, { error: AUTH_MESSAGES.emailInvalid })
  .regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.emailInvalid });

export const loginInput = z.object({
  email,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired })
    .max(1024, { error: AUTH_MESSAGES.invalidCredentials }),
  /** 'Remember Password': a 30-day session that slides with use, instead of one of SESSION_TTL_HOURS. */
  remember: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginInput>;

export const adminProfile = z.object({
  _id: z.uuid(),
  email: z.string(),
  name: z.string(),
  /** What this person may do (issue 25); the back office shows only that. */
  role: z.enum(ROLES),
  /** Whether each contact message is e-mailed to this administrator (issue 13). */
  notifyContact: z.boolean(),
});
export type AdminProfile = z.infer<typeof adminProfile>;

export const loginResult = z.object({ token: z.string(), admin: adminProfile });
export type LoginResult = z.infer<typeof loginResult>;

export const sendOtpInput = z.object({ email });

/** Characters a code is drawn from: no 0/O, 1/I/L, so a code read from an e-mail is typed right. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const verifyOtpInput = z.object({
  email,
  otp: z
    .string({ error: AUTH_MESSAGES.otpRequired })
    .trim()
    .length(CODE_LENGTH, { error: AUTH_MESSAGES.otpRequired })
    .transform((code) => code.toUpperCase()),
});

export const verifyOtpResult = z.object({ message: z.string(), resetToken: z.string() });

export const newPassword = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(8, { error: AUTH_MESSAGES.passwordTooShort })
  .max(1024, { error: 'Password must be at most 1024 characters.' });

export const resetPasswordInput = z.object({
  email,
  newPassword,
  /** With two-factor on: a code from the app, or a recovery code. */
  code: z.string().trim().max(20).optional(),
  resetToken: z
    .string({ error: AUTH_MESSAGES.resetTokenInvalid })
    .min(1, { error: AUTH_MESSAGES.resetTokenInvalid })
    .max(200, { error: AUTH_MESSAGES.resetTokenInvalid }),
});

/** One of the signed-in administrator's open sessions, for the profile page. */
export const sessionInfo = z.object({
  _id: z.uuid(),
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

/** The signed-in administrator's own name, from the profile page. */
export const profileInput = z.object({
  name: z
    .string({ error: AUTH_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: AUTH_MESSAGES.nameRequired })
    .max(100, { error: AUTH_MESSAGES.nameTooLong }),
});
export type ProfileInput = z.input<typeof profileInput>;
/** What `PATCH /admin/me` takes: the name, the e-mail choice, or both. */
export const profileChangeInput = profileInput.partial().extend({
  notifyContact: z.boolean({ error: 'Send notifyContact: true or false.' }).optional(),
});
export type ProfileChangeInput = z.input<typeof profileChangeInput>;

/** The current password, asked for before a change to the account. */
const currentPassword = z
  .string({ error: AUTH_MESSAGES.currentPasswordRequired })
  .min(1, { error: AUTH_MESSAGES.currentPasswordRequired })
  .max(1024, { error: AUTH_MESSAGES.currentPasswordWrong });

/** A new password, proven by the current one; the other sessions end. */
export const passwordChangeInput = z.object({
  currentPassword,
  newPassword,
});
export type PasswordChangeInput = z.input<typeof passwordChangeInput>;
export const passwordChangeResult = z.object({ message: z.string(), token: z.string() });

/** After the password, with two-factor on: no token yet, a short-lived challenge for the second step. */
export const twoFactorChallenge = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

const secondFactorCode = z
  .string({ error: AUTH_MESSAGES.twoFactorCodeRequired })
  .trim()
  .min(6, { error: AUTH_MESSAGES.twoFactorCodeRequired })
  .max(20, { error: AUTH_MESSAGES.twoFactorCodeInvalid });

export const twoFactorLoginInput = z.object({
  challenge: z.string().min(1).max(2000),
  code: secondFactorCode,
});
export const twoFactorCodeInput = z.object({ code: secondFactorCode });
export const twoFactorSetup = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;
export const recoveryCodesResult = z.object({ recoveryCodes: z.array(z.string()) });
export const twoFactorStatus = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** A new e-mail address for the signed-in administrator, proven by the password; confirmed by a mailed link. */
export const emailChangeInput = z.object({
  email,
  currentPassword,
});
export type EmailChangeInput = z.input<typeof emailChangeInput>;
export const emailConfirmInput = z.object({ token: z.string().min(1).max(200) });
export const emailConfirmResult = z.object({ message: z.string(), email: z.string() });
