/**
 * Subscribing answers as fast for an address already subscribed (which gets no mail) as for a new one (a row and
 * a queued confirmation): everything that depends on the address happens after the answer (issue 26). The test
 * makes that work slow in the database itself, so that any of it done before the answer shows in the answer's
 * time by a second, far beyond what a busy machine adds.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscribers } from '../../src/server/db/schema';
import { SUBSCRIPTION_WORDS as W } from '../../src/shared/subscriptions';
import { clientAddress, createTestApp, type TestApp } from '../helpers/app';
import { startSmtp, type TestSmtp } from '../helpers/smtp';

const SLOW_SECONDS = 1;

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  // Every write of a subscriber (the sign-up's row, the claim of its confirmation) waits a second.
  await t.database.db.execute(
    sql.raw(`create function slow_subscriber() returns trigger language plpgsql as $$
      begin perform pg_sleep(${SLOW_SECONDS}); return new; end $$`),
  );
  await t.database.db.execute(
    sql.raw(`create trigger slow_subscriber before insert or update on subscribers
      for each row execute function slow_subscriber()`),
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function timedSubscribe(email: string): Promise<number> {
  const started = process.hrtime.bigint();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscribe',
    payload: { email },
    remoteAddress: clientAddress(),
  });
  expect(res.statusCode).toBe(202);
  expect(res.json()).toEqual({ message: W.checkInbox });
  return Number(process.hrtime.bigint() - started) / 1e6;
}

describe('POST /api/subscribe timing', () => {
  it('answers before any work that depends on the address, new or already subscribed', async () => {
    await t.database.db
      .insert(subscribers)
      .values({ email: 'reader@example.org', status: 'confirmed', confirmedAt: new Date() });
    const since = new Date();
    const subscribed = await timedSubscribe('reader@example.org');
    // Its work after the answer ends before the next answer is timed (PGlite has one connection: a query waits).
    await vi.waitFor(
      async () => {
        const [row] = await t.database.db
          .select({ at: subscribers.updatedAt })
          .from(subscribers)
          .where(eq(subscribers.email, 'reader@example.org'));
        expect(row?.at.getTime()).toBeGreaterThanOrEqual(since.getTime());
      },
      { timeout: 10_000, interval: 20 },
    );
    const fresh = await timedSubscribe('newcomer@example.org');
    // Storing the new address and claiming its mail take two slow writes after the answer; the answer took none.
    // With the sign-up stored before the answer, each took two seconds here (an upsert fires both triggers).
    expect(subscribed, 'an address already subscribed').toBeLessThan(SLOW_SECONDS * 1000);
    expect(fresh, 'a new address').toBeLessThan(SLOW_SECONDS * 1000);
    // The work was still done, after the answers: the new address is mailed, the subscribed one is not.
    await smtp.waitFor('newcomer@example.org', 0, /confirm/);
    expect(smtp.mails.filter((m) => m.to.includes('reader@example.org'))).toEqual([]);
  });
});
