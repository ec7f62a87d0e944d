/**
 * Two-factor sign-in with TOTP (RFC 6238, any authenticator app) through otplib, and ten single-use
 * recovery codes. The secret is kept encrypted (AES-256-GCM, a key derived from the server secret); a
 * code works once (the last accepted time step is kept); recovery codes are kept only as an HMAC.
 */
import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto';
import { verify } from '@otplib/totp';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, NobleCryptoPlugin, ScureBase32Plugin } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '../../shared/limits';
import { CODE_ALPHABET } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import { adminRecoveryCodes, admins } from '../db/schema';
import type { AdminRow } from './admins.service';
import { digest } from './codes';

const ISSUER = 'Kestrel Digital';
/** A code from the step before or after is accepted too (clocks drift, people type slowly). */
const TOLERANCE_SECONDS = 30;
const crypto = new NobleCryptoPlugin();
const base32 = new ScureBase32Plugin();

export function encrypt(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

export function decrypt(key: Buffer, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) throw new Error('A sealed value is damaged.');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

/** Starts setting up: a new secret, kept pending until a first code proves the app has it. */
export async function startSetup(db: Db, key: Buffer, admin: AdminRow) {
  const secret = generateSecret();
  await db
    .update(admins)
    .set({ totpPendingSecret: encrypt(key, secret) })
    .where(eq(admins.id, admin.id));
  const otpauthUrl = generateURI({ issuer: ISSUER, label: admin.email, secret });
  return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
}

/** The time step of `code` when it is right for `secret` now, else null. */
async function stepOf(secret: string, code: string): Promise<number | null> {
  // Apps show `123 456`; anything but six digits is no code from an app (otplib throws on it, not answers no).
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({ secret, token, epochTolerance: TOLERANCE_SECONDS, crypto, base32 });
  return result.valid ? result.timeStep : null;
}

const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Turns two-factor on with a first code from the pending secret; answers the recovery codes (shown
 * once, kept only as an HMAC), or null when the code is wrong or nothing is being set up.
 */
export async function enable(db: Db, keys: { totpKey: Buffer; codeKey: Buffer }, admin: AdminRow, code: string) {
  if (!admin.totpPendingSecret) return null;
  const step = await stepOf(decrypt(keys.totpKey, admin.totpPendingSecret), code);
  if (step === null) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const enabled = await db.transaction(async (tx) => {
    // Only the secret that was shown: a second setup started meanwhile replaces it, and this code no longer counts.
    const rows = await tx
      .update(admins)
      .set({ totpSecret: admin.totpPendingSecret, totpPendingSecret: null, totpLastStep: step })
      .where(and(eq(admins.id, admin.id), eq(admins.totpPendingSecret, admin.totpPendingSecret as string)))
      .returning({ id: admins.id });
    if (rows.length === 0) return false;
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
    await tx
      .insert(adminRecoveryCodes)
      .values(codes.map((c) => ({ adminId: admin.id, codeHash: digest(keys.codeKey, normalizeRecoveryCode(c)) })));
    return true;
  });
  return enabled ? codes : null;
}

/**
 * Whether `code` is a right second factor for the administrator: a TOTP code not used before, or an
 * unused recovery code (used up by this). Atomic: of two requests with one code, one succeeds.
 */
export async function proveSecondFactor(
  db: Db,
  keys: { totpKey: Buffer; codeKey: Buffer },
  admin: AdminRow,
  code: string,
): Promise<boolean> {
  if (!admin.totpSecret) return false;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const step = await stepOf(decrypt(keys.totpKey, admin.totpSecret), trimmed);
    if (step === null) return false;
    const rows = await db
      .update(admins)
      .set({ totpLastStep: step })
      .where(and(eq(admins.id, admin.id), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
      .returning({ id: admins.id });
    return rows.length === 1;
  }
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, admin.id),
        eq(adminRecoveryCodes.codeHash, digest(keys.codeKey, normalizeRecoveryCode(trimmed))),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return rows.length === 1;
}

export async function disable(db: Db, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(eq(admins.id, adminId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  });
}

export async function recoveryCodesLeft(db: Db, adminId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
