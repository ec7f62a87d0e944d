import { z } from 'zod';
import { AUTH_MESSAGES } from '../admin-messages';
import { ROLE_MESSAGES, ROLES } from '../roles';
import { newPassword } from './auth';
import { EMAIL_PATTERN } from './contact';

/** A role that can be given (ownership is handed over, not given). */
const givenRole = z.enum(['administrator', 'editor', 'author', 'contributor'], {
  error: ROLE_MESSAGES.ownerByHandover,
});

/** Staff accounts (issue 13): the list, an invitation, and accepting one. */
export const staffMember = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  lastSignInAt: z.string().nullable(),
  twoFactor: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffInvitation = z.object({
  _id: z.string(),
  email: z.string(),
  /** The role the account gets when it is accepted. */
  role: z.enum(ROLES),
  /** When its link was last mailed, and until when it works (null while the first mail waits to be sent). */
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  invitedBy: z.string().nullable(),
});
export type StaffInvitation = z.infer<typeof staffInvitation>;

export const staffList = z.object({ admins: z.array(staffMember), invitations: z.array(staffInvitation) });
export type StaffList = z.infer<typeof staffList>;

export const invitationInput = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: AUTH_MESSAGES.emailRequired })
    .max(254, { error: AUTH_MESSAGES.emailInvalid })
    .regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.emailInvalid }),
  /** Contributor when left out: the least a colleague can be given. */
  role: givenRole.default('contributor'),
});
export type InvitationInput = z.input<typeof invitationInput>;

export const roleChangeInput = z.object({ role: givenRole });
export type RoleChangeInput = z.input<typeof roleChangeInput>;

export const handoverInput = z.object({
  password: z.string().min(1, { error: ROLE_MESSAGES.handoverPassword }).max(200),
});

export const invitationCheckInput = z.object({ token: z.string().min(1).max(200) });
export const invitationCheck = z.object({ email: z.string(), role: z.enum(ROLES) });
export type InvitationCheck = z.infer<typeof invitationCheck>;

export const acceptInvitationInput = z.object({
  token: z.string().min(1).max(200),
  name: z
    .string({ error: AUTH_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: AUTH_MESSAGES.nameRequired })
    .max(100, { error: AUTH_MESSAGES.nameTooLong }),
  password: newPassword,
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationInput>;
