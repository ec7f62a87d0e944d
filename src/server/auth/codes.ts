/**
 * Recovery codes and reset tokens. Each is random, stored only as an HMAC, expires, and works once; the tries
 * at a code are limited per client and address (auth.routes.ts), not counted on the code.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { CODE_LENGTH, EMAIL_CHANGE_TTL_MS, OTP_TTL_MS, RESET_TOKEN_TTL_MS } from '../../shared/limits';
import { CODE_ALPHABET } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import { admins, oneTimeCodes } from '../db/schema';

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

/** What a code is compared with when the address has no live code: the same work, never a match. */
const NO_CODE = '0'.repeat(64);

/**
 * Checks `code` against the live code of the administrator whose address is `email` (one query, whether or not
 * there is one). A wrong try spends nothing: how many tries a client gets is the limits' job (auth.routes.ts),
 * so that a stranger's guesses cannot use up the owner's code. The right code is used up and exchanged for a
 * reset token. Null for any failure.
 */
export async function redeemCode(db: Db, key: Buffer, email: string, code: string): Promise<string | null> {
  const [live] = await db
    .select({ id: oneTimeCodes.id, adminId: oneTimeCodes.adminId, codeHash: oneTimeCodes.codeHash })
    .from(oneTimeCodes)
    .innerJoin(admins, eq(admins.id, oneTimeCodes.adminId))
    .where(
      and(
        sql`lower(${admins.email}) = ${email.trim().toLowerCase()}`,
        eq(oneTimeCodes.purpose, 'otp'),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  const matches = sameDigest(live?.codeHash ?? NO_CODE, digest(key, code));
  if (!live || !matches) return null;
  // Use the code up in the same statement that checks it is unused, so two requests cannot both win.
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  if (used.length === 0) return null;

  const resetToken = randomBytes(32).toString('base64url');
  await db.insert(oneTimeCodes).values({
    adminId: live.adminId,
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
