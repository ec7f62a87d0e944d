/**
 * Staff accounts (issue 13): invitations by mail (48 hours, once, revocable, resent with a new link), accepting
 * one signs the new administrator in, removing one ends their sessions at once, and the last one stays.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, staffInvitations } from '../../src/server/db/schema';
import { STAFF_MESSAGES } from '../../src/shared/admin-words/staff';
import { clientAddress, createTestApp, type TestApp } from '../helpers/app';
import { ADMIN_PASSWORD, makeAdmin } from '../helpers/factories';
import { startSmtp, type TestSmtp, textOf } from '../helpers/smtp';

let smtp: TestSmtp;
let t: TestApp;
let owner: { email: string; token: string };

async function signIn(email: string, password = ADMIN_PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    remoteAddress: clientAddress(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { email, token: res.json().token as string };
}

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://www.kestrel.test' });
  owner = await signIn((await makeAdmin(t.database.db, { role: 'owner' })).email);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: { token: string } | null, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    remoteAddress: clientAddress(),
    ...(payload ? { payload } : {}),
  });

/** The token of the newest invitation link mailed to `email` after mail number `since`. */
async function linkFor(email: string, since: number) {
  const mail = await smtp.waitFor(email, since, /invite/);
  const token = textOf(mail).match(/https:\/\/www\.kestrel\.test\/invite\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no link in:\n${mail.raw}`);
  return token;
}

let invited = 0;
async function inviteSomeone() {
  invited += 1;
  const email = `new${invited}@example.org`;
  const since = smtp.mails.length;
  const res = await call('POST', '/admin/staff/invitations', owner, { email, role: 'editor' });
  expect(res.statusCode, res.body).toBe(202);
  return { email, id: res.json()._id as string, token: await linkFor(email, since) };
}
const accept = (token: string, over: object = {}) =>
  call('POST', '/admin/staff/invitations/accept', null, {
    token,
    name: 'Grace Hopper',
    password: 'a long new password',
    ...over,
  });

describe('invitations', () => {
  it('mail a link that makes the account once, signed in, listed with its last sign-in', async () => {
    const { email, token } = await inviteSomeone();
    const listed = (await call('GET', '/admin/staff', owner)).json();
    expect(listed.invitations).toContainEqual(expect.objectContaining({ email, invitedBy: expect.any(String) }));
    // The page the link opens asks first whether it still works, and for what.
    const check = () => call('POST', '/admin/staff/invitations/check', null, { token });
    expect((await check()).json()).toEqual({ email, role: 'editor' });

    const res = await accept(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().admin).toMatchObject({ email, name: 'Grace Hopper', role: 'editor' });
    const used = await check();
    expect(used.statusCode).toBe(404);
    expect(used.json().message).toBe(STAFF_MESSAGES.invitationInvalid);
    // Signed in: the token works.
    expect((await call('GET', '/admin/me', { token: res.json().token })).json()).toMatchObject({ email });
    // Once.
    expect((await accept(token)).statusCode).toBe(404);
    const after = (await call('GET', '/admin/staff', owner)).json();
    expect(after.invitations.map((i: { email: string }) => i.email)).not.toContain(email);
    expect(after.admins).toContainEqual(
      expect.objectContaining({ email, name: 'Grace Hopper', twoFactor: false, lastSignInAt: expect.any(String) }),
    );
    // The password chosen signs in.
    await signIn(email, 'a long new password');
  });

  it('make one account when the link is opened 20 times at once', async () => {
    const { email, token } = await inviteSomeone();
    const results = await Promise.all(Array.from({ length: 20 }, () => accept(token)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(404)]);
    const rows = await t.database.db.select().from(admins).where(sql`lower(${admins.email}) = ${email}`);
    expect(rows).toHaveLength(1);
  });

  it('stop working when revoked, when resent (the new link works) and after 48 hours', async () => {
    const revoked = await inviteSomeone();
    expect((await call('DELETE', `/admin/staff/invitations/${revoked.id}`, owner)).statusCode).toBe(204);
    const refused = await accept(revoked.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(STAFF_MESSAGES.invitationInvalid);
    expect((await call('DELETE', `/admin/staff/invitations/${revoked.id}`, owner)).statusCode).toBe(404);
    expect((await call('POST', `/admin/staff/invitations/${revoked.id}/resend`, owner)).statusCode).toBe(404);

    const resent = await inviteSomeone();
    const since = smtp.mails.length;
    expect((await call('POST', `/admin/staff/invitations/${resent.id}/resend`, owner)).statusCode).toBe(202);
    const fresh = await linkFor(resent.email, since);
    expect(fresh).not.toBe(resent.token);
    expect((await accept(resent.token)).statusCode).toBe(404);
    expect((await accept(fresh)).statusCode).toBe(200);

    const old = await inviteSomeone();
    await t.database.db
      .update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffInvitations.id, old.id));
    expect((await accept(old.token)).statusCode).toBe(404);
  });

  it('refuse an address that is an administrator already, bad input, and a second invite is the first again', async () => {
    const taken = await call('POST', '/admin/staff/invitations', owner, { email: owner.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ email: STAFF_MESSAGES.alreadyAdmin });
    expect((await call('POST', '/admin/staff/invitations', owner, { email: 'not an address' })).statusCode).toBe(400);
    const first = await call('POST', '/admin/staff/invitations', owner, { email: 'twice@example.org' });
    const second = await call('POST', '/admin/staff/invitations', owner, { email: 'Twice@example.org' });
    expect(second.json()._id).toBe(first.json()._id);
    const token = await linkFor('twice@example.org', 0);
    expect((await accept(token, { password: 'short' })).statusCode).toBe(400);
    expect((await accept(token, { name: ' ' })).statusCode).toBe(400);
    expect((await call('POST', '/admin/staff/invitations', null, { email: 'x@example.org' })).statusCode).toBe(401);
  });
});

describe('removing an administrator', () => {
  it('ends their sessions at once and keeps their history', async () => {
    const { email, token } = await inviteSomeone();
    const joined = (await accept(token)).json();
    const theirs = { token: joined.token as string };
    expect((await call('GET', '/admin/staff', theirs)).statusCode).toBe(200);
    expect((await call('DELETE', `/admin/staff/${joined.admin._id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', '/admin/staff', theirs)).statusCode).toBe(401);
    expect(
      (await call('GET', '/admin/staff', owner)).json().admins.map((a: { email: string }) => a.email),
    ).not.toContain(email);
    expect((await call('DELETE', `/admin/staff/${joined.admin._id}`, owner)).statusCode).toBe(404);
    // What they did stays in the activity log, under their name.
    const log = (await call('GET', `/admin/activity?admin=${encodeURIComponent(email)}`, owner)).json();
    expect(log.items).toContainEqual(
      expect.objectContaining({ action: 'sign-in', admin: { email, name: 'Grace Hopper' } }),
    );
  });

  it('never removes the last one, also when two remove each other at the same moment', async () => {
    // A database of two administrators only.
    const fresh = await createTestApp();
    try {
      const a = await makeAdmin(fresh.database.db);
      const b = await makeAdmin(fresh.database.db);
      const token = async (email: string) =>
        (
          await fresh.app.inject({
            method: 'POST',
            url: '/api/admin/login',
            payload: { email, password: ADMIN_PASSWORD },
            remoteAddress: clientAddress(),
          })
        ).json().token as string;
      const [ta, tb] = [await token(a.email), await token(b.email)];
      const remove = (who: string, id: string) =>
        fresh.app.inject({
          method: 'DELETE',
          url: `/api/admin/staff/${id}`,
          headers: { authorization: `Bearer ${who}` },
        });
      const results = await Promise.all([remove(ta, b.id), remove(tb, a.id)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([204, expect.any(Number)]);
      const left = await fresh.database.db.select({ id: admins.id }).from(admins);
      expect(left).toHaveLength(1);
      const survivor = left[0]?.id === a.id ? ta : tb;
      const last = await remove(survivor, left[0]?.id ?? '');
      expect(last.statusCode).toBe(409);
      expect(last.json().message).toBe(STAFF_MESSAGES.lastAdmin);
    } finally {
      await fresh.close();
    }
  });
});
