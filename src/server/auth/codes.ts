/**
 * Recovery codes and reset tokens. Each is random, stored only as an HMAC, expires, and works once;
 * a code allows a fixed number of tries.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { CODE_LENGTH, EMAIL_CHANGE_TTL_MS, OTP_MAX_TRIES, OTP_TTL_MS, RESET_TOKEN_TTL_MS } from '../../shared/limits';
import { CODE_ALPHABET } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import { oneTimeCodes } from '../db/schema';

export const digest = (key: Buffer, value: string) => createHmac('sha256', key).update(value).digest('hex');
const sameDigest = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function randomCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** Issues a new code for the administrator; any earlier unused code stops working. */
export async function issueCode(db: Db, key: Buffer, adminId: string): Promise<string> {
  const code = randomCode();
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.adminId, adminId), eq(oneTimeCodes.purpose, 'otp'), isNull(oneTimeCodes.usedAt)));
    await tx.insert(oneTimeCodes).values({
      adminId,
      purpose: 'otp',
      codeHash: digest(key, code),
      expiresAt: new Date(Date.now() + OTP_TTL_MS),
    });
  });
  return code;
}

/**
 * Checks `code` against the administrator's live code. A wrong try uses one of its tries; the right
 * code is used up and exchanged for a reset token. Null for any failure.
 */
export async function redeemCode(db: Db, key: Buffer, adminId: string, code: string): Promise<string | null> {
  const [live] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.adminId, adminId),
        eq(oneTimeCodes.purpose, 'otp'),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!live || live.attempts >= OTP_MAX_TRIES) return null;

  if (!sameDigest(live.codeHash, digest(key, code))) {
    await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, live.id));
    return null;
  }
  // Use the code up in the same statement that checks it is unused, so two requests cannot both win.
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  if (used.length === 0) return null;

  const resetToken = randomBytes(32).toString('base64url');
  await db.insert(oneTimeCodes).values({
    adminId,
    purpose: 'reset',
    codeHash: digest(key, resetToken),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  return resetToken;
}

/** The row of a live reset token of the administrator: unused, unexpired, and this token. */
const liveResetToken = (key: Buffer, adminId: string, token: string) =>
  and(
    eq(oneTimeCodes.adminId, adminId),
    eq(oneTimeCodes.purpose, 'reset'),
    eq(oneTimeCodes.codeHash, digest(key, token)),
    isNull(oneTimeCodes.usedAt),
    gt(oneTimeCodes.expiresAt, new Date()),
  );

/** Whether the administrator has this live reset token, without using it up. */
export async function hasResetToken(db: Db, key: Buffer, adminId: string, token: string): Promise<boolean> {
  const rows = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(liveResetToken(key, adminId, token))
    .limit(1);
  return rows.length === 1;
}

/** Uses up a live reset token of the administrator; false when there is none matching. */
export async function consumeResetToken(db: Db, key: Buffer, adminId: string, token: string): Promise<boolean> {
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(liveResetToken(key, adminId, token))
    .returning({ id: oneTimeCodes.id });
  return used.length === 1;
}

/**
 * Issues a link token that moves the administrator to `newEmail` once opened (any earlier pending change
 * stops working). Kept only as an HMAC, like every other code.
 */
export async function issueEmailChange(db: Db, key: Buffer, adminId: string, newEmail: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.adminId, adminId), eq(oneTimeCodes.purpose, 'email'), isNull(oneTimeCodes.usedAt)));
    await tx.insert(oneTimeCodes).values({
      adminId,
      purpose: 'email',
      codeHash: digest(key, token),
      newEmail,
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
    });
  });
  return token;
}

/** Uses up a live e-mail change link: the administrator and the new address, or null. */
export async function consumeEmailChange(
  db: Db,
  key: Buffer,
  token: string,
): Promise<{ adminId: string; newEmail: string } | null> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.purpose, 'email'),
        eq(oneTimeCodes.codeHash, digest(key, token)),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .returning({ adminId: oneTimeCodes.adminId, newEmail: oneTimeCodes.newEmail });
  return row?.newEmail ? { adminId: row.adminId, newEmail: row.newEmail } : null;
}
