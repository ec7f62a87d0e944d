/**
 * Staff accounts in the back office (issue 13): the section's words, the invitation page's and the API's
 * messages. The spec has none of these; they are short and plain.
 */
import { withArticle } from '../text';

/** Hours an invitation link works, from the moment its mail is sent. */
export const INVITATION_HOURS = 48;

export const STAFF_MESSAGES = {
  alreadyAdmin: 'That address already belongs to an administrator.',
  invitationNotFound: 'That invitation was not found, or it was accepted or revoked already.',
  invitationInvalid:
    'This invitation link does not work any more: it was used, revoked, replaced or is older than 48 hours. Ask for a new one.',
  lastAdmin: 'The last administrator cannot be removed: invite another one first.',
  adminNotFound: 'That administrator was not found.',
} as const;

export const STAFF_WORDS = {
  heading: 'Staff',
  intro:
    'The people who can sign in to this back office. Invite someone by e-mail; they choose their name and password.',
  loading: 'Loading staff...',
  loadFailed: 'The staff could not be loaded.',
  name: 'Name',
  email: 'Email',
  lastSignIn: 'Last sign-in',
  never: 'Never',
  twoFactor: 'Two-factor',
  on: 'On',
  off: 'Off',
  you: 'you',
  actions: 'Actions',
  remove: (who: string) => `Remove ${who}`,
  removeConfirm: (who: string) =>
    `Remove ${who}? They are signed out at once and can no longer sign in. Their past changes stay in the history.`,
  removeLabel: 'Remove',
  removed: 'The administrator was removed.',
  removeFailed: 'The administrator could not be removed.',
  invite: 'Invite',
  inviteTitle: 'Invite someone',
  inviteEmail: 'Their e-mail address',
  inviteHint: `They get a link to set their name and password. It works once, for ${INVITATION_HOURS} hours.`,
  inviting: 'Sending...',
  invited: (email: string) => `An invitation was sent to ${email}.`,
  inviteFailed: 'The invitation could not be sent.',
  pendingHeading: 'Invitations waiting',
  pendingEmpty: 'No invitations are waiting.',
  sentAt: (when: string) => `Sent ${when}`,
  expiresAt: (when: string) => `works until ${when}`,
  expired: 'expired: resend it',
  resend: (email: string) => `Resend the invitation to ${email}`,
  resendLabel: 'Resend',
  resent: (email: string) => `A new link was sent to ${email}; the one before no longer works.`,
  revoke: (email: string) => `Revoke the invitation to ${email}`,
  revokeLabel: 'Revoke',
  revoked: 'The invitation was revoked: its link no longer works.',
  actionFailed: 'That did not work. Please try again.',
  role: 'Role',
  inviteRole: 'Their role',
  roleOf: (who: string) => `Role of ${who}`,
  roleChanged: (who: string, role: string) => `${who} is now ${withArticle(role)}, from their next click.`,
  roleChangeFailed: 'The role could not be changed.',
  rolesHelp: 'What each role may do',
  handoverTitle: 'Hand ownership over',
  handoverIntro:
    'There is one owner: the only one who can download backups and hand the site over. The new owner takes your place; you become an Administrator.',
  handoverTo: 'New owner',
  handoverChoose: 'Choose a colleague',
  handoverPassword: 'Your password',
  handoverSubmit: 'Make owner',
  handoverConfirm: (who: string) => `Make ${who} the owner? You become an Administrator and cannot undo this yourself.`,
  handedOver: (who: string) => `${who} is now the owner.`,
  handoverFailed: 'Ownership could not be handed over.',
} as const;

/** The page an invitation link opens (`/invite/{token}`). */
export const INVITE_PAGE_WORDS = {
  title: 'Join the team',
  intro: 'Choose the name your colleagues will see and a password to sign in with.',
  name: 'Your name',
  password: 'Password',
  passwordHint: 'At least 8 characters.',
  confirm: 'Confirm password',
  mismatch: 'The passwords do not match.',
  submit: 'Create my account',
  submitting: 'Creating...',
  failed: 'Your account could not be created.',
  toLogin: 'Go to sign-in',
  checking: 'Checking your invitation...',
  invitedAs: (email: string, role: string) => `You are invited as ${withArticle(role)}, with ${email}.`,
} as const;
