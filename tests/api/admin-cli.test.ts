import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli } from '../../src/server/auth/admin-cli';
import { findAdminByEmail } from '../../src/server/auth/admins.service';
import { verifyPassword } from '../../src/server/auth/passwords';
import { openDatabase } from '../../src/server/db/client';
import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from '../helpers/database';

let dir: string;
let pg: TestDatabase | undefined;
let env: Record<string, string>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kestrel-cli-'));
  env = { DATA_DIR: dir };
  if (TEST_DB_KIND === 'postgres') {
    pg = await createTestDatabase();
    await pg.close();
    env.DATABASE_URL = pg.url ?? '';
  }
});
afterAll(async () => {
  await pg?.destroy();
  await rm(dir, { recursive: true, force: true });
});

async function cli(args: string[], stdin: string) {
  const out: string[] = [];
  await runAdminCli(args, { stdin: Readable.from([Buffer.from(stdin)]), env, out: (line) => out.push(line) });
  return out.join('\n');
}

async function admin(email: string) {
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dir: path.join(dir, 'pgdata') });
  try {
    return await findAdminByEmail(database.db, email);
  } finally {
    await database.close();
  }
}

describe('npm run admin', () => {
  it('creates an administrator with an argon2id hash of the password read from stdin', async () => {
    // The first account made on the machine is the owner (issue 25); the next ones are administrators.
    expect(await cli(['create', '--email', 'ops@example.com', '--name', 'Ops'], 'piped password 1\n')).toBe(
      'Owner ops@example.com created.',
    );
    const row = await admin('ops@example.com');
    expect(row?.role).toBe('owner');
    expect(row?.name).toBe('Ops');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? null, 'piped password 1')).toBe(true);
  });

  it('sets a new password and revokes the sessions', async () => {
    const before = await admin('ops@example.com');
    await cli(['set-password', '--email', 'OPS@example.com'], 'second password\n');
    const after = await admin('ops@example.com');
    expect(await verifyPassword(after?.passwordHash ?? null, 'second password')).toBe(true);
    expect(after?.tokenVersion).toBe((before?.tokenVersion ?? 0) + 1);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    await expect(cli(['set-password', '--email', 'ops@example.com'], 'short\n')).rejects.toThrow(
      'Password must be at least 8 characters.',
    );
    expect(await verifyPassword((await admin('ops@example.com'))?.passwordHash ?? null, 'second password')).toBe(true);
    await expect(cli(['create', '--email', 'ops@example.com'], 'whatever 123\n')).rejects.toThrow('already exists');
    await expect(cli(['set-password', '--email', 'nobody@example.com'], 'whatever 123\n')).rejects.toThrow(
      'No administrator nobody@example.com.',
    );
    await expect(cli(['create', '--email', 'not-an-email'], 'whatever 123\n')).rejects.toThrow('Not an e-mail address');
    await expect(cli(['create'], '')).rejects.toThrow(/Usage:/);
    await expect(cli(['delete', '--email', 'ops@example.com'], '')).rejects.toThrow(/Usage:/);
  });
});

describe('the first administrator', () => {
  it('is created on start from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated password, only once', async () => {
    const { ensureInitialAdmin } = await import('../../src/server/auth/admins.service');
    const given = await createTestDatabase();
    try {
      expect(
        await ensureInitialAdmin(given.db, { adminEmail: 'boss@example.com', adminPassword: 'given password' }),
      ).toEqual({ email: 'boss@example.com', generatedPassword: null });
      const row = await findAdminByEmail(given.db, 'boss@example.com');
      expect(await verifyPassword(row?.passwordHash ?? null, 'given password')).toBe(true);
      expect(
        await ensureInitialAdmin(given.db, { adminEmail: 'other@example.com', adminPassword: 'x'.repeat(9) }),
      ).toBe(null);
    } finally {
      await given.destroy();
    }

    const generated = await createTestDatabase();
    try {
      const created = await ensureInitialAdmin(generated.db, { adminEmail: undefined, adminPassword: undefined });
      expect(created?.email).toBe('admin@example.com');
      expect(created?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{20}$/);
      const row = await findAdminByEmail(generated.db, 'admin@example.com');
      expect(await verifyPassword(row?.passwordHash ?? null, created?.generatedPassword ?? '')).toBe(true);
    } finally {
      await generated.destroy();
    }
  });
});
