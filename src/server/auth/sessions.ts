/**
 * Server-side sessions: every sign-in opens one, every token names one, and the guard accepts a token
 * only while its session is open. Signing out, "Sign out everywhere" and a password reset close them.
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { REMEMBERED_SESSION_DAYS } from '../../shared/limits';
import type { Db } from '../db/client';
import { adminSessions, admins } from '../db/schema';
import { describeDevice } from './device';
import type { SessionClaims } from './tokens';

export type SessionRow = typeof adminSessions.$inferSelect;

/** "Last seen" is written at most this often per session, not on every request. */
const LAST_SEEN_EVERY_MS = 60_000;

export async function openSession(
  db: Db,
  adminId: string,
  userAgent: string | undefined,
  ttlHours: number,
  remember = false,
) {
  const [row] = await db
    .insert(adminSessions)
    .values({
      adminId,
      device: describeDevice(userAgent),
      remember,
      expiresAt: remember
        ? sql`now() + make_interval(days => ${REMEMBERED_SESSION_DAYS})`
        : sql`now() + make_interval(secs => ${Math.round(ttlHours * 3600)})`,
    })
    .returning();
  if (!row) throw new Error('The session was not opened.');
  return row;
}

/** The administrator and session a token's claims name, while that session is open; otherwise null. */
export async function findOpenSession(db: Db, claims: SessionClaims) {
  const [row] = await db
    .select({ admin: admins, session: adminSessions })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.id, claims.sessionId),
        eq(adminSessions.adminId, claims.adminId),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  // A password reset bumps the version, which also revokes tokens of sessions it did not close.
  if (!row || row.admin.tokenVersion !== claims.tokenVersion) return null;
  if (Date.now() - row.session.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
    await db
      .update(adminSessions)
      .set({
        lastSeenAt: sql`now()`,
        // A remembered session slides: 30 days from its last use.
        ...(row.session.remember ? { expiresAt: sql`now() + make_interval(days => ${REMEMBERED_SESSION_DAYS})` } : {}),
      })
      .where(eq(adminSessions.id, row.session.id));
  }
  return row;
}

/** The administrator's open sessions, most recently seen first. */
export async function listSessions(db: Db, adminId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(adminSessions)
    .where(
      and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, sql`now()`)),
    )
    .orderBy(desc(adminSessions.lastSeenAt), desc(adminSessions.createdAt));
}

/** Closes one of the administrator's sessions; false when they have no such open session. */
export async function revokeSession(db: Db, adminId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(adminSessions.id, sessionId), eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt)))
    .returning({ id: adminSessions.id });
  return rows.length > 0;
}

/** Closes every open session of the administrator. */
export async function revokeAllSessions(db: Db, adminId: string): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt)));
}
