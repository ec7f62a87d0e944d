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
import { ROLE_MESSAGES, ROLE_WORDS, type Role, rolesManagedBy } from '../../shared/roles';
import { ERROR_CODES } from '../../shared/schemas/common';
import type { StaffList } from '../../shared/schemas/staff';
import type { Db } from '../db/client';
import { admins, staffInvitations } from '../db/schema';
import { HttpError } from '../errors';
import { recordActivity } from '../history/activity';
import { invitationMail } from '../mail/templates';
import { type AdminRow, createAdmin } from './admins.service';
import { digest } from './codes';
import { forbidden } from './guard';
import { verifyPassword } from './passwords';

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
      role: a.role,
      lastSignInAt: a.lastSignInAt?.toISOString() ?? null,
      twoFactor: a.totpSecret !== null,
      createdAt: a.createdAt.toISOString(),
    })),
    invitations: open.map(({ invitation, inviter }) => ({
      _id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      sentAt: invitation.expiresAt
        ? new Date(invitation.expiresAt.getTime() - INVITATION_HOURS * 3_600_000).toISOString()
        : null,
      expiresAt: invitation.expiresAt?.toISOString() ?? null,
      invitedBy: inviter,
    })),
  };
}

/** Refuses, with 403, a change to someone of a role `actor` does not manage (an Editor: Authors and Contributors). */
function mustManage(actor: AdminRow, role: Role) {
  if (!rolesManagedBy(actor.role).includes(role)) throw forbidden(ROLE_MESSAGES.cannotGiveRole);
}

/**
 * Invites `email` as `role` (or sends the open invitation for it again, with that role); answers the
 * invitation's id.
 */
export async function invite(app: FastifyInstance, email: string, role: Role, inviter: AdminRow): Promise<string> {
  mustManage(inviter, role);
  const invitedBy = inviter.id;
  const [taken] = await app.db
    .select({ id: admins.id })
    .from(admins)
    .where(sql`lower(${admins.email}) = lower(${email})`);
  if (taken) throw alreadyAdmin();
  // One open invitation per address (a partial unique index): a second invite of it is the first one again.
  await app.db.insert(staffInvitations).values({ email, invitedBy, role }).onConflictDoNothing();
  const [open] = await app.db
    .select({ id: staffInvitations.id, role: staffInvitations.role })
    .from(staffInvitations)
    .where(
      and(
        sql`lower(${staffInvitations.email}) = lower(${email})`,
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
      ),
    );
  if (!open) throw new Error('The invitation was not stored.');
  if (open.role !== role) {
    mustManage(inviter, open.role);
    await app.db.update(staffInvitations).set({ role, updatedAt: sql`now()` }).where(eq(staffInvitations.id, open.id));
  }
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
export async function revokeInvitation(db: Db, actor: AdminRow, id: string): Promise<boolean> {
  const role = await openInvitationRole(db, id);
  if (!role) return false;
  mustManage(actor, role);
  const rows = await db
    .update(staffInvitations)
    .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
    .returning({ id: staffInvitations.id });
  return rows.length > 0;
}

/** The role an open invitation gives; null when there is no such open invitation. */
async function openInvitationRole(db: Db, id: string): Promise<Role | null> {
  const [row] = await db
    .select({ role: staffInvitations.role })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)));
  return row?.role ?? null;
}

/** Whether `id` is an open invitation; 403 when it is one `actor` may not send again. */
export async function isOpenInvitation(db: Db, actor: AdminRow, id: string): Promise<boolean> {
  const role = await openInvitationRole(db, id);
  if (role) mustManage(actor, role);
  return role !== null;
}

/** What an invitation link is for, while it still works: its address and role; a 404 once it does not. */
export async function describeInvitation(app: FastifyInstance, token: string) {
  const [invitation] = await app.db
    .select({ email: staffInvitations.email, role: staffInvitations.role })
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, hashOf(app, token)),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, sql`now()`),
      ),
    );
  if (!invitation) throw new HttpError(404, ERROR_CODES.notFound, STAFF_MESSAGES.invitationInvalid);
  return invitation;
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
      return createAdmin(tx as unknown as Db, {
        email: invitation.email,
        password: input.password,
        name: input.name,
        role: invitation.role,
      });
    });
  } catch (error) {
    if ((error as { code?: string; cause?: { code?: string } }).code === '23505') throw alreadyAdmin();
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw alreadyAdmin();
    throw error;
  }
}

const lastOwner = () => new HttpError(409, ERROR_CODES.conflict, ROLE_MESSAGES.lastOwner);
const gone = () => new HttpError(404, ERROR_CODES.notFound, STAFF_MESSAGES.adminNotFound);
const describe = (person: { name: string }, role: Role) => `${person.name}: ${ROLE_WORDS[role].name}`;

/**
 * Removes someone from the staff (their sessions go with them). The owner cannot be removed (ownership is
 * handed over first), nor the last member of staff; an Editor removes only Authors and Contributors. The
 * lock makes the count true until the removal commits, whatever runs beside it.
 */
export async function removeAdmin(db: Db, actor: AdminRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_LOCK})`);
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(admins);
    const [target] = await tx.select().from(admins).where(eq(admins.id, id));
    if (!target) throw gone();
    if (target.role === 'owner') throw lastOwner();
    if (count <= 1) throw new HttpError(409, ERROR_CODES.conflict, STAFF_MESSAGES.lastAdmin);
    if (target.id !== actor.id) mustManage(actor, target.role);
    await tx.delete(admins).where(eq(admins.id, id));
    await recordActivity(tx as unknown as Db, actor, 'staff-removal', {
      person: target,
      title: describe(target, target.role),
    });
  });
}

/**
 * Gives a colleague another role (not the owner's: that is handed over). It holds from their next request,
 * since the guard reads the role from the account each time.
 */
export async function changeRole(db: Db, actor: AdminRow, id: string, role: Exclude<Role, 'owner'>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_LOCK})`);
    const [target] = await tx.select().from(admins).where(eq(admins.id, id)).for('update');
    if (!target) throw gone();
    if (target.role === 'owner') throw lastOwner();
    if (target.role === role) return target;
    const [changed] = await tx.update(admins).set({ role, updatedAt: sql`now()` }).where(eq(admins.id, id)).returning();
    await recordActivity(tx as unknown as Db, actor, 'role-change', { person: target, title: describe(target, role) });
    return changed ?? target;
  });
}

/**
 * The owner hands the site over to a colleague, with their own password: the colleague becomes the owner and
 * the one before an Administrator, in one transaction (at no moment are there two owners, or none).
 */
export async function handOver(db: Db, owner: AdminRow, id: string, password: string) {
  if (!(await verifyPassword(owner.passwordHash, password))) {
    throw new HttpError(400, ERROR_CODES.validation, ROLE_MESSAGES.handoverPassword, {
      password: ROLE_MESSAGES.handoverPassword,
    });
  }
  if (id === owner.id) throw new HttpError(409, ERROR_CODES.conflict, ROLE_MESSAGES.handoverSelf);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_LOCK})`);
    const [target] = await tx.select().from(admins).where(eq(admins.id, id));
    if (!target) throw gone();
    const stepped = await tx
      .update(admins)
      .set({ role: 'administrator', updatedAt: sql`now()` })
      .where(and(eq(admins.id, owner.id), eq(admins.role, 'owner')))
      .returning({ id: admins.id });
    // Handed over already, by another request of the same owner: nothing more to do here.
    if (stepped.length === 0) throw forbidden();
    await tx.update(admins).set({ role: 'owner', updatedAt: sql`now()` }).where(eq(admins.id, id));
    await recordActivity(tx as unknown as Db, owner, 'ownership-handover', {
      person: target,
      title: describe(target, 'owner'),
    });
  });
}
