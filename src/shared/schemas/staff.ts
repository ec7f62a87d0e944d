import { z } from 'zod';
import { AUTH_MESSAGES } from '../admin-messages';
import { newPassword } from './auth';
import { EMAIL_PATTERN } from './contact';

/** Staff accounts (issue 13): the list, an invitation, and accepting one. */
export const staffMember = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  lastSignInAt: z.string().nullable(),
  twoFactor: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const staffInvitation = z.object({
  _id: z.string(),
  email: z.string(),
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
});
export type InvitationInput = z.input<typeof invitationInput>;

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
