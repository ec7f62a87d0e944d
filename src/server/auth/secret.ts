/**
 * The server's signing secret: JWT_SECRET when set (required in production), otherwise a random one
 * generated once into DATA_DIR so that sessions survive restarts. Never logged, never sent.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

export async function loadSecret(config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'secret.key');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' fails if another process wrote it first; then its secret is the one to use.
  await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}

/** Separate keys for separate jobs, derived from the one secret. */
export function deriveKey(secret: string, purpose: 'jwt' | 'codes' | 'totp' | 'device' | 'analytics'): Buffer {
  return createHmac('sha256', secret).update(`kestrel:${purpose}`).digest();
}
