/**
 * Roles at work (issue 25): invitations name the role, an administrator changes a role and it holds from the
 * person's next request, the owner hands ownership over with their password and stays the only one, and
 * the blog lets Authors and Contributors touch only their own posts, with review between a Contributor and
 * an Editor. Everything through the API, as the back office calls it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../src/server/db/schema';
import { AUTH_MESSAGES } from '../../src/shared/admin-messages';
import { ROLE_MESSAGES, type Role } from '../../src/shared/roles';
import { multipart } from '../helpers/admin';
import { clientAddress, createTestApp, type TestApp } from '../helpers/app';
import { ADMIN_PASSWORD, makeAdmin } from '../helpers/factories';
import { startSmtp, type TestSmtp } from '../helpers/smtp';

let t: TestApp;
let smtp: TestSmtp;
type Person = { id: string; email: string; name: string; authorization: string };
let owner: Person;
let administrator: Person;
let editor: Person;

async function join(role: Role): Promise<Person> {
  const admin = await makeAdmin(t.database.db, { role });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: clientAddress(),
    payload: { email: admin.email, password: ADMIN_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: admin.id, email: admin.email, name: admin.name, authorization: `Bearer ${res.json().token}` };
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Person, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: who.authorization },
    ...(payload ? { payload } : {}),
  });
const roleOf = async (id: string) => (await t.database.db.select().from(admins).where(eq(admins.id, id)))[0]?.role;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://www.kestrel.test' });
  owner = await join('owner');
  administrator = await join('administrator');
  editor = await join('editor');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('staff and their roles', () => {
  it('invitations name the role, and an Editor gives only Author or Contributor', async () => {
    const asEditor = await call('POST', '/admin/staff/invitations', editor, {
      email: 'w1@example.org',
      role: 'author',
    });
    expect(asEditor.statusCode, asEditor.body).toBe(202);
    const tooHigh = await call('POST', '/admin/staff/invitations', editor, { email: 'w2@example.org', role: 'editor' });
    expect(tooHigh.statusCode).toBe(403);
    expect(tooHigh.json()).toMatchObject({ code: 'FORBIDDEN', message: ROLE_MESSAGES.cannotGiveRole });
    // Nor by inviting the same address again: the open invitation keeps its role.
    const byAdmin = await call('POST', '/admin/staff/invitations', administrator, {
      email: 'w3@example.org',
      role: 'administrator',
    });
    expect(byAdmin.statusCode).toBe(202);
    const lowered = await call('POST', '/admin/staff/invitations', editor, { email: 'w3@example.org', role: 'author' });
    expect(lowered.statusCode).toBe(403);
    const owned = await call('POST', '/admin/staff/invitations', owner, { email: 'w4@example.org', role: 'owner' });
    expect(owned.statusCode).toBe(400);
    expect(owned.json().fields.role).toBe(ROLE_MESSAGES.ownerByHandover);
    const list = (await call('GET', '/admin/staff', editor)).json();
    const invited = Object.fromEntries(list.invitations.map((i: { email: string; role: Role }) => [i.email, i.role]));
    expect(invited).toMatchObject({ 'w1@example.org': 'author', 'w3@example.org': 'administrator' });
    expect(invited['w2@example.org']).toBeUndefined();
    expect(list.admins.find((a: { _id: string }) => a._id === owner.id).role).toBe('owner');
  });

  it('a role changed by an administrator holds from that person’s next request, and the log says so', async () => {
    const colleague = await join('editor');
    expect((await call('GET', '/admin/activity', colleague)).statusCode).toBe(200);
    const changed = await call('PATCH', `/admin/staff/${colleague.id}`, administrator, { role: 'author' });
    expect(changed.statusCode, changed.body).toBe(204);
    // The same token, the next request: the session stays, the rights are the new role's.
    const now = await call('GET', '/admin/activity', colleague);
    expect(now.statusCode).toBe(403);
    expect((await call('GET', '/admin/me', colleague)).json().role).toBe('author');
    // An editor cannot change roles at all.
    expect((await call('PATCH', `/admin/staff/${colleague.id}`, editor, { role: 'editor' })).statusCode).toBe(403);
    const log = (await call('GET', '/admin/activity?limit=5', owner)).json();
    expect(log.items[0]).toMatchObject({
      action: 'role-change',
      type: 'account',
      recordId: colleague.id,
      title: `${colleague.name}: Author`,
      admin: { email: administrator.email },
    });
  });

  it('the owner cannot be removed or given another role, and an Editor removes only Authors and Contributors', async () => {
    const demote = await call('PATCH', `/admin/staff/${owner.id}`, administrator, { role: 'editor' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(ROLE_MESSAGES.lastOwner);
    expect((await call('DELETE', `/admin/staff/${owner.id}`, administrator)).statusCode).toBe(409);
    expect((await call('PATCH', `/admin/staff/${administrator.id}`, owner, { role: 'owner' })).statusCode).toBe(400);
    expect((await call('DELETE', `/admin/staff/${administrator.id}`, editor)).statusCode).toBe(403);
    const writer = await join('contributor');
    expect((await call('DELETE', `/admin/staff/${writer.id}`, editor)).statusCode).toBe(204);
    // Their next request says why, not that a session expired.
    const gone = await call('GET', '/admin/me', writer);
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual({ message: AUTH_MESSAGES.accountRemoved, code: 'UNAUTHENTICATED' });
    expect(await roleOf(owner.id)).toBe('owner');
  });

  it('ownership is handed over with the password, once, to one person, even when asked ten times at once', async () => {
    const site = await join('owner').catch(() => null);
    expect(site).toBeNull(); // a second owner cannot even be made
    const wrong = await call('POST', `/admin/staff/${administrator.id}/ownership`, owner, { password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ROLE_MESSAGES.handoverPassword);
    expect((await call('POST', `/admin/staff/${administrator.id}/ownership`, administrator, {})).statusCode).toBe(403);
    const candidates = await Promise.all(Array.from({ length: 10 }, () => join('editor')));
    const answers = await Promise.all(
      candidates.map((c) => call('POST', `/admin/staff/${c.id}/ownership`, owner, { password: ADMIN_PASSWORD })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([204, ...Array(9).fill(403)]);
    const owners = await t.database.db.select().from(admins).where(eq(admins.role, 'owner'));
    expect(owners).toHaveLength(1);
    const heir = candidates.find((c) => c.id === owners[0]?.id) as Person;
    expect(await roleOf(owner.id)).toBe('administrator');
    // The one before is an Administrator from their next request: no backup any more.
    expect((await call('GET', '/admin/backup', owner)).statusCode).toBe(403);
    const log = (await call('GET', '/admin/activity?limit=3', heir)).json();
    expect(log.items[0]).toMatchObject({
      action: 'ownership-handover',
      recordId: heir.id,
      admin: { email: owner.email },
    });
    // Handed back, so that the rest of this file has its owner.
    expect(
      (await call('POST', `/admin/staff/${owner.id}/ownership`, heir, { password: ADMIN_PASSWORD })).statusCode,
    ).toBe(204);
  });
});

describe('posts and who writes them', () => {
  const post = async (who: Person, fields: Record<string, string>) => {
    const form = multipart({ title: 'A post', category: 'Technology', content: '<p>Words.</p>', ...fields });
    return t.app.inject({
      method: 'POST',
      url: '/api/blog',
      payload: form.payload,
      headers: { ...form.headers, authorization: who.authorization },
    });
  };
  const change = async (who: Person, id: string, fields: Record<string, string>) => {
    const form = multipart(fields);
    return t.app.inject({
      method: 'PATCH',
      url: `/api/blog/${id}`,
      payload: form.payload,
      headers: { ...form.headers, authorization: who.authorization },
    });
  };
  const listed = async (who: Person) =>
    ((await call('GET', '/blog/admin/all', who)).json() as { _id: string }[]).map((p) => p._id);

  it('an Author publishes their own posts and reads the others’ published ones, never another writer’s draft', async () => {
    const author = await join('author');
    const other = await join('author');
    const mine = await post(author, { title: 'Mine, published', status: 'published' });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().writerId).toBe(author.id);
    const draft = (await post(other, { title: 'Their draft' })).json();
    const published = (await post(editor, { title: 'The editor’s', status: 'published' })).json();
    expect(await listed(author)).not.toContain(draft._id);
    expect(await listed(author)).toContain(published._id);
    expect(await listed(editor)).toContain(draft._id);
    expect((await call('GET', `/blog/${draft._id}`, author)).statusCode).toBe(404);
    // Nor its preview link, to make or to end.
    expect((await call('POST', `/blog/${draft._id}/preview-link`, author)).statusCode).toBe(404);
    expect((await call('DELETE', `/blog/${draft._id}/preview-link`, author)).statusCode).toBe(404);
    expect((await change(author, draft._id, { title: 'Taken over' })).statusCode).toBe(404);
    expect((await call('GET', `/blog/${published._id}`, author)).statusCode).toBe(200);
    const refused = await change(author, published._id, { title: 'Taken over' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ROLE_MESSAGES.notOwnPost);
    expect((await call('DELETE', `/blog/${published._id}`, author)).statusCode).toBe(403);
    expect((await call('GET', `/blog/${published._id}`, editor)).json().title).toBe('The editor’s');
  });

  it('a Contributor writes drafts, submits one for review; an Editor is told, sends it back with a note, then publishes', async () => {
    const writer = await join('contributor');
    const published = await post(writer, { title: 'Straight out', status: 'published' });
    expect(published.statusCode).toBe(403);
    expect(published.json().message).toBe(ROLE_MESSAGES.contributorPublish);
    const draft = (await post(writer, { title: 'For review' })).json();
    expect((await change(writer, draft._id, { status: 'published' })).statusCode).toBe(403);
    const before = (await call('GET', '/admin/notifications', editor)).json().unread;
    const since = smtp.mails.length;
    const submitted = await call('POST', `/blog/${draft._id}/review`, writer);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().status).toBe('review');
    // The editors' bell counts it, and each editor is mailed a link to it; the writer is not.
    const bell = (await call('GET', '/admin/notifications', editor)).json();
    expect(bell.unread).toBe(before + 1);
    // Who did what to which post, beside the spec's words.
    expect(bell.items[0].detail).toBe(`${writer.name} submitted for review blog post "For review"`);
    const mail = await smtp.waitFor(editor.email, since, /waiting for your review/);
    expect(mail.raw).toContain('For review');
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(`edit=3D${draft._id}`);
    expect(smtp.mails.slice(since).some((m) => m.raw.includes(`To: ${writer.email}`))).toBe(false);
    expect((await call('POST', `/blog/${draft._id}/review/return`, writer, { note: 'Mine is fine' })).statusCode).toBe(
      403,
    );
    const back = await call('POST', `/blog/${draft._id}/review/return`, editor, { note: 'Add a figure, please.' });
    expect(back.statusCode, back.body).toBe(200);
    const seen = (await call('GET', `/blog/${draft._id}`, writer)).json();
    expect(seen).toMatchObject({ status: 'draft', reviewNote: 'Add a figure, please.' });
    expect((await call('POST', `/blog/${draft._id}/review`, writer)).json()).toMatchObject({
      status: 'review',
      reviewNote: null,
    });
    const live = await change(editor, draft._id, { status: 'published' });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json()).toMatchObject({ status: 'published', writerId: writer.id });
    // Published, it is no longer the Contributor's to change or delete.
    expect((await change(writer, draft._id, { title: 'Quietly changed' })).statusCode).toBe(403);
    expect((await call('DELETE', `/blog/${draft._id}`, writer)).statusCode).toBe(403);
    const own = (await post(writer, { title: 'Thrown away' })).json();
    expect((await call('DELETE', `/blog/${own._id}`, writer)).statusCode).toBe(204);
  });
});
