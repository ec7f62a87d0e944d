/**
 * Staff accounts (issue 13). Invitations go by mail through the job queue; the link's token is made when the
 * mail is sent, so no usable token is ever stored (only its HMAC), and a resend ends the link before it.
 * Accepting is one conditional update: of many tries with one link, one makes the account. Removing an
 * administrator holds a lock, so that two removals at the same moment cannot leave nobody.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INVITATION_HOURS, STAFF_MESSAGES } from '../../shared/admin-words/staff';
import { ERROR_CODES } from '../../shared/schemas/common';
import type { StaffList } from '../../shared/schemas/staff';
import type { Db } from '../db/client';
import { admins, staffInvitations } from '../db/schema';
import { HttpError } from '../errors';
import { invitationMail } from '../mail/templates';
import { createAdmin } from './admins.service';
import { digest } from './codes';

export const INVITATION_MAIL_QUEUE = 'mail-staff-invitation';
/** Held while an administrator is removed: the count of those left is then true until the removal commits. */
const STAFF_LOCK = 7_312_002;

const hashOf = (app: FastifyInstance, token: string) => digest(app.auth.codeKey, `invitation:${token}`);
const alreadyAdmin = () =>
  new HttpError(409, ERROR_CODES.conflict, STAFF_MESSAGES.alreadyAdmin, { email: STAFF_MESSAGES.alreadyAdmin });

export async function listStaff(db: Db): Promise<StaffList> {
  const [people, open] = await Promise.all([
    db.select().from(admins).orderBy(asc(admins.createdAt)),
    db
      .select({ invitation: staffInvitations, inviter: admins.name })
      .from(staffInvitations)
      .leftJoin(admins, eq(admins.id, staffInvitations.invitedBy))
      .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
      .orderBy(asc(staffInvitations.createdAt)),
  ]);
  return {
    admins: people.map((a) => ({
      _id: a.id,
      name: a.name,
      email: a.email,
      lastSignInAt: a.lastSignInAt?.toISOString() ?? null,
      twoFactor: a.totpSecret !== null,
      createdAt: a.createdAt.toISOString(),
    })),
    invitations: open.map(({ invitation, inviter }) => ({
      _id: invitation.id,
      email: invitation.email,
      sentAt: invitation.expiresAt
        ? new Date(invitation.expiresAt.getTime() - INVITATION_HOURS * 3_600_000).toISOString()
        : null,
      expiresAt: invitation.expiresAt?.toISOString() ?? null,
      invitedBy: inviter,
    })),
  };
}

/** Invites `email` (or sends the open invitation for it again); answers the invitation's id. */
export async function invite(app: FastifyInstance, email: string, invitedBy: string): Promise<string> {
  const [taken] = await app.db
    .select({ id: admins.id })
    .from(admins)
    .where(sql`lower(${admins.email}) = lower(${email})`);
  if (taken) throw alreadyAdmin();
  // One open invitation per address (a partial unique index): a second invite of it is the first one again.
  await app.db.insert(staffInvitations).values({ email, invitedBy }).onConflictDoNothing();
  const [open] = await app.db
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(
      and(
        sql`lower(${staffInvitations.email}) = lower(${email})`,
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
      ),
    );
  if (!open) throw new Error('The invitation was not stored.');
  await sendInvitation(app, open.id);
  return open.id;
}

/** Queues the invitation's mail (again); a new link is made when it is sent. */
export async function sendInvitation(app: FastifyInstance, invitationId: string) {
  await app.jobs.sendMany(INVITATION_MAIL_QUEUE, [
    { data: { invitationId }, key: `invitation:${invitationId}:${Date.now()}` },
  ]);
}

/** The queue's work: a fresh link for an open invitation, valid 48 hours from now, mailed. */
async function mailInvitation(app: FastifyInstance, invitationId: string) {
  const token = randomBytes(32).toString('base64url');
  const [invitation] = await app.db
    .update(staffInvitations)
    .set({
      tokenHash: hashOf(app, token),
      expiresAt: sql`now() + make_interval(hours => ${INVITATION_HOURS})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(staffInvitations.id, invitationId),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
      ),
    )
    .returning();
  // Accepted or revoked meanwhile: nothing to send.
  if (!invitation) return;
  const [inviter] = invitation.invitedBy
    ? await app.db.select({ name: admins.name }).from(admins).where(eq(admins.id, invitation.invitedBy))
    : [];
  const link = `${app.config.publicUrl}/invite/${token}`;
  await app.mailer.send(invitationMail(invitation.email, link, inviter?.name ?? null));
}

export async function startInvitationMails(app: FastifyInstance) {
  await app.jobs.work<{ invitationId: string }>(INVITATION_MAIL_QUEUE, ({ invitationId }) =>
    mailInvitation(app, invitationId),
  );
}

/** Ends an open invitation: its link no longer works. Answers whether there was one. */
export async function revokeInvitation(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(staffInvitations)
    .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
    .returning({ id: staffInvitations.id });
  return rows.length > 0;
}

export async function isOpenInvitation(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)));
  return Boolean(row);
}

/** Uses an invitation link once: the account, or a 404 for a link that no longer works. */
export async function acceptInvitation(app: FastifyInstance, input: { token: string; name: string; password: string }) {
  const invalid = new HttpError(404, ERROR_CODES.notFound, STAFF_MESSAGES.invitationInvalid);
  try {
    return await app.db.transaction(async (tx) => {
      const [invitation] = await tx
        .update(staffInvitations)
        .set({ acceptedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(staffInvitations.tokenHash, hashOf(app, input.token)),
            isNull(staffInvitations.acceptedAt),
            isNull(staffInvitations.revokedAt),
            gt(staffInvitations.expiresAt, sql`now()`),
          ),
        )
        .returning();
      if (!invitation) throw invalid;
      return createAdmin(tx as unknown as Db, { email: invitation.email, password: input.password, name: input.name });
    });
  } catch (error) {
    if ((error as { code?: string; cause?: { code?: string } }).code === '23505') throw alreadyAdmin();
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw alreadyAdmin();
    throw error;
  }
}

/** Removes an administrator (their sessions go with them), unless they are the last one. */
export async function removeAdmin(db: Db, id: string): Promise<'removed' | 'missing' | 'last'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_LOCK})`);
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(admins);
    const [target] = await tx.select({ id: admins.id }).from(admins).where(eq(admins.id, id));
    if (!target) return 'missing';
    if (count <= 1) return 'last';
    await tx.delete(admins).where(eq(admins.id, id));
    return 'removed';
  });
}
