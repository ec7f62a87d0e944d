/** User Contacts' list (issue 29): one page of the messages, newest first, searched on the server. */
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContactSubmission } from '../../../shared/schemas/contact';
import type { contactListQuery } from '../../../shared/schemas/contact-admin';
import type { Db } from '../../db/client';
import { contactSubmissions as messages } from '../../db/schema';
import { recordOf } from '../records';

/** `%`, `_` and `\` typed by the administrator are themselves, not patterns. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function toContactSubmission(row: typeof messages.$inferSelect): ContactSubmission {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    // FirstName/LastName as well: the spec's admin screen reads those names (SPEC 3).
    FirstName: row.firstName,
    LastName: row.lastName,
    email: row.email,
    number: row.number,
    message: row.message,
    read: row.readAt !== null,
    ...recordOf(row),
  };
}

/**
 * One page of the messages and how many match. The words are looked for in the names, the address and the
 * text (a message is at most a few thousand characters; without a trigram index this reads every message, which
 * takes milliseconds at the tens of thousands an inbox holds).
 */
export async function listContactMessages(
  db: Db,
  { limit, page, q }: Omit<z.output<typeof contactListQuery>, 'around'>,
) {
  const words = q ? containing(q) : null;
  const where = words
    ? or(
        ilike(messages.firstName, words),
        ilike(messages.lastName, words),
        ilike(messages.email, words),
        ilike(messages.message, words),
      )
    : undefined;
  const newestFirst = [desc(messages.createdAt), desc(messages.id)];
  const ids = db
    .select({ id: messages.id })
    .from(messages)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset((page - 1) * limit);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(inArray(messages.id, ids))
      .orderBy(...newestFirst),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return { items: rows.map(toContactSubmission), total: total?.n ?? 0 };
}

/** Where a message is in the list, newest first: its page of `limit`, or null when there is no such message. */
export async function pageOfMessage(db: Db, id: string, limit: number): Promise<number | null> {
  const [row] = await db.select({ createdAt: messages.createdAt }).from(messages).where(eq(messages.id, id));
  if (!row) return null;
  const [newer] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      or(
        sql`${messages.createdAt} > ${row.createdAt}`,
        and(eq(messages.createdAt, row.createdAt), sql`${messages.id} > ${id}`),
      ),
    );
  return Math.floor((newer?.n ?? 0) / limit) + 1;
}
