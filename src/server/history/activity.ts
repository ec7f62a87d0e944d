/**
 * The activity log (issue 12): who did what, when. Content writes are recorded by the database in the
 * transaction of the write (migration 0010); sign-ins and password changes by `recordActivity`. Nothing here
 * changes or deletes an entry.
 */
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activity } from '../db/schema';
import { adminFrom } from './admin-from';
import { fieldName } from './registry';

export const ACTIVITY_PAGE_SIZE = 25;

type Person = { id: string; email: string; name: string };

/**
 * Records an account event: a sign-in or password change of `admin`, or (with `about`) a change `admin` made
 * to a colleague's account, e.g. their role (`title` then says what it became).
 */
export async function recordActivity(
  db: Db,
  admin: Person,
  action: 'sign-in' | 'password-change' | 'role-change' | 'ownership-handover' | 'staff-removal',
  about: { person: Person; title: string } | null = null,
) {
  await db.insert(activity).values({
    adminId: admin.id,
    adminEmail: admin.email,
    adminName: admin.name,
    action,
    type: 'account',
    recordId: about?.person.id ?? admin.id,
    title: about?.title ?? admin.name,
  });
}

export interface ActivityFilter {
  limit: number;
  page: number;
  /** The administrator's e-mail, in any case. */
  admin?: string | undefined;
  type?: string | undefined;
}

/** A page of the log, newest first, with the number of entries the filter matches. */
export async function listActivity(db: Db, { limit, page, admin, type }: ActivityFilter) {
  const filters: SQL[] = [];
  if (admin) filters.push(sql`lower(${activity.adminEmail}) = lower(${admin})`);
  if (type) filters.push(eq(activity.type, type));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(activity)
      .where(where)
      .orderBy(desc(activity.seq))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(activity).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      at: row.at.toISOString(),
      admin: adminFrom(row),
      action: row.action,
      type: row.type,
      recordId: row.recordId,
      title: row.title,
      fields: row.fields.map(fieldName),
    })),
    total: total?.n ?? 0,
  };
}
