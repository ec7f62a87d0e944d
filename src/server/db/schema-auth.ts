/**
 * The administrators' tables: accounts, invitations to join the staff, one-time codes, sign-in sessions and
 * two-factor recovery codes, and the rate limits that guard signing in.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '../../shared/roles';
import { id, timestamps } from './columns';

export const admins = pgTable(
  'admins',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** What this person may do (issue 25); read on every request, so a change holds from their next one. */
    role: text('role', { enum: ROLES }).notNull().default('contributor'),
    /** Bumped to revoke every session of this administrator. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The TOTP secret, encrypted with a key derived from the server secret; set while two-factor is on. */
    totpSecret: text('totp_secret'),
    /** A secret being set up: it becomes `totpSecret` once a first code from it is proven. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last time step whose code was accepted: a code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Whether each contact message is e-mailed to this administrator (issue 13; on unless turned off). */
    notifyContact: boolean('notify_contact').notNull().default(true),
    /** 'Mark all as read' in the bell: what happened before this is read for this administrator. */
    notificationsReadAt: timestamp('notifications_read_at', { withTimezone: true }),
    /** The last sign-in, as the Staff section shows it. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('admins_email_key').on(sql`lower(${t.email})`),
    // At most one owner; the handover and the staff rules keep it at exactly one once there is staff.
    uniqueIndex('admins_one_owner_key').on(t.role).where(sql`role = 'owner'`),
    check('admins_role_check', sql`role in ('owner', 'administrator', 'editor', 'author', 'contributor')`),
  ],
);

/**
 * Invitations to join the staff (issue 13). The link's token exists only in the mail: it is made when the mail
 * goes (a resend makes a new one, ending the one before) and kept as an HMAC; 48 hours from then, once.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    email: text('email').notNull(),
    /** The role the account gets when the invitation is accepted (never owner). */
    role: text('role', { enum: ROLES }).notNull().default('contributor'),
    /** Null until the first mail is sent. */
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    invitedBy: uuid('invited_by').references(() => admins.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('staff_invitations_role_check', sql`role in ('administrator', 'editor', 'author', 'contributor')`),
    uniqueIndex('staff_invitations_token_key').on(t.tokenHash),
    // One open invitation per address: a second invite of the same address is the first one again.
    uniqueIndex('staff_invitations_open_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`accepted_at is null and revoked_at is null`),
  ],
);

/** Recovery codes and reset tokens, stored only as an HMAC. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['otp', 'reset', 'email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** For an e-mail change: the new address, which becomes the account's once the link is opened. */
    newEmail: text('new_email'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_admin_idx').on(t.adminId, t.purpose)],
);

/**
 * Rate limits counted in the database, so that they hold across instances and restarts: one row per
 * key (e.g. `login:pair:ada@example.com|203.0.113.9`), a fixed window and the attempts taken in it.
 * One upsert takes an attempt atomically, whatever the concurrency (src/server/auth/limiter.ts).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  count: integer('count').notNull().default(0),
});

/** Server-side sign-in sessions: a token names one, and signing out revokes it. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** The browser and system, from the User-Agent at sign-in, for the sessions list. */
    device: text('device').notNull().default(''),
    /** 'Remember Password' (issue 25): the session slides, 30 days from its last use. */
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

/** Single-use recovery codes for two-factor sign-in, stored only as an HMAC. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_recovery_codes_admin_idx').on(t.adminId)],
);

/**
 * Who has which record open in a form (issue 25): a heartbeat every few seconds while the form is open, read by
 * the colleagues who open the same record, on any instance. A row not seen for 30 s is someone who left.
 */
export const editingPresence = pgTable(
  'editing_presence',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    recordId: uuid('record_id').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.adminId, t.type, t.recordId] }),
    index('editing_presence_record_idx').on(t.type, t.recordId),
  ],
);
