import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createAdmin, ensureInitialAdmin } from '../../src/server/auth/admins.service';
import { loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { admins } from '../../src/server/db/schema';
import { describeError } from '../../src/server/log-safe';
import { invitationMail } from '../../src/server/mail/templates';
import { clientAddress } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

const ADMIN = { adminEmail: 'first@example.com', adminPassword: 'first start secret 42' };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  cleanups.push(() => database.destroy());
  return database;
}

/** Another connection to the same database, as a second instance of the site has. */
async function secondInstance(database: TestDatabase): Promise<Database> {
  if (!database.url) return database;
  const other = await openDatabase({ url: database.url });
  cleanups.push(() => other.close());
  return other;
}

describe('the first administrator', () => {
  it('is created exactly once when several instances start at once on an empty database', async () => {
    const database = await freshDatabase();
    const instances = [database, await secondInstance(database), await secondInstance(database)];
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => ensureInitialAdmin((instances[i % 3] as Database).db, ADMIN)),
    );
    expect(results.filter((r) => r !== null)).toEqual([{ email: ADMIN.adminEmail, generatedPassword: null }]);
    const rows = await database.db.select({ email: admins.email }).from(admins);
    expect(rows).toEqual([{ email: ADMIN.adminEmail }]);
  });

  it('generates one password, printed by the one instance that created the account', async () => {
    const database = await freshDatabase();
    const other = await secondInstance(database);
    const noPassword = { adminEmail: undefined, adminPassword: undefined };
    const results = await Promise.all(
      [database, other, database, other].map((d) => ensureInitialAdmin(d.db, noPassword)),
    );
    const created = results.filter((r) => r !== null);
    expect(created).toHaveLength(1);
    expect(created[0]?.generatedPassword).toMatch(/^[\w-]{20}$/);
  });

  it('is named by their e-mail address, so that their invitations say who invites (not "Admin invites you")', async () => {
    const database = await freshDatabase();
    await ensureInitialAdmin(database.db, ADMIN);
    const [row] = await database.db.select({ name: admins.name }).from(admins);
    expect(row?.name).toBe(ADMIN.adminEmail);
    const mail = invitationMail('new@example.com', 'https://site.example/invite/x', row?.name ?? null);
    expect(mail.text).toContain(`${ADMIN.adminEmail} invites you to the`);
    expect(mail.text).not.toContain('Admin invites you');
  });
});

describe('logs', () => {
  it('never carry a failed query’s parameters: no password hash, no visitor’s words', async () => {
    const database = await freshDatabase();
    const lines: string[] = [];
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kestrel-logs-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const app = await buildApp(config, { database, logStream: { write: (line) => lines.push(line) } });
    cleanups.push(() => app.close());

    // A duplicate administrator: the failed insert's parameters hold the argon2id hash.
    await createAdmin(database.db, { email: 'dup@example.com', password: ADMIN.adminPassword, role: 'editor' });
    const duplicate = await createAdmin(database.db, {
      email: 'dup@example.com',
      password: ADMIN.adminPassword,
      role: 'editor',
    }).catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect(String((duplicate as Error).message)).toContain('$argon2id$'); // what used to be printed
    app.log.error({ err: duplicate }, 'could not create the administrator');
    const printed = describeError(duplicate);
    expect(printed).toContain('insert into "admins"');
    expect(printed).not.toContain('$argon2id$');
    expect(printed).not.toContain('dup@example.com');

    // A request whose query fails: the visitor's words are in the parameters.
    await database.db.execute(sql`drop table contact_submissions`);
    const secret = `marker-${crypto.randomUUID()}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: clientAddress(),
      payload: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', number: '123', message: secret },
    });
    expect(res.statusCode).toBe(500);

    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('could not create the administrator');
    expect(log).toContain('[redacted]');
    for (const leaked of ['$argon2id$', secret, 'ada@example.com', 'dup@example.com', ADMIN.adminPassword]) {
      expect(log).not.toContain(leaked);
    }
  });
});
