/**
 * Issue 27, item 5: a mail server's permanent refusal (550: no such mailbox) fails that one mail's job at once, as
 * failed, and it is not tried again; a refusal for now (451) still is. With the real SMTP server of the tests.
 * (The newsletter's deliveries: newsletter-send.test.ts, 'an address refused for good fails alone'.)
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONFIRM_MAIL_QUEUE } from '../../src/server/newsletter/subscriptions';
import { clientAddress, createTestApp, type TestApp } from '../helpers/app';
import { startSmtp, type TestSmtp } from '../helpers/smtp';

let smtp: TestSmtp;
let t: TestApp;
const tries = new Map<string, number>();
beforeAll(async () => {
  smtp = await startSmtp();
  smtp.refuse = (to) => {
    const code = to.startsWith('nobody') ? 550 : to.startsWith('busy') ? 451 : null;
    if (code) tries.set(to, (tries.get(to) ?? 0) + 1);
    return code;
  };
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://www.kestrel.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const subscribe = async (email: string) => {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/subscribe',
    remoteAddress: clientAddress(),
    payload: { email },
  });
  expect(answer.statusCode).toBe(202);
};

/** The confirmation job of `email`'s subscriber: its state and how often it was retried. */
async function jobOf(email: string) {
  const result = await t.database.db.execute(sql`
    select j.state::text as state, j.retry_count as retries, j.output
    from pgboss.job j join subscribers s on s.id::text = j.data->>'subscriberId'
    where j.name = ${CONFIRM_MAIL_QUEUE} and s.email = ${email}`);
  return (result as unknown as { rows: { state: string; retries: number; output: unknown }[] }).rows[0];
}

describe('a mail refused by the mail server', () => {
  it('fails at once, recorded as failed with the server’s answer, and is never tried again when refused for good', async () => {
    await subscribe('nobody@example.org');
    await vi.waitFor(async () => expect((await jobOf('nobody@example.org'))?.state).toBe('failed'), {
      timeout: 15_000,
      interval: 200,
    });
    const job = await jobOf('nobody@example.org');
    expect(job?.retries).toBe(0);
    expect(JSON.stringify(job?.output)).toContain('550');
    expect(tries.get('nobody@example.org')).toBe(1);
    // A retry would come after 5 s and the queue's 2 s poll: none comes.
    await new Promise((resolve) => setTimeout(resolve, 9000));
    expect(tries.get('nobody@example.org')).toBe(1);
    expect((await jobOf('nobody@example.org'))?.state).toBe('failed');
  });

  it('is tried again when refused for now', async () => {
    await subscribe('busy@example.org');
    await vi.waitFor(() => expect(tries.get('busy@example.org') ?? 0).toBeGreaterThanOrEqual(2), {
      timeout: 30_000,
      interval: 200,
    });
    expect(['retry', 'active', 'created']).toContain((await jobOf('busy@example.org'))?.state);
  });
});
