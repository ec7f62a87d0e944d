/**
 * A site-wide bound on confirmation mails (issue 26, item 9): 200 clients asking for 200 sign-ups made 200 mails
 * to addresses of their choosing. Past CONFIRM_MAILS_PER_HOUR in any 60 minutes, sign-ups are kept and their
 * mails wait for room; the bound holds for a burst on two instances of one database.
 */
import { isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { subscribers } from '../../src/server/db/schema';
import { sendWaitingConfirmations } from '../../src/server/newsletter/subscriptions';
import { clientAddress, createTestApp, type TestApp } from '../helpers/app';
import { startSmtp, type TestSmtp } from '../helpers/smtp';

const CAP = 5;
let smtp: TestSmtp;
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, CONFIRM_MAILS_PER_HOUR: String(CAP) });
  other = await buildApp(t.config, { database: t.database });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
  await smtp.close();
});

const count = async (where?: ReturnType<typeof sql>) => {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(subscribers).where(where);
  return row?.n ?? 0;
};
const mailedAddresses = () => smtp.mails.flatMap((mail) => mail.to);

describe('confirmation mails across the site', () => {
  it(`go out ${CAP} in an hour at most, whatever the burst; the rest are kept and sent when there is room`, async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `burst-${i}@example.com`);
    const answers = await Promise.all(
      addresses.map((email, i) =>
        (i % 2 ? other : t.app).inject({
          method: 'POST',
          url: '/api/subscribe',
          remoteAddress: clientAddress(),
          payload: { email },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(addresses.map(() => 202));
    // Every sign-up is kept (stored after its answer) ...
    await vi.waitFor(async () => expect(await count()).toBe(30), { timeout: 10_000 });
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(CAP), { timeout: 10_000 });
    // ... and no more mails follow.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.mails).toHaveLength(CAP);
    expect(await count(isNull(subscribers.confirmSentAt))).toBe(30 - CAP);
    expect(await count(sql`${subscribers.status} = 'pending'`)).toBe(30);

    // Within the hour, the waiting check finds no room.
    expect(await sendWaitingConfirmations(t.app)).toBe(0);

    // An hour later: the check (run on both instances at once) sends the next five, oldest first, once each.
    await t.database.db
      .update(subscribers)
      .set({ confirmSentAt: sql`${subscribers.confirmSentAt} - interval '61 minutes'` })
      .where(isNotNull(subscribers.confirmSentAt));
    const sent = await Promise.all([sendWaitingConfirmations(t.app), sendWaitingConfirmations(other)]);
    expect(sent[0] + sent[1]).toBe(CAP);
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(2 * CAP), { timeout: 10_000 });
    const mailed = mailedAddresses();
    expect(new Set(mailed).size).toBe(2 * CAP);
    expect(await count(isNull(subscribers.confirmSentAt))).toBe(30 - 2 * CAP);
  });
});
