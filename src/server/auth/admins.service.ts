import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '../../shared/roles';
import type { AdminProfile } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import { admins } from '../db/schema';
import { recordActivity } from '../history/activity';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';

export type AdminRow = typeof admins.$inferSelect;

export const toAdminProfile = (row: AdminRow): AdminProfile => ({
  _id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  notifyContact: row.notifyContact,
});

export async function findAdminByEmail(db: Db, email: string): Promise<AdminRow | null> {
  const [row] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findAdminById(db: Db, id: string): Promise<AdminRow | null> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row ?? null;
}

export async function hasOwner(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: admins.id }).from(admins).where(eq(admins.role, 'owner')).limit(1);
  return Boolean(row);
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(admins);
  return row?.n ?? 0;
}

export async function createAdmin(db: Db, input: { email: string; password: string; name?: string; role: Role }) {
  const email = input.email.trim();
  const [row] = await db
    .insert(admins)
    .values({
      email,
      name: input.name ?? email.split('@')[0] ?? 'Admin',
      passwordHash: await hashPassword(input.password),
      role: input.role,
    })
    .returning();
  if (!row) throw new Error('The administrator was not created.');
  return row;
}

/** Sets a new password and revokes every session the administrator had; answers the new token version. */
export async function setAdminPassword(db: Db, adminId: string, password: string): Promise<number> {
  await revokeAllSessions(db, adminId);
  const [row] = await db
    .update(admins)
    .set({
      passwordHash: await hashPassword(password),
      tokenVersion: sql`${admins.tokenVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(admins.id, adminId))
    .returning({ tokenVersion: admins.tokenVersion, id: admins.id, email: admins.email, name: admins.name });
  if (row) await recordActivity(db, row, 'password-change');
  return row?.tokenVersion ?? 0;
}

/** Moves the administrator to a new address; false when another account has it (the unique index decides). */
export async function setAdminEmail(db: Db, adminId: string, email: string): Promise<boolean> {
  const rows = await db
    .update(admins)
    .set({ email, updatedAt: sql`now()` })
    .where(
      and(
        eq(admins.id, adminId),
        sql`not exists (select 1 from ${admins} other where lower(other.email) = lower(${email}) and other.id <> ${adminId})`,
      ),
    )
    .returning({ id: admins.id })
    .catch((error: unknown) => {
      if ((error as { cause?: { code?: string } }).cause?.code === '23505') return [];
      throw error;
    });
  return rows.length === 1;
}

/** Changes what an administrator says about themselves: their name, whether contact messages are mailed to them. */
export async function setAdminProfile(
  db: Db,
  adminId: string,
  changes: { name?: string | undefined; notifyContact?: boolean | undefined },
): Promise<AdminRow> {
  const [row] = await db
    .update(admins)
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.notifyContact !== undefined ? { notifyContact: changes.notifyContact } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(admins.id, adminId))
    .returning();
  if (!row) throw new Error('The administrator is gone.');
  return row;
}

export const randomPassword = () => randomBytes(15).toString('base64url');

/** Any fixed number: the advisory lock that makes creating the first administrator happen once. */
const FIRST_ADMIN_LOCK = 727_002;

/**
 * On start, when there is no administrator: create one from ADMIN_EMAIL/ADMIN_PASSWORD, or with a
 * random password that is printed once, on the console only. Several instances may start at once on
 * one empty database: the lock lets exactly one of them create it, and the others find it there.
 */
export async function ensureInitialAdmin(
  db: Db,
  config: { adminEmail: string | undefined; adminPassword: string | undefined },
): Promise<{ email: string; generatedPassword: string | null } | null> {
  if ((await countAdmins(db)) > 0) return null;
  const email = (config.adminEmail ?? 'admin@example.com').trim();
  const generatedPassword = config.adminPassword ? null : randomPassword();
  const passwordHash = await hashPassword(config.adminPassword ?? generatedPassword ?? '');
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    if ((await countAdmins(tx as unknown as Db)) > 0) return false;
    const rows = await tx
      .insert(admins)
      // Named by their address until they choose a name: 'Admin invites you' told an invited colleague nothing.
      .values({ email, name: email.slice(0, 100), passwordHash, role: 'owner' })
      .onConflictDoNothing()
      .returning({ id: admins.id });
    return rows.length > 0;
  });
  return created ? { email, generatedPassword } : null;
}
