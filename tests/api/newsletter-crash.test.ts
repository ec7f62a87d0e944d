/**
 * A post's mail to subscribers survives a crash (issue 14): the server process is killed (SIGKILL) in the middle
 * of the send, started again on the same database, and every subscriber ends up with exactly one mail, none
 * lost and none twice, counted at the real SMTP server. Needs the build (`npm run build`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { subscribers } from '../../src/server/db/schema';
import type { NewsletterProgress } from '../../src/shared/subscriptions';
import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from '../helpers/database';
import { SERVER_ADMIN, type ServerProcess, startServerProcess } from '../helpers/server-process';
import { startSmtp, type TestSmtp } from '../helpers/smtp';

const SUBSCRIBERS = 60;
const TITLE = 'Survives A Crash';

let smtp: TestSmtp;
let dataDir: string;
let database: TestDatabase | undefined;
const servers: ServerProcess[] = [];
const addresses = Array.from({ length: SUBSCRIBERS }, (_, i) => `crash-reader-${i}@example.org`);

beforeAll(async () => {
  smtp = await startSmtp();
  dataDir = await mkdtemp(path.join(tmpdir(), 'kestrel-crash-'));
  // The subscribers are in the database before the site first starts.
  if (TEST_DB_KIND === 'postgres') database = await createTestDatabase();
  const db = database ?? (await openDatabase({ dir: `${dataDir}/pgdata` }));
  await db.migrate();
  await db.db
    .insert(subscribers)
    .values(addresses.map((email) => ({ email, status: 'confirmed' as const, confirmedAt: new Date() })));
  await db.close();
});
afterAll(async () => {
  for (const server of servers) await server.dispose();
  await database?.destroy();
  await rm(dataDir, { recursive: true, force: true });
  await smtp.close();
});

const start = async () => {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    // Three mails a second: the send takes about 20 s, time enough to be cut in the middle.
    MAIL_RATE_PER_MINUTE: '180',
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
  });
  servers.push(server);
  return server;
};
const received = () => smtp.mails.filter((mail) => mail.raw.includes(`Subject: ${TITLE}`));
async function until(check: () => boolean, seconds: number, what: string) {
  const end = Date.now() + seconds * 1000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what} did not happen within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('killed mid-send and started again, the site mails every subscriber exactly once', async () => {
  const first = await start();
  const login = await fetch(`${first.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SERVER_ADMIN),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title: TITLE,
    category: 'Technology',
    status: 'published',
    emailSubscribers: 'true',
  })) {
    form.append(name, value);
  }
  const created = await fetch(`${first.url}/api/blog`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(created.status).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };

  await until(() => received().length >= 12, 30, 'the first mails');
  first.child.kill('SIGKILL');
  await first.exited;
  const atCrash = received().length;
  expect(atCrash).toBeLessThan(SUBSCRIBERS);

  const second = await start();
  await until(() => received().length >= SUBSCRIBERS, 120, 'the rest of the mails');
  // Anything sent twice would arrive now.
  await new Promise((resolve) => setTimeout(resolve, 4000));
  const recipients = received()
    .flatMap((mail) => mail.to)
    .sort();
  expect(recipients).toEqual([...addresses].sort());

  const progress = await fetch(`${second.url}/api/blog/${id}/newsletter`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await progress.json()) as NewsletterProgress).toMatchObject({
    status: 'sent',
    sent: SUBSCRIBERS,
    failed: 0,
    pending: 0,
  });
}, 240_000);
